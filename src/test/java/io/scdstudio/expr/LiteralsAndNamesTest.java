package io.scdstudio.expr;

import static io.scdstudio.expr.TestSchemas.eval;
import static io.scdstudio.expr.TestSchemas.row;
import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LiteralsAndNamesTest {

    @ParameterizedTest(name = "{1} reads as ''{0}''")
    @CsvSource(
            delimiterString = " => ",
            quoteCharacter = '~',
            value = {
                "DELETE => 'DELETE'",
                "DELETE => \"DELETE\"",
                "it's => 'it\\'s'",
                "say \"hi\" => \"say \\\"hi\\\"\"",
                "DELETE => 'DEL' 'ETE'",
                "its => 'it''s'",
                "A => '\\u0041'",
                "A => '\\101'",
                "a\\nb => r'a\\nb'",
                "x => '\\x'"
            })
    void stringLiteralsDecodeAsSparkDoes(String expected, String literal) {
        assertThat(eval("name = " + literal, row().name(expected))).isTrue();
    }

    @Test
    void backslashEscapesInStringsBecomeControlCharacters() {
        assertThat(eval("name = 'a\\tb'", row().name("a\tb"))).isTrue();
        assertThat(eval("name = 'a\\\\b'", row().name("a\\b"))).isTrue();
    }

    @ParameterizedTest(name = "{0} has the Spark type {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "1 | int",
                "-2147483648 | int",
                "2147483648 | bigint",
                "10000000000 | bigint",
                "99999999999999999999 | decimal(20,0)",
                "1.5 | decimal(2,1)",
                ".05 | decimal(2,2)",
                "1.5e3 | double",
                "1E-2 | double",
                "1.5D | double",
                "7L | bigint",
                "7S | int",
                "7Y | int",
                "1.5BD | decimal(2,1)"
            })
    void numericLiteralsAreTypedAsInSpark(String literal, String type) {
        boolean negative = literal.startsWith("-");
        NumberLiteral.Typed typed =
                (NumberLiteral.Typed) NumberLiteral.parse(literal.substring(negative ? 1 : 0), negative);
        assertThat(typed.type().toString()).isEqualTo(type);
    }

    @Test
    void quotedNamesMayHoldSpacesKeywordsAndBackticks() {
        Schema schema = Schema.of(
                new Column("my col", DataType.STRING),
                new Column("select", DataType.STRING),
                new Column("a`b", DataType.STRING),
                new Column("in", DataType.STRING));
        Condition c = Condition.compile(
                "`my col` = 'x' AND `select` = 'y' AND `a``b` = 'z' AND `in` IS NULL", schema, "apply_as_deletes");
        assertThat(c.isTrue(Row.of("x", "y", "z", null))).isTrue();
        assertThat(c.columns()).containsExactly("my col", "select", "a`b", "in");
    }

    @Test
    void commentsAreIgnored() {
        assertThat(eval(
                        "name = 'x' -- the label\n AND /* and */ id = 1",
                        row().name("x").id(1)))
                .isTrue();
    }

    @Test
    void aStringComparedThroughAnInListWithADecimalIsCastToThatDecimal() {
        // Spark folds the types left to right: string, bigint -> bigint; bigint, decimal(10,2) -> decimal(22,2).
        assertThat(eval("name IN (id, amount)", row().name("7.004").id(1).amount("7.00")))
                .isTrue();
        assertThat(eval("name IN (id, amount)", row().name("7.005").id(1).amount("7.00")))
                .isFalse();
    }

    @Test
    void textAndColumnsDescribeTheCondition() {
        Condition c = TestSchemas.compile("coalesce(NAME, name) = 'x' OR id > 1 OR name IS NULL");
        assertThat(c.text()).isEqualTo("coalesce(NAME, name) = 'x' OR id > 1 OR name IS NULL");
        assertThat(c.columns()).containsExactly("name", "id");
    }
}
