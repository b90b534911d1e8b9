package io.scdstudio.expr;

import static io.scdstudio.expr.TestSchemas.eval;
import static io.scdstudio.expr.TestSchemas.row;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class InTest {

    private static Boolean bool(String s) {
        return s.equals("null") ? null : Boolean.valueOf(s);
    }

    @ParameterizedTest(name = "name=''{0}'': {1} is {2}")
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '"',
            value = {
                "DELETE | name IN ('DELETE', 'TRUNCATE') | true",
                "INSERT | name IN ('DELETE', 'TRUNCATE') | false",
                "INSERT | name NOT IN ('DELETE', 'TRUNCATE') | true",
                "DELETE | name IN ('DELETE', null) | true",
                "INSERT | name IN ('DELETE', null) | null",
                "INSERT | name NOT IN ('DELETE', null) | null",
                "DELETE | name NOT IN ('DELETE', null) | false",
                "null | name IN ('DELETE') | null",
                "null | name NOT IN ('DELETE') | null",
                "null | name IN (null) | null",
                "delete | lower(name) IN ('delete') | true",
                "DELETE | name in (\"DELETE\") | true",
                "5 | name IN (5, 6) | true",
                "05 | name IN (5, 6) | true",
                "05 | name IN ('5', '6') | false"
            })
    void inFollowsSqlNullRules(String name, String condition, String expected) {
        assertThat(eval(condition, row().name(name.equals("null") ? null : name)))
                .isEqualTo(bool(expected));
    }

    @ParameterizedTest(name = "id=5: {0} is {1}")
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '"',
            value = {
                "id IN (1, 5) | true",
                "id IN (5.0, 7.5) | true",
                "id IN (5e0) | true",
                "id IN ('5') | true",
                "id IN (n) | true",
                "id IN (n, 1) | true",
                "id IN (1, null) | null",
                "(id = 5) IN (true) | true"
            })
    void inItemsAreCastToOneCommonType(String condition, String expected) {
        assertThat(eval(condition, row().id(5).n(5))).isEqualTo(bool(expected));
    }
}
