package io.scdstudio.expr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.model.ScdException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every error names its class, the setting, the condition and the 1-based position of the culprit. */
class ConditionErrorsTest {

    private static ScdException error(String condition) {
        try {
            TestSchemas.compile(condition);
        } catch (ScdException e) {
            return e;
        }
        throw new AssertionError("expected `" + condition + "` to be rejected");
    }

    private static void assertError(String condition, String errorClass, int position, String... mentions) {
        ScdException e = error(condition);
        assertThat(e.errorClass()).as(e.userMessage()).isEqualTo(errorClass);
        assertThat(e.location()).hasValueSatisfying(l -> {
            assertThat(l.column()).as(e.userMessage()).isEqualTo(position);
            assertThat(l.field()).contains("apply_as_deletes");
        });
        assertThat(e.getMessage()).contains(condition).contains(mentions);
        assertThat(e.hint()).isNotBlank();
    }

    @Test
    void anUnknownColumnIsNamedWithTheAvailableColumnsAndTheClosestOne() {
        ScdException e = error("name = 'x' AND operation = 'DELETE'");
        assertThat(e.errorClass()).isEqualTo("COLUMNS_NOT_FOUND_IN_SCHEMA");
        assertThat(e.location().orElseThrow().column()).isEqualTo(16);
        assertThat(e.getMessage()).contains("`operation`", "id, n, name, amount");
        assertThat(e.hint()).doesNotContain("Did you mean");
        assertThat(error("nmae = 'x'").hint()).contains("Did you mean `name`?");
    }

    @Test
    void columnsResolveExactlyFirstThenIgnoringCase() {
        Condition c = TestSchemas.compile("NAME = 'x' AND Id = 1 AND name IS NULL");
        assertThat(c.columns()).containsExactly("name", "id");
    }

    @Test
    void anUnknownColumnIsReportedBeforeATypeError() {
        assertError("since = true AND nope = 1", "COLUMNS_NOT_FOUND_IN_SCHEMA", 18, "`nope`");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiterString = " | ",
            quoteCharacter = '"',
            value = {
                "substr(name, 1, 2) = 'DE' | 1 | function `substr`",
                "id + 1 = 2 | 4 | arithmetic",
                "id - 1 = 2 | 4 | arithmetic",
                "id * 2 = 2 | 4 | arithmetic",
                "id / 2 = 2 | 4 | arithmetic",
                "id % 2 = 0 | 4 | arithmetic",
                "id DIV 2 = 0 | 4 | DIV",
                "-id = 2 | 1 | unary",
                "name || 'x' = 'y' | 6 | concatenation",
                "CASE WHEN id = 1 THEN true END | 1 | CASE",
                "id BETWEEN 1 AND 2 | 4 | BETWEEN",
                "id NOT BETWEEN 1 AND 2 | 8 | NOT BETWEEN",
                "name RLIKE 'D.*' | 6 | RLIKE",
                "name REGEXP 'D.*' | 6 | REGEXP",
                "name ILIKE 'd%' | 6 | ILIKE",
                "name LIKE ANY ('a', 'b') | 11 | LIKE ANY",
                "id IN (SELECT id FROM t) | 8 | subquery",
                "EXISTS (SELECT 1) | 1 | EXISTS",
                "id::string = '1' | 3 | `::` cast",
                "CAST(id AS STRING) = '1' | 1 | CAST",
                "try_cast(id AS STRING) = '1' | 1 | CAST",
                "name IS TRUE | 6 | IS TRUE",
                "name IS NOT DISTINCT FROM 'x' | 6 | IS NOT DISTINCT FROM",
                "t.name = 'x' | 2 | qualified",
                "seq['a'] = 1 | 4 | subscripts",
                "since = DATE '2024-01-01' | 9 | typed literal",
                "ts > TIMESTAMP '2024-01-01' | 6 | typed literal",
                "ts > INTERVAL 1 DAY | 6 | INTERVAL",
                "!a | 1 | NOT",
                "id !< 2 | 4 | >=",
                "count(*) > 1 | 1 | function `count`",
                "trim(BOTH 'x' FROM name) = 'y' | 6 | TRIM(BOTH",
                "(id, n) IN ((1, 2)) | 1 | row values",
                "lcase(name) = 'x' | 1 | function `lcase`"
            })
    void constructsOutsideTheSubsetAreRejectedByName(String condition, int position, String construct) {
        assertError(condition, "UNSUPPORTED_EXPRESSION", position, construct);
        assertThat(error(condition).hint()).contains("lower, upper, trim and coalesce");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '"',
            value = {
                "'' | 1 | empty",
                "name = | 7 | ends",
                "name = 'DELETE | 8 | not closed",
                "`name = 'x' | 1 | not closed",
                "(name = 'x' | 12 | `)`",
                "name = 'x')| 11 | AND, OR",
                "name 'x' | 6 | AND, OR",
                "name == == 'x' | 9 | expected",
                "name IN () | 10 | at least one",
                "name IN 'x' | 9 | `(`",
                "name IS 'x' | 9 | NULL",
                "name NOT = 'x' | 10 | IN or LIKE",
                "id = NOT a | 6 | NOT",
                "lower(name, 'x') = 'y' | 1 | exactly one",
                "coalesce() IS NULL | 1 | at least one",
                "id = 1 AND | 11 | ends",
                "id = 1.5.5 | 6 | unexpected",
                "id = 123456789012345678901234567890123456789 | 6 | 38 digits",
                "id = 99999999999999999999L | 6 | range of bigint",
                "id = 300Y | 6 | range of int",
                "id = 1e999 | 6 | range of double",
                "name = 'x' /* open | 12 | comment",
                "name = 'x' # | 12 | unexpected"
            })
    void syntaxErrorsSayWhereAndWhatWasExpected(String condition, int position, String says) {
        String text = condition.equals("''") ? "" : condition;
        ScdException e = error(text);
        assertThat(e.errorClass()).as(e.userMessage()).isEqualTo("INVALID_CONDITION");
        assertThat(e.location().orElseThrow().column()).as(e.userMessage()).isEqualTo(position);
        assertThat(e.getMessage()).contains(says);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '"',
            value = {
                "name | 1 | must be boolean",
                "lower(name) | 1 | must be boolean",
                "id = 1 AND 5 | 12 | AND needs boolean",
                "NOT 1 | 5 | NOT needs boolean",
                "NOT id | 5 | NOT needs boolean",
                "name AND name | 1 | AND needs boolean",
                "name AND null | 1 | AND needs boolean",
                "since = true | 7 | date with boolean",
                "active = 1 | 8 | boolean with int",
                "since > 5 | 7 | date with int",
                "ts = 1.5 | 4 | timestamp with decimal",
                "id IN (1, since) | 4 | no common type",
                "coalesce(since, 1) = 1 | 1 | no common type",
                "seq = 1 | 1 | map<string,bigint>",
                "lower(seq) = 'x' | 7 | map<string,bigint>"
            })
    void typeErrorsAreCaughtAtCompileTimeAsSparksAnalyzerWould(String condition, int position, String says) {
        assertError(condition, "INVALID_CONDITION", position, says);
    }

    @Test
    void isNullWorksOnAnyColumnType() {
        assertThat(TestSchemas.compile("seq IS NULL").isTrue(TestSchemas.row().build()))
                .isTrue();
    }

    @Test
    void theUserMessageSaysWhereWhatAndHow() {
        ScdException e = error("id = 1 OR");
        assertThat(e.userMessage())
                .startsWith("column 10 (apply_as_deletes): condition `id = 1 OR`")
                .endsWith("[INVALID_CONDITION]");
    }

    @Test
    void theSettingNameIsTheErrorsField() {
        assertThatThrownBy(() -> Condition.compile("x = 1", TestSchemas.ALL_TYPES, "apply_as_truncates"))
                .isInstanceOfSatisfying(
                        ScdException.class,
                        e -> assertThat(e.location().orElseThrow().field()).contains("apply_as_truncates"));
    }
}
