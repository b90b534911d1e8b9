package io.scdstudio.engine.memory;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.ScdEngine;
import io.scdstudio.engine.SourceShape;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.stream.IntStream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * A batch classified from its columns ({@link ColumnClassifier}) gives the run exactly what classifying it row by row
 * gives: the same table, the same warnings, the same error naming the same row. Random feeds keyed by one or two
 * columns, sequenced by a column or a STRUCT, with decimals written 1.50 and 1.5, doubles 0.0 and -0.0, NULLs, deletes
 * and truncates, under random designs; each feed is folded twice with columns, as the window folds it on every edit.
 */
class ColumnsAndRowsFoldTest {
    private static final Schema SCHEMA = Schema.of(
            new Column("region", DataType.STRING),
            new Column("account_id", DataType.INT),
            new Column("name", DataType.STRING),
            new Column("balance", DataType.decimal(12, 2)),
            new Column("score", DataType.DOUBLE),
            new Column("active", DataType.BOOLEAN),
            new Column("op", DataType.STRING),
            new Column("commit_ts", DataType.TIMESTAMP),
            new Column("lsn", DataType.BIGINT));

    private static final LocalDateTime T0 = LocalDateTime.of(2024, 3, 1, 8, 0);

    @Property(tries = 250)
    void aBatchReadFromItsColumnsFoldsAsItsRowsDo(@ForAll long seed) {
        Random random = new Random(seed);
        ChangeFeed feed = feed(random, random.nextInt(60) + 1, false);
        CdcFlowSettings flow = design(random);
        RunOptions options =
                random.nextInt(4) == 0 ? RunOptions.TRACED : RunOptions.FAST.withThreads(1 + random.nextInt(2));

        // Row by row with hashes confirmed on the rows is the plainest way; columns with codes and words the quickest.
        Outcome rows = fold(flow, feed, options, false, false);
        Outcome columns = fold(flow, feed, options, true, true);
        Outcome again = fold(flow, feed, options, true, true);
        Outcome rowsWithCodes = fold(flow, feed, options, false, true);

        assertThat(columns).as("design %s", flow).isEqualTo(rows);
        assertThat(again).isEqualTo(rows);
        assertThat(rowsWithCodes).isEqualTo(rows);
    }

    @Property(tries = 100)
    void aBadRowIsNamedAlikeWhicheverWayTheBatchIsRead(@ForAll long seed) {
        Random random = new Random(seed);
        ChangeFeed feed = feed(random, random.nextInt(40) + 5, true);
        CdcFlowSettings flow = design(random);

        Outcome rows = fold(flow, feed, RunOptions.FAST.withThreads(2), false, false);
        Outcome columns = fold(flow, feed, RunOptions.FAST.withThreads(2), true, true);

        assertThat(columns).as("design %s", flow).isEqualTo(rows);
    }

    /** A big batch goes through the columns on both threads: its NULL sequence is named by its line. */
    @Test
    void aNullSequenceInABigBatchIsNamedByItsLine() {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < 10_000; i++) {
            rows.add(Row.of(
                    "eu",
                    (long) (i % 700),
                    "n",
                    null,
                    null,
                    true,
                    "U",
                    T0.plusSeconds(i),
                    i == 7_321 ? null : (long) i));
        }
        List<Integer> lines =
                IntStream.range(0, rows.size()).map(i -> i + 2).boxed().toList();
        ChangeFeed feed = new ChangeFeed("accounts.csv", SCHEMA, List.of(new Batch(1, 0, rows, lines)));
        CdcFlowSettings flow = CdcFlowSettings.builder(List.of("region", "account_id"), SequenceBy.column("lsn"))
                .applyAsDeletes(Optional.of("op = 'D'"))
                .storedAsScdType(Optional.of(2))
                .build();

        Outcome columns = fold(flow, feed, RunOptions.FAST, true, true);

        assertThat(columns.error()).contains("accounts.csv").contains("7323").contains("lsn");
        assertThat(columns).isEqualTo(fold(flow, feed, RunOptions.FAST, false, false));
    }

    /** What a fold gave: the table's rows as written (1.50 is not 1.5) and warnings, or the error that stopped it. */
    private record Outcome(List<String> target, List<String> warnings, String error) {}

    private static Outcome fold(
            CdcFlowSettings flow, ChangeFeed feed, RunOptions options, boolean fromColumns, boolean trackedCodes) {
        SourceShape shape = SourceShape.of(feed);
        FlowRun run = new InMemoryFlowRun(ScdEngine.resolve(flow, shape), shape, options, fromColumns, trackedCodes);
        try {
            for (Batch batch : feed.batches()) {
                run.apply(batch);
            }
            return new Outcome(
                    run.target().rows().stream().map(Row::toString).toList(),
                    run.warnings().stream().map(Object::toString).toList(),
                    null);
        } catch (ScdException e) {
            return new Outcome(List.of(), List.of(), e.getMessage() + " at " + e.location());
        }
    }

    private static CdcFlowSettings design(Random random) {
        List<String> keys = random.nextBoolean() ? List.of("region", "account_id") : List.of("account_id");
        SequenceBy sequence = switch (random.nextInt(3)) {
            case 0 -> SequenceBy.struct(List.of("commit_ts", "lsn"));
            case 1 -> SequenceBy.column("lsn");
            default -> SequenceBy.column("commit_ts");
        };
        String deletes = random.nextBoolean() ? "op = 'D'" : "op = 'D' AND active IS NOT NULL";
        int scd = random.nextBoolean() ? 1 : 2;
        List<List<String>> tracked =
                List.of(List.of("balance", "active"), List.of("score"), List.of("name", "balance", "score", "active"));
        CdcFlowSettings.Builder b = CdcFlowSettings.builder(keys, sequence)
                .applyAsDeletes(Optional.of(deletes))
                .applyAsTruncates(scd == 1 && random.nextInt(3) == 0 ? Optional.of("op = 'T'") : Optional.empty())
                .exceptColumnList(Optional.of(List.of("op")))
                .storedAsScdType(Optional.of(scd))
                .ignoreNullUpdates(random.nextInt(3) == 0);
        if (scd == 2 && random.nextBoolean()) {
            b.trackHistoryColumnList(Optional.of(tracked.get(random.nextInt(tracked.size()))));
        }
        return b.build();
    }

    /** {@code bad}: one row somewhere has a NULL key column or a NULL sequence. */
    private static ChangeFeed feed(Random random, int n, boolean bad) {
        List<Row> rows = new ArrayList<>();
        int badAt = bad ? random.nextInt(n) : -1;
        // Amounts that nearly all differ make the fold keep them as words beside the other columns' codes.
        boolean manyAmounts = random.nextBoolean();
        for (int i = 0; i < n; i++) {
            String op = pick(random, "I", "U", "U", "U", "D", random.nextInt(6) == 0 ? "T" : "U");
            Object region = pick(random, "eu", "us");
            Object account = (long) random.nextInt(5);
            Object lsn = (long) random.nextInt(15);
            if (i == badAt) {
                switch (random.nextInt(3)) {
                    case 0 -> region = null;
                    case 1 -> account = null;
                    default -> lsn = null;
                }
            }
            rows.add(Row.of(
                    region,
                    account,
                    pick(random, "Ann", "Bo", null),
                    manyAmounts
                            ? amount(random)
                            : pick(random, new BigDecimal("1.50"), new BigDecimal("1.5"), new BigDecimal("2.00"), null),
                    pick(random, 0.0, -0.0, 1.0, Double.NaN, null),
                    pick(random, true, false, null),
                    op,
                    T0.plusSeconds(random.nextInt(6)),
                    lsn));
        }
        List<Batch> batches = new ArrayList<>();
        int from = 0;
        while (from < n) {
            int to = Math.min(n, from + 1 + random.nextInt(n));
            List<Integer> lines =
                    IntStream.range(from, to).map(i -> i + 2).boxed().toList();
            batches.add(new Batch(batches.size() + 1, from, rows.subList(from, to), lines));
            from = to;
        }
        return new ChangeFeed("accounts.csv", SCHEMA, batches);
    }

    /** Mostly distinct amounts, each written at the column's scale or shorter, a few too precise to be a word. */
    private static BigDecimal amount(Random random) {
        BigDecimal cents = BigDecimal.valueOf(random.nextInt(400), 2);
        return switch (random.nextInt(8)) {
            case 0 -> cents.stripTrailingZeros();
            case 1 -> cents.add(new BigDecimal("0.001"));
            case 2 -> null;
            default -> cents;
        };
    }

    @SafeVarargs
    private static <T> T pick(Random random, T... values) {
        return values[random.nextInt(values.length)];
    }
}
