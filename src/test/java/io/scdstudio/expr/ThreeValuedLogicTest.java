package io.scdstudio.expr;

import static io.scdstudio.expr.TestSchemas.eval;
import static io.scdstudio.expr.TestSchemas.row;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.model.ScdException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ThreeValuedLogicTest {

    private static Boolean bool(String s) {
        return s.equals("null") ? null : Boolean.valueOf(s);
    }

    private static TestSchemas.RowBuilder ab(String a, String b) {
        return row().set("a", bool(a)).set("b", bool(b));
    }

    @ParameterizedTest(name = "{0} AND {1} = {2}, {0} OR {1} = {3}")
    @CsvSource({
        "true, true, true, true",
        "true, false, false, true",
        "true, null, null, true",
        "false, true, false, true",
        "false, false, false, false",
        "false, null, false, null",
        "null, true, null, true",
        "null, false, false, null",
        "null, null, null, null"
    })
    void andAndOrFollowSqlTruthTables(String a, String b, String and, String or) {
        assertThat(eval("a AND b", ab(a, b))).isEqualTo(bool(and));
        assertThat(eval("a OR b", ab(a, b))).isEqualTo(bool(or));
    }

    @ParameterizedTest(name = "NOT {0} = {1}")
    @CsvSource({"true, false", "false, true", "null, null"})
    void notKeepsNull(String a, String expected) {
        assertThat(eval("NOT a", ab(a, "null"))).isEqualTo(bool(expected));
    }

    @ParameterizedTest(name = "{0} <=> {1} = {2}; {0} = {1} is {3}")
    @CsvSource({
        "true, true, true, true",
        "true, false, false, false",
        "true, null, false, null",
        "null, null, true, null"
    })
    void nullSafeEqualityIsNeverNull(String a, String b, String nullSafe, String equal) {
        assertThat(eval("a <=> b", ab(a, b))).isEqualTo(bool(nullSafe));
        assertThat(eval("a = b", ab(a, b))).isEqualTo(bool(equal));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "name = null | null",
                "name <> null | null",
                "null = null | null",
                "null <=> null | true",
                "name <=> null | false",
                "name IS NULL | false",
                "name IS NOT NULL | true",
                "id IS NULL | true",
                "id > 3 | null",
                "id > 3 OR name = 'x' | true",
                "id > 3 AND name = 'y' | false",
                "NOT (id > 3) | null",
                "null | null",
                "NOT null | null",
                "true AND null | null",
                "false AND null | false"
            })
    void comparisonsWithNullAreNull(String condition, String expected) {
        assertThat(eval(condition, row().name("x"))).isEqualTo(bool(expected));
    }

    @ParameterizedTest(name = "{0} is {1} ({2})")
    @CsvSource(
            delimiter = '|',
            value = {
                "NOT id = 1 | true | NOT applies to the whole comparison",
                "NOT a AND b | false | NOT binds tighter than AND",
                "a OR b AND false | true | AND binds tighter than OR",
                "(a OR b) AND false | false | parentheses group first"
            })
    void precedenceFollowsSpark(String condition, String expected, String why) {
        assertThat(eval(condition, row().id(2).set("a", true).set("b", false)))
                .as(why)
                .isEqualTo(bool(expected));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {"TRUE and not FALSE | true", "True Or False | true", "NULL is null | true"})
    void keywordsAreCaseInsensitive(String condition, String expected) {
        assertThat(eval(condition, row())).isEqualTo(bool(expected));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {"false AND name = 1 | false", "true OR name = 1 | true"})
    void aDecidedLeftSideSkipsTheRightSideAsSparkDoes(String condition, String expected) {
        // name = 1 would fail to cast 'abc' to bigint if evaluated.
        assertThat(eval(condition, row().name("abc"))).isEqualTo(bool(expected));
    }

    @Test
    void theLeftSideIsEvaluatedFirst() {
        assertThatThrownBy(() -> eval("name = 1 AND false", row().name("abc")))
                .isInstanceOf(ScdException.class)
                .extracting(e -> ((ScdException) e).errorClass())
                .isEqualTo("CAST_INVALID_INPUT");
    }
}
