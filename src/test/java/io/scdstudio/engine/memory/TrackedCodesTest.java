package io.scdstudio.engine.memory;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.Table;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * The codes an SCD2 fold compares tracked values by: values Spark calls equal share one, on every thread, and a fold
 * by codes opens a version exactly where a fold by rows would.
 */
class TrackedCodesTest {
    @Test
    void valuesSparkCallsEqualShareACodeAndNoOthersDo() {
        TrackedCodes.Coder coder = new TrackedCodes(new int[] {0, 1}).coder();
        int limit = coder.code(Row.of(new BigDecimal("1500.00"), 0.0));
        assertThat(coder.code(Row.of(new BigDecimal("1500.0"), -0.0))).isEqualTo(limit);
        assertThat(coder.code(Row.of(new BigDecimal("1500.01"), 0.0))).isNotEqualTo(limit);
        assertThat(coder.code(Row.of(new BigDecimal("1500"), Double.NaN)))
                .isEqualTo(coder.code(Row.of(new BigDecimal("1500"), 0.0 / 0.0)))
                .isNotEqualTo(limit);
        assertThat(coder.code(Row.of(null, 0.0))).isNotEqualTo(coder.code(Row.of(BigDecimal.ZERO, 0.0)));
        TrackedCodes.Coder text = new TrackedCodes(new int[] {0}).coder();
        assertThat(text.code(Row.of(new String("gold".toCharArray()))))
                .isEqualTo(text.code(Row.of("gold")))
                .isNotEqualTo(text.code(Row.of("Gold")));
    }

    /** Twenty columns leave three bits a value in a packed tuple: tuples with larger codes are told apart too. */
    @Test
    void tuplesTooLargeToPackAreToldApartExactly() {
        int[] columns = java.util.stream.IntStream.range(0, 20).toArray();
        TrackedCodes.Coder coder = new TrackedCodes(columns).coder();
        java.util.Map<List<Object>, Integer> seen = new java.util.HashMap<>();
        java.util.SplittableRandom random = new java.util.SplittableRandom(7);
        for (int i = 0; i < 3000; i++) {
            Object[] values = new Object[20];
            for (int c = 0; c < 20; c++) {
                values[c] = (long) random.nextInt(c < 18 ? 1 : 12);
            }
            int code = coder.code(Row.of(values));
            Integer was = seen.putIfAbsent(List.of(values), code);
            assertThat(code).isEqualTo(was == null ? code : was);
        }
        assertThat(seen.values().stream().distinct().count())
                .isEqualTo(seen.size())
                .isGreaterThan(100);
    }

    @Test
    void twoThreadsGiveAValueTheSameCode() {
        TrackedCodes codes = new TrackedCodes(new int[] {0});
        List<CompletableFuture<int[]>> threads = new ArrayList<>();
        for (int t = 0; t < 2; t++) {
            int offset = t;
            threads.add(CompletableFuture.supplyAsync(() -> {
                TrackedCodes.Coder coder = codes.coder();
                int[] byValue = new int[5000];
                for (int i = 0; i < byValue.length; i++) {
                    int v = offset == 0 ? i : byValue.length - 1 - i;
                    byValue[v] = coder.code(Row.of("city " + v));
                }
                return byValue;
            }));
        }
        int[] first = threads.get(0).join();
        assertThat(threads.get(1).join()).isEqualTo(first);
        assertThat(java.util.Arrays.stream(first).distinct().count()).isEqualTo(first.length);
    }

    @Test
    void aTierIsWorthCodingAndAnAmountIsNot() {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            rows.add(Row.of("tier " + i % 5, new BigDecimal(i + ".25")));
        }
        assertThat(TrackedCodes.worthCoding(rows, new int[] {0})).isTrue();
        assertThat(TrackedCodes.worthCoding(rows, new int[] {0, 1})).isFalse();
        assertThat(TrackedCodes.worthCoding(rows, new int[] {1})).isFalse();
    }

    /**
     * A customer's credit limit written 1500.00 then 1500.0 is the same limit: the version stays open, as it does when
     * the fold compares rows; 1600 opens a new one. The other customers' few limits make the run compare codes.
     */
    @Test
    void aLimitWrittenWithAnotherScaleKeepsTheVersionWhenComparedByCodes() {
        Schema schema = Schema.of(
                new Column("id", DataType.BIGINT),
                new Column("credit_limit", DataType.decimal(12, 2)),
                new Column("op", DataType.STRING),
                new Column("seq", DataType.BIGINT));
        List<Row> rows = new ArrayList<>();
        for (long id = 2; id < 300; id++) {
            rows.add(Row.of(id, new BigDecimal((id % 4) * 500 + ".00"), "UPSERT", id));
        }
        rows.add(Row.of(1L, new BigDecimal("1500.00"), "UPSERT", 1000L));
        rows.add(Row.of(1L, new BigDecimal("1500.0"), "UPSERT", 1001L));
        rows.add(Row.of(1L, new BigDecimal("1600"), "UPSERT", 1002L));
        assertThat(TrackedCodes.worthCoding(rows, new int[] {1}))
                .as("the run compares codes")
                .isTrue();
        assertThat(customer1(schema, rows, 1)).containsExactly("1500.0 from 1000 to 1002", "1600 from 1002 to null");
    }

    @Test
    void anAmountNearlyAllDifferentIsKeptAsWordsBesideTheOtherColumnsCodes() {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            rows.add(Row.of("tier " + i % 5, new BigDecimal(i + ".25"), "note " + i));
        }
        List<DataType> types = List.of(DataType.STRING, DataType.decimal(12, 2), DataType.STRING);

        assertThat(TrackedCodes.choose(rows, new int[] {0, 1}, types)).isEqualTo(1);
        assertThat(TrackedCodes.choose(rows, new int[] {0}, types)).isEqualTo(TrackedCodes.CODES);
        // A note is a string, which has no exact word; two columns of such values are hashed.
        assertThat(TrackedCodes.choose(rows, new int[] {0, 2}, List.of(DataType.STRING, DataType.STRING)))
                .isEqualTo(TrackedCodes.HASHES);
        assertThat(TrackedCodes.choose(rows, new int[] {1, 2}, types.subList(1, 3)))
                .isEqualTo(TrackedCodes.HASHES);
    }

    @Test
    void exactWordsAreEqualForTheValuesSparkCallsEqualAndForNoOthers() {
        ExactWords amounts = new ExactWords(DataType.decimal(12, 2));
        assertThat(amounts.of(new BigDecimal("1500.0"))).isEqualTo(amounts.of(new BigDecimal("1500.00")));
        assertThat(amounts.of(new BigDecimal("1500.000"))).isEqualTo(amounts.of(new BigDecimal("1500")));
        assertThat(amounts.of(new BigDecimal("1500.01"))).isNotEqualTo(amounts.of(new BigDecimal("1500")));
        assertThat(amounts.of(new BigDecimal("1500.001"))).isEqualTo(ExactWords.INEXACT);
        assertThat(amounts.of(new BigDecimal("1e30"))).isEqualTo(ExactWords.INEXACT);
        assertThat(amounts.of(1500L)).as("not the column's class").isEqualTo(ExactWords.INEXACT);

        ExactWords scores = new ExactWords(DataType.DOUBLE);
        assertThat(scores.of(-0.0)).isEqualTo(scores.of(0.0));
        assertThat(scores.of(Double.NaN)).isEqualTo(scores.of(0.0 / 0.0));
        assertThat(scores.of(1.0)).isNotEqualTo(scores.of(Math.nextUp(1.0)));
    }

    /**
     * Amounts nearly all different are kept as words beside the tier's code: a balance written 1500.00 then 1500.0
     * keeps the version, 1600 opens one, and 1600.001, too precise to be a word, is compared on the rows.
     */
    @Test
    void aBalanceWrittenWithAnotherScaleKeepsTheVersionWhenComparedByWords() {
        Schema schema = Schema.of(
                new Column("id", DataType.BIGINT),
                new Column("tier", DataType.STRING),
                new Column("balance", DataType.decimal(12, 2)),
                new Column("op", DataType.STRING),
                new Column("seq", DataType.BIGINT));
        List<Row> rows = new ArrayList<>();
        for (long id = 2; id < 300; id++) {
            rows.add(Row.of(id, "tier " + id % 3, new BigDecimal(id + ".25"), "UPSERT", id));
        }
        rows.add(Row.of(1L, "gold", new BigDecimal("1500.00"), "UPSERT", 1000L));
        rows.add(Row.of(1L, "gold", new BigDecimal("1500.0"), "UPSERT", 1001L));
        rows.add(Row.of(1L, "gold", new BigDecimal("1600"), "UPSERT", 1002L));
        rows.add(Row.of(1L, "gold", new BigDecimal("1600.00"), "UPSERT", 1003L));
        rows.add(Row.of(1L, "gold", new BigDecimal("1600.001"), "UPSERT", 1004L));
        assertThat(TrackedCodes.choose(rows, new int[] {1, 2}, List.of(DataType.STRING, DataType.decimal(12, 2))))
                .as("the run keeps the balance as words")
                .isEqualTo(1);
        assertThat(customer1(schema, rows, 2))
                .containsExactly("1500.0 from 1000 to 1002", "1600.00 from 1002 to 1004", "1600.001 from 1004 to null");
    }

    /**
     * Customer 1's versions after an SCD2 fold of the rows keyed by {@code id}, sequenced by {@code seq}, as "value
     * from start to end", the value read from target column {@code valueColumn}.
     */
    private static List<String> customer1(Schema schema, List<Row> rows, int valueColumn) {
        CdcFlowSettings flow = CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq"))
                .withConditions(Optional.of("op = 'DELETE'"), Optional.empty())
                .withColumnSelection(Optional.empty(), Optional.of(List.of("op", "seq")))
                .withScdType(2);
        ChangeFeed feed = new ChangeFeed("accounts.csv", schema, List.of(Batch.of(1, 0, rows)));
        Table target = FeedRunner.runAll(new InMemoryEngine(), flow, feed, RunOptions.FAST, List.of())
                .target();
        int start = schema.size() - 2;
        return target.rows().stream()
                .filter(r -> r.get(0).equals(1L))
                .map(r -> r.get(valueColumn) + " from " + r.get(start) + " to " + r.get(start + 1))
                .toList();
    }
}
