package io.scdstudio.expr;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Schema;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/** Invariants over random conditions and rows of a small schema. */
class ConditionPropertiesTest {
    private static final Schema SCHEMA = Schema.of(
            new Column("id", DataType.BIGINT),
            new Column("name", DataType.STRING),
            new Column("amount", DataType.decimal(10, 2)),
            new Column("score", DataType.DOUBLE),
            new Column("flag", DataType.BOOLEAN),
            new Column("day", DataType.DATE));

    @Property(tries = 1500)
    void anyTextOnlyEverFailsWithAnScdException(@ForAll("anyText") String text, @ForAll("rows") List<Row> rows) {
        Condition condition;
        try {
            condition = Condition.compile(text, SCHEMA, "apply_as_deletes");
        } catch (ScdException e) {
            assertThat(e.errorClass())
                    .isIn(
                            "INVALID_CONDITION",
                            "UNSUPPORTED_EXPRESSION",
                            "COLUMNS_NOT_FOUND_IN_SCHEMA",
                            "CAST_INVALID_INPUT");
            assertThat(e.location().orElseThrow().column()).isBetween(1, text.length() + 1);
            return;
        }
        for (Row row : rows) {
            try {
                condition.evaluate(row);
            } catch (ScdException e) {
                assertThat(e.errorClass()).isIn("CAST_INVALID_INPUT", "INVALID_CONDITION");
            }
        }
    }

    @Property(tries = 1000, maxDiscardRatio = 20)
    void notNotIsTheIdentityForNonNullResults(@ForAll("conditions") String x, @ForAll("rows") List<Row> rows) {
        Condition plain;
        try {
            plain = Condition.compile(x, SCHEMA, "apply_as_deletes");
        } catch (ScdException e) {
            Assume.that(false);
            return;
        }
        Condition doubled = Condition.compile("NOT NOT (" + x + ")", SCHEMA, "apply_as_deletes");
        for (Row row : rows) {
            Boolean value = valueOrNull(plain, row);
            if (value != null) {
                assertThat(doubled.evaluate(row))
                        .as("NOT NOT (%s) on %s", x, row)
                        .isEqualTo(value);
            }
        }
    }

    private static Boolean valueOrNull(Condition c, Row row) {
        try {
            return c.evaluate(row);
        } catch (ScdException e) {
            return null;
        }
    }

    @Provide
    Arbitrary<List<Row>> rows() {
        Arbitrary<Object> id =
                Arbitraries.<Object>of(0L, 1L, 7L, -3L, Long.MAX_VALUE).injectNull(0.2);
        Arbitrary<Object> name = Arbitraries.<Object>of(
                        "DELETE", "delete", "7", " 7 ", "abc", "", "yes", "2024-01-01", "a_b", "%", "😀")
                .injectNull(0.2);
        Arbitrary<Object> amount = Arbitraries.<Object>of(new BigDecimal("7.00"), new BigDecimal("0.50"))
                .injectNull(0.2);
        Arbitrary<Object> score =
                Arbitraries.<Object>of(7.0, Double.NaN, -0.0, 1e7).injectNull(0.2);
        Arbitrary<Object> flag = Arbitraries.<Object>of(true, false).injectNull(0.3);
        Arbitrary<Object> day = Arbitraries.<Object>of(LocalDate.of(2024, 1, 1), LocalDate.of(1999, 12, 31))
                .injectNull(0.2);
        Arbitrary<Row> row = Combinators.combine(id, name, amount, score, flag, day)
                .as((a, b, c, d, e, f) -> Row.of(a, b, c, d, e, f));
        return row.list().ofMinSize(1).ofMaxSize(4);
    }

    @Provide
    Arbitrary<String> anyText() {
        Arbitrary<String> junk = Arbitraries.of(
                        "(",
                        ")",
                        "'",
                        "\"",
                        "`",
                        ",",
                        "+",
                        "-",
                        "::",
                        "||",
                        "!",
                        "=",
                        "<=>",
                        "AND",
                        "OR",
                        "NOT",
                        "IN",
                        "IS",
                        "NULL",
                        "LIKE",
                        "ESCAPE",
                        "CASE",
                        "BETWEEN",
                        "substr(",
                        "lower(",
                        "coalesce(",
                        "1e999",
                        "1.5",
                        "99999999999999999999999",
                        "'\\",
                        "/*",
                        "--",
                        "#",
                        "id",
                        "nope",
                        "`na``me`",
                        "'x'",
                        "r'a'",
                        "DATE",
                        "1L",
                        ".",
                        "[",
                        "-1")
                .list()
                .ofMaxSize(8)
                .map(tokens -> String.join(" ", tokens));
        return Arbitraries.frequencyOf(
                Tuple.of(2, condition(3)),
                Tuple.of(2, junk),
                Tuple.of(1, Arbitraries.strings().ofMaxLength(20)));
    }

    @Provide
    Arbitrary<String> conditions() {
        return condition(3);
    }

    private Arbitrary<String> condition(int depth) {
        if (depth == 0) {
            return predicate();
        }
        Arbitrary<String> smaller = condition(depth - 1);
        return Arbitraries.oneOf(
                predicate(),
                Combinators.combine(smaller, smaller).as((a, b) -> "(" + a + ") AND (" + b + ")"),
                Combinators.combine(smaller, smaller).as((a, b) -> a + " OR " + b),
                smaller.map(a -> "NOT (" + a + ")"));
    }

    private Arbitrary<String> predicate() {
        Arbitrary<String> op = Arbitraries.of("=", "==", "!=", "<>", "<", "<=", ">", ">=", "<=>");
        Arbitrary<String> o = operand();
        return Arbitraries.oneOf(
                Combinators.combine(o, op, o).as((a, b, c) -> a + " " + b + " " + c),
                Combinators.combine(o, Arbitraries.of("IS NULL", "IS NOT NULL")).as((a, b) -> a + " " + b),
                Combinators.combine(o, Arbitraries.of("IN", "NOT IN"), o, o)
                        .as((a, b, c, d) -> a + " " + b + " (" + c + ", " + d + ")"),
                Combinators.combine(
                                o,
                                Arbitraries.of("LIKE", "NOT LIKE"),
                                Arbitraries.of("'D%'", "'%'", "'_'", "'a\\\\_b'", "name"))
                        .as((a, b, c) -> a + " " + b + " " + c),
                Arbitraries.of("flag", "true", "false", "null", "name = 'DELETE'"));
    }

    private Arbitrary<String> operand() {
        Arbitrary<String> leaf = Arbitraries.of(
                "id",
                "name",
                "amount",
                "score",
                "flag",
                "day",
                "'DELETE'",
                "\"x\"",
                "7",
                "7.0",
                "1e3",
                "7L",
                "true",
                "null",
                "'2024-01-01'",
                "'7'",
                "-1");
        return Arbitraries.oneOf(
                leaf,
                leaf.map(a -> "lower(" + a + ")"),
                leaf.map(a -> "trim(" + a + ")"),
                Combinators.combine(leaf, leaf).as((a, b) -> "coalesce(" + a + ", " + b + ")"));
    }
}
