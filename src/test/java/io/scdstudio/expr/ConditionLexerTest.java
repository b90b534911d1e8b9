package io.scdstudio.expr;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ConditionLexerTest {

    private static List<String> describe(String text) {
        return ConditionLexer.tokenize(text).stream()
                .map(t -> t.kind() + ":" + t.text(text))
                .toList();
    }

    @Test
    void tokensCarryKindsForHighlighting() {
        assertThat(describe("lower(op) NOT IN ('a', \"b\") AND `my col` <=> 1.5e3 -- note"))
                .containsExactly(
                        "FUNCTION:lower",
                        "PAREN:(",
                        "IDENTIFIER:op",
                        "PAREN:)",
                        "KEYWORD:NOT",
                        "KEYWORD:IN",
                        "PAREN:(",
                        "STRING:'a'",
                        "COMMA:,",
                        "STRING:\"b\"",
                        "PAREN:)",
                        "KEYWORD:AND",
                        "IDENTIFIER:`my col`",
                        "OPERATOR:<=>",
                        "NUMBER:1.5e3",
                        "COMMENT:-- note");
    }

    @Test
    void escapedQuotesStayInsideTheirToken() {
        assertThat(describe("'it\\'s' = `a``b`")).containsExactly("STRING:'it\\'s'", "OPERATOR:=", "IDENTIFIER:`a``b`");
    }

    @Test
    void numbersIncludeExponentSignsAndSuffixes() {
        assertThat(describe("1e-3 10L 1.5D 2BD .5 1abc"))
                .containsExactly(
                        "NUMBER:1e-3", "NUMBER:10L", "NUMBER:1.5D", "NUMBER:2BD", "NUMBER:.5", "IDENTIFIER:1abc");
    }

    @Test
    void unreadableTextBecomesErrorTokensInsteadOfExceptions() {
        assertThat(describe("op = 'open")).containsExactly("IDENTIFIER:op", "OPERATOR:=", "ERROR:'open");
        assertThat(describe("op # `x")).containsExactly("IDENTIFIER:op", "ERROR:#", "ERROR:`x");
        assertThat(ConditionLexer.tokenize(null)).isEmpty();
        assertThat(ConditionLexer.tokenize("")).isEmpty();
    }

    @Test
    void tokensCoverTheTextInOrderWithoutOverlap() {
        String text = "a=1AND/*c*/b<>'x'OR(c)";
        List<Token> tokens = ConditionLexer.tokenize(text);
        int previousEnd = 0;
        for (Token t : tokens) {
            assertThat(t.start()).isGreaterThanOrEqualTo(previousEnd);
            assertThat(t.end()).isGreaterThan(t.start());
            previousEnd = t.end();
        }
        assertThat(previousEnd).isEqualTo(text.length());
    }
}
