package io.scdstudio.expr;

import static io.scdstudio.expr.TestSchemas.eval;
import static io.scdstudio.expr.TestSchemas.row;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.model.ScdException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Spark 4 ANSI coercion: which type both sides are cast to, and what the comparison then gives. */
class ImplicitCastTest {

    private static Boolean bool(String s) {
        return s.equals("null") ? null : Boolean.valueOf(s);
    }

    @ParameterizedTest(name = "name=''{0}'': {1} is {2}")
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '"',
            value = {
                // string vs integral: both cast to bigint, so numeric equality, blanks trimmed
                "7 | name = 7 | true",
                "\" 7 \" | name = 7 | true",
                "07 | name = 7 | true",
                "-7 | name < 0 | true",
                "10 | name > 9 | true",
                // string vs string stays a string comparison: '10' sorts before '9'
                "10 | name > '9' | false",
                // string vs decimal and double: both cast to double
                "7.00 | name = 7.0 | true",
                "7 | name = 7.0 | true",
                "1e3 | name = 1000.0 | true",
                "NaN | name = 1.5e0 | false",
                "Infinity | name > 1e300 | true",
                // string vs boolean: Spark's boolean words, any case
                "yes | name = true | true",
                "F | name = false | true",
                "0 | name = true | false",
                // string vs date, timestamp (as written in the session time zone UTC)
                "2024-03-01 | since = name | true",
                "2024-3-1 | since = name | true",
                "2024-03-01 23:59:59 | since = name | true",
                "2024-03-01T10:00:00 | ts = name | true",
                "2024-03-01 10:00 | ts = name | true",
                "2024-03-01 12:00:00+02:00 | ts = name | true",
                "2024-03-01 10:00:00.000000999 | ts = name | true",
                "2024-03-01 | ts < name | false"
            })
    void stringsAreCastToTheOtherSidesType(String value, String condition, String expected) {
        TestSchemas.RowBuilder r = row().name(value).since("2024-03-01").ts("2024-03-01 10:00:00");
        assertThat(eval(condition, r)).isEqualTo(bool(expected));
    }

    @ParameterizedTest(name = "{0} is {1}")
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '"',
            value = {
                "id = n | true",
                "id = 5 | true",
                "id = 5L | true",
                "id = 5.0 | true",
                "id = 5.00000000000000000001 | false",
                "amount = 5 | true",
                "amount = 5.000 | true",
                "amount = '5' | true",
                "amount < 5.01 | true",
                "score = 5 | true",
                "score = 5.0BD | true",
                "score = 5D | true",
                "score = 5e0 | true",
                "id = 10000000000 | false",
                "id < 99999999999999999999 | true",
                "id = -5 | false",
                "since < ts | true",
                "since = '2024-03-01' | true",
                "ts > '2024-03-01' | true"
            })
    void numbersAndDatetimesCompareByValueAcrossTypes(String condition, String expected) {
        TestSchemas.RowBuilder r =
                row().id(5).n(5).amount("5.00").score(5.0).since("2024-03-01").ts("2024-03-01 00:00:01");
        assertThat(eval(condition, r)).isEqualTo(bool(expected));
    }

    @Test
    void bigintComparedWithDoubleLosesPrecisionAsInSpark() {
        // 2^53 + 1 is not a double; Spark casts the bigint to double, so it equals 2^53.
        assertThat(eval("id = 9007199254740992D", row().id(9007199254740993L))).isTrue();
        assertThat(eval("id = 9007199254740992", row().id(9007199254740993L))).isFalse();
    }

    @Test
    void doublesFollowSparkNanAndZeroRules() {
        assertThat(eval("score = 'NaN'", row().score(Double.NaN)))
                .as("NaN equals NaN")
                .isTrue();
        assertThat(eval("score > 1e308", row().score(Double.NaN)))
                .as("NaN is above every number")
                .isTrue();
        assertThat(eval("score = 0.0", row().score(-0.0))).as("-0.0 equals 0.0").isTrue();
    }

    @Test
    void aValueThatCannotBeCastFailsTheRowNamingValueConditionAndColumn() {
        Condition c = TestSchemas.compile("name = 1");
        assertThatThrownBy(() -> c.evaluate(row().name("DELETE").build()))
                .isInstanceOfSatisfying(ScdException.class, e -> {
                    assertThat(e.errorClass()).isEqualTo("CAST_INVALID_INPUT");
                    assertThat(e.getMessage()).contains("'DELETE'", "`name = 1`", "column `name`", "bigint");
                    assertThat(e.location()).hasValueSatisfying(l -> {
                        assertThat(l.column()).isEqualTo(1);
                        assertThat(l.field()).contains("apply_as_deletes");
                    });
                });
    }

    @ParameterizedTest(name = "''{0}'' does not convert for {1}")
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '"',
            value = {
                "abc | name = 1",
                "1.5 | name = 1",
                "99999999999999999999 | name = 1",
                "abc | name = 1.5",
                "maybe | name = true",
                "2024-13-01 | since = name",
                "2024/03/01 | since = name",
                "yesterday | ts = name",
                "2024-03-01 25:00:00 | ts = name"
            })
    void valuesSparkCannotCastFailUnderAnsi(String value, String condition) {
        Condition c = TestSchemas.compile(condition);
        assertThatThrownBy(() -> c.evaluate(row().name(value)
                        .since("2024-03-01")
                        .ts("2024-03-01 10:00:00")
                        .build()))
                .isInstanceOfSatisfying(
                        ScdException.class, e -> assertThat(e.errorClass()).isEqualTo("CAST_INVALID_INPUT"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '"',
            value = {
                "id = 'abc' | 6",
                "since = 'soon' | 9",
                "active = 'maybe' | 10",
                "id IN (1, 'x') | 11",
                "NOT 'x' | 5"
            })
    void aLiteralThatCannotBeCastFailsAtCompileTime(String condition, int position) {
        assertThatThrownBy(() -> TestSchemas.compile(condition)).isInstanceOfSatisfying(ScdException.class, e -> {
            assertThat(e.errorClass()).isEqualTo("CAST_INVALID_INPUT");
            assertThat(e.location().orElseThrow().column()).isEqualTo(position);
        });
    }

    @Test
    void aStringOperandOfAndOrNotIsCastToBooleanAsSparkDoes() {
        assertThat(eval("name AND true", row().name("yes"))).isTrue();
        assertThat(eval("NOT name", row().name("true"))).isFalse();
        assertThat(eval("NOT 'false'", row())).isTrue();
        assertThatThrownBy(() -> eval("name AND true", row().name("Alice")))
                .isInstanceOfSatisfying(
                        ScdException.class, e -> assertThat(e.errorClass()).isEqualTo("CAST_INVALID_INPUT"));
    }

    @Test
    void aNullValueIsNeverCast() {
        assertThat(eval("name = 1", row())).isNull();
        assertThat(eval("since = name", row().since("2024-01-01"))).isNull();
    }
}
