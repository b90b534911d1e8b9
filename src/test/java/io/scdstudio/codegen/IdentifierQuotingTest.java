package io.scdstudio.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class IdentifierQuotingTest {
    private final SparkSqlQuoting sql = SparkSqlQuoting.INSTANCE;
    private final PythonQuoting python = PythonQuoting.INSTANCE;

    @Test
    void sqlLeavesPlainIdentifiersUnquoted() {
        assertThat(sql.identifier("userId")).isEqualTo("userId");
        assertThat(sql.identifier("_seq_2")).isEqualTo("_seq_2");
        assertThat(sql.identifier("keys")).as("non-reserved keyword").isEqualTo("keys");
    }

    @Test
    void sqlQuotesNamesThatAreNotPlainIdentifiers() {
        assertThat(sql.identifier("my col")).isEqualTo("`my col`");
        assertThat(sql.identifier("it's")).isEqualTo("`it's`");
        assertThat(sql.identifier("a.b")).isEqualTo("`a.b`");
        assertThat(sql.identifier("2024_sales")).isEqualTo("`2024_sales`");
        assertThat(sql.identifier("café")).isEqualTo("`café`");
    }

    @Test
    void sqlDoublesAnEmbeddedBacktick() {
        assertThat(sql.identifier("se`q")).isEqualTo("`se``q`");
    }

    @Test
    void sqlQuotesReservedWordsInAnyCase() {
        assertThat(sql.identifier("select")).isEqualTo("`select`");
        assertThat(sql.identifier("Order")).isEqualTo("`Order`");
        assertThat(sql.identifier("current_date")).isEqualTo("`current_date`");
    }

    @Test
    void sqlStringLiteralsEscapeQuotesAndBackslashes() {
        assertThat(sql.stringLiteral("it's")).isEqualTo("'it\\'s'");
        assertThat(sql.stringLiteral("a\\b")).isEqualTo("'a\\\\b'");
        assertThat(sql.stringLiteral("say \"hi\"\n")).isEqualTo("'say \"hi\"\\n'");
    }

    @Test
    void pythonStringsUseDoubleQuotesUnlessSingleQuotesSaveAnEscape() {
        assertThat(python.stringLiteral("op = 'DELETE'")).isEqualTo("\"op = 'DELETE'\"");
        assertThat(python.stringLiteral("op = \"DELETE\"")).isEqualTo("'op = \"DELETE\"'");
        assertThat(python.stringLiteral("\"it's\"")).isEqualTo("\"\\\"it's\\\"\"");
    }

    @Test
    void pythonStringsEscapeBackslashesAndControlCharacters() {
        assertThat(python.stringLiteral("a\\b")).isEqualTo("\"a\\\\b\"");
        assertThat(python.stringLiteral("line\nnext\ttab\u0001")).isEqualTo("\"line\\nnext\\ttab\\x01\"");
    }

    @Test
    void pythonListsHoldPlainNamesWhileColQuotesAttributeSyntax() {
        assertThat(python.identifier("a.b")).isEqualTo("\"a.b\"");
        assertThat(python.columnReference("a.b")).isEqualTo("\"`a.b`\"");
        assertThat(python.columnReference("se`q")).isEqualTo("\"`se``q`\"");
        assertThat(python.columnReference("my col")).isEqualTo("\"my col\"");
    }

    @Test
    void tableNamesQuoteEachPartOnItsOwn() {
        TableName name = TableName.parse("main.`sales eu`.select", "target");

        assertThat(name.parts()).containsExactly("main", "sales eu", "select");
        assertThat(name.toSql()).isEqualTo("main.`sales eu`.`select`");
        assertThat(TableName.parse("`a.b`.c", "target").toSettingsText()).isEqualTo("`a.b`.c");
        assertThat(name.lastPart()).isEqualTo("select");
    }
}
