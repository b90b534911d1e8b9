package io.scdstudio.expr;

import static io.scdstudio.expr.TestSchemas.eval;
import static io.scdstudio.expr.TestSchemas.row;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.model.ScdException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LikeTest {

    @ParameterizedTest(name = "''{0}'' LIKE {1} is {2}")
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '"',
            value = {
                "DELETE | 'DEL%' | true",
                "DELETE | 'del%' | false",
                "DELETE | '%LET%' | true",
                "DELETE | 'D_LETE' | true",
                "DELETE | 'D_ETE' | false",
                "DELETE | '%' | true",
                "'' | '%' | true",
                "'' | '_' | false",
                "abcabc | '%abc' | true",
                "aXbXc | 'a%b%c' | true",
                "ab | 'a%b%c' | false",
                "line\\nbreak | 'line_break' | true",
                "a_b | 'a\\\\_b' | true",
                "aXb | 'a\\\\_b' | false",
                "a_b | 'a\\_b' | true",
                "aXb | 'a\\_b' | false",
                "100% | '100\\%' | true",
                "a\\b | 'a\\\\\\\\b' | true",
                "a_b | 'a!_b' ESCAPE '!' | true",
                "aXb | 'a!_b' ESCAPE '!' | false",
                "😀 | '_' | true",
                "é | '_' | true"
            })
    void patternsMatchAsInSpark(String value, String pattern, String expected) {
        String v = value.equals("''") ? "" : value.replace("\\n", "\n");
        assertThat(eval("name LIKE " + pattern, row().name(v))).isEqualTo(Boolean.valueOf(expected));
    }

    @Test
    void notLikeNegates() {
        assertThat(eval("name NOT LIKE 'D%'", row().name("DELETE"))).isFalse();
        assertThat(eval("NOT name LIKE 'D%'", row().name("INSERT"))).isTrue();
    }

    @Test
    void likeWithNullIsNull() {
        assertThat(eval("name LIKE 'D%'", row())).isNull();
        assertThat(eval("name NOT LIKE 'D%'", row())).isNull();
        assertThat(eval("name LIKE null", row().name("x"))).isNull();
    }

    @Test
    void nonStringOperandsAreCastToString() {
        assertThat(eval("id LIKE '12%'", row().id(123))).isTrue();
        assertThat(eval("since LIKE '2024-%'", row().since("2024-05-06"))).isTrue();
        assertThat(eval("amount LIKE '%.50'", row().amount("7.50"))).isTrue();
        assertThat(eval("score LIKE '%E7'", row().score(1.0e7))).isTrue();
    }

    @Test
    void thePatternMayComeFromAColumn() {
        assertThat(eval("'DELETE' LIKE name", row().name("DEL%"))).isTrue();
        assertThat(eval("'INSERT' LIKE name", row().name("DEL%"))).isFalse();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '"',
            value = {"name LIKE 'a\\\\b' | 11", "name LIKE 'ab\\\\' | 11", "name LIKE 'a' ESCAPE 'xy' | 15"})
    void invalidEscapesAreConditionErrors(String condition, int position) {
        assertThatThrownBy(() -> TestSchemas.compile(condition)).isInstanceOfSatisfying(ScdException.class, e -> {
            assertThat(e.errorClass()).isEqualTo("INVALID_CONDITION");
            assertThat(e.location().orElseThrow().column()).isEqualTo(position);
        });
    }
}
