package io.scdstudio.cli.bench;

import io.scdstudio.cli.Args;
import io.scdstudio.cli.EngineOptions;
import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.merge.MergeSqlGenerator;
import io.scdstudio.codegen.merge.SparkJavaGenerator;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.SourceShape;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Row;
import io.scdstudio.spark.ExportedFlowRunner;
import io.scdstudio.spark.SparkEngine;
import io.scdstudio.spark.SparkFlowRun;
import io.scdstudio.spark.SparkSettings;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * {@code bench --engine spark --exports}: the portable exports as a daily job runs them. A target of
 * {@code --target-rows} keys is built, then {@code --batches} micro-batches of {@code --batch-events} events each are
 * applied through the exported MERGE SQL, the exported Spark Java and the Spark engine's incremental mode, batch by
 * batch in one JVM, rotating which side goes first. It reports whether a batch's cost grows with history (the median
 * of the last ten against the first ten) and each export against the engine on the same batch. With
 * {@code --compact-every N} both exports compact their state after every Nth batch (SCD2 up to the earliest sequence
 * value of the batch just applied), timed apart from the batches and added back in a whole-run ratio.
 */
final class ExportBench {
    private static final String SQL_TARGET = "bench_sql_target";
    private static final String JAVA_TARGET = "bench_java_target";
    /** The sides of the bench, in the order of its time arrays. */
    private static final String[] SIDES = {"engine", "MERGE SQL", "Spark Java"};

    private static final int WARMUP_BATCHES = 3;

    private final ExportedFlowRunner runner;
    private final SparkFlowRun engine;
    private final Exports exports;
    private final int scd;
    private final int compactEvery;
    private final PrintStream out;
    /** Each side's milliseconds per timed batch, in the order of {@link #SIDES}. */
    private final double[][] ms;
    /** Each MERGE SQL statement's milliseconds per timed batch. */
    private final double[][] statementMs;

    private final List<Double> sqlCompactionMs = new ArrayList<>();
    private final List<Double> javaCompactionMs = new ArrayList<>();

    /** The exports under test: the MERGE SQL's batch and compaction statements, and the compiled Spark Java. */
    private record Exports(List<String> sql, List<String> compaction, ExportedFlowRunner.JavaExport java) {}

    private ExportBench(
            ExportedFlowRunner runner,
            SparkFlowRun engine,
            Exports exports,
            int scd,
            int compactEvery,
            int batches,
            PrintStream out) {
        this.runner = runner;
        this.engine = engine;
        this.exports = exports;
        this.scd = scd;
        this.compactEvery = compactEvery;
        this.out = out;
        this.ms = new double[3][batches];
        this.statementMs = new double[exports.sql().size()][batches];
    }

    static void run(Args args, int scd, PrintStream out, String usage) {
        SparkSettings settings = EngineOptions.spark(args, usage).settings();
        int targetRows = args.intOption("target-rows", 100_000, usage);
        int batchEvents = args.intOption("batch-events", 10_000, usage);
        int batches = args.intOption("batches", 100, usage);
        int compactEvery = args.intOption("compact-every", 0, usage);
        ChangeFeed feed = batches(
                SyntheticFeed.generate(targetRows + (WARMUP_BATCHES + batches) * batchEvents, targetRows, 44),
                targetRows,
                batchEvents);
        CdcFlowSettings flow = SyntheticFeed.flow(scd);
        ExportedFlowRunner runner = new ExportedFlowRunner(settings, SyntheticFeed.SCHEMA);
        List<String> tables = new ArrayList<>();
        for (String t : List.of(SQL_TARGET, JAVA_TARGET)) {
            tables.addAll(List.of(t, t + "__scd_events", t + "__scd_batches", t + "__scd_lease"));
        }
        runner.drop(tables);
        Exports exports = export(runner, flow);
        SparkFlowRun engine = new SparkEngine(settings, SparkEngine.Mode.INCREMENTAL)
                .open(flow, SourceShape.of(feed), RunOptions.FAST);
        out.printf(
                "Export bench: SCD type %d, a %,d-key target, then %d untimed and %d timed batches of %,d events"
                        + " (%d cores, max heap %d MB)%n",
                scd,
                targetRows,
                WARMUP_BATCHES,
                batches,
                batchEvents,
                Runtime.getRuntime().availableProcessors(),
                Runtime.getRuntime().maxMemory() >> 20);
        ExportBench bench = new ExportBench(runner, engine, exports, scd, compactEvery, batches, out);
        try {
            for (int b = 0; b < feed.batches().size(); b++) {
                bench.apply(feed.batches().get(b), b);
            }
            bench.summarize(args.flag("profile"));
        } finally {
            engine.discard();
            runner.drop(tables);
        }
    }

    private static Exports export(ExportedFlowRunner runner, CdcFlowSettings flow) {
        CdcFlowSettings sqlFlow = flow.withTarget(SQL_TARGET);
        String sqlFile = new MergeSqlGenerator().generate(new ExportRequest(sqlFlow, SyntheticFeed.SCHEMA));
        List<String> sql = MergeSqlGenerator.batchStatements(sqlFile);
        List<String> compaction = MergeSqlGenerator.compactionStatements(sqlFile);
        ExportRequest javaRequest = new ExportRequest(flow.withTarget(JAVA_TARGET), SyntheticFeed.SCHEMA);
        ExportedFlowRunner.JavaExport java = runner.compile(
                SparkJavaGenerator.className(javaRequest), new SparkJavaGenerator().generate(javaRequest));
        return new Exports(sql, compaction, java);
    }

    /** Applies batch {@code b} on every side, then compacts when one is due, and records or prints the times. */
    private void apply(Batch batch, int b) {
        int timed = b - 1 - WARMUP_BATCHES;
        double[] t = new double[3];
        for (int i = 0; i < 3; i++) {
            int side = (b + i) % 3;
            long t0 = System.nanoTime();
            applyOn(side, batch, b, timed);
            t[side] = (System.nanoTime() - t0) / 1e6;
        }
        if (compactEvery > 0 && timed >= 0 && timed % compactEvery == compactEvery - 1) {
            compact(batch);
        }
        if (timed >= 0) {
            for (int side = 0; side < 3; side++) {
                ms[side][timed] = t[side];
            }
            if (timed % 10 == 9 || timed == 0) {
                out.printf(
                        "  batch %3d: engine %6.0f ms, MERGE SQL %6.0f ms, Spark Java %6.0f ms%n",
                        timed + 1, t[0], t[1], t[2]);
            }
        } else {
            out.printf(
                    "  %s: engine %.0f ms, MERGE SQL %.0f ms, Spark Java %.0f ms%n",
                    b == 0 ? "target build" : "warm-up batch " + b, t[0], t[1], t[2]);
        }
    }

    /**
     * Applies the batch on one side, counted in the order of {@link #SIDES}.
     *
     * @param timed the batch's index among the timed ones; negative for the target build and the warm-up
     */
    private void applyOn(int side, Batch batch, int b, int timed) {
        switch (side) {
            case 0 -> engine.apply(batch);
            case 1 -> {
                runner.registerBatch("source_batch", batch);
                long[] nanos = runner.runSql(exports.sql());
                for (int k = 0; timed >= 0 && k < nanos.length; k++) {
                    statementMs[k][timed] = nanos[k] / 1e6;
                }
            }
            default -> exports.java().apply(batch, b);
        }
    }

    /** Compacts both exports' state up to the batch's earliest sequence value, timing each export apart. */
    private void compact(Batch batch) {
        String point = String.valueOf(earliestSequence(batch));
        long t0 = System.nanoTime();
        runner.runSql(List.of(
                scd == 2
                        ? "SET VAR " + SQL_TARGET + "__scd_compact_before = " + point
                        : "SET VAR " + SQL_TARGET + "__scd_compact = true"));
        runner.runSql(exports.compaction());
        sqlCompactionMs.add((System.nanoTime() - t0) / 1e6);
        t0 = System.nanoTime();
        exports.java().compact(point);
        javaCompactionMs.add((System.nanoTime() - t0) / 1e6);
    }

    private void summarize(boolean withProfile) {
        report(ms, out);
        if (compactEvery > 0) {
            compactions(ms, List.of(sqlCompactionMs, javaCompactionMs), compactEvery, out);
            out.printf(
                    "  late rows below the compaction point: MERGE SQL %,d, Spark Java %,d%n",
                    runner.sum(SQL_TARGET + "__scd_batches", "__scd_late_rows"),
                    runner.sum(JAVA_TARGET + "__scd_batches", "__scd_late_rows"));
        }
        if (withProfile) {
            profile(exports.sql(), statementMs, out);
        }
        out.printf(
                "  rows: engine target %,d, MERGE SQL target %,d, Spark Java target %,d; state rows: MERGE SQL %,d,"
                        + " Spark Java %,d%n",
                engine.target().size(),
                runner.count(SQL_TARGET),
                runner.count(JAVA_TARGET),
                runner.count(SQL_TARGET + "__scd_events"),
                runner.count(JAVA_TARGET + "__scd_events"));
    }

    private static void report(double[][] ms, PrintStream out) {
        int n = ms[0].length;
        int window = Math.min(10, n);
        for (int side = 0; side < 3; side++) {
            double first = Measure.median(Arrays.copyOfRange(ms[side], 0, window));
            double last = Measure.median(Arrays.copyOfRange(ms[side], n - window, n));
            out.printf(
                    "  %-10s median of the first %d batches %6.0f ms, of the last %d %6.0f ms: last / first %.2fx"
                            + " (target <= 1.3x)%n",
                    SIDES[side], window, first, window, last, last / first);
        }
        // The figure to compare between runs of other sizes (--target-rows), which cannot share a JVM's tables.
        out.printf(
                "  median of all %d batches: engine %.0f ms, MERGE SQL %.0f ms, Spark Java %.0f ms%n",
                n, Measure.median(ms[0]), Measure.median(ms[1]), Measure.median(ms[2]));
        for (int side = 1; side < 3; side++) {
            double[] ratio = new double[n];
            for (int i = 0; i < n; i++) {
                ratio[i] = ms[side][i] / ms[0][i];
            }
            double[] sorted = ratio.clone();
            Arrays.sort(sorted);
            out.printf(
                    "  %-10s / engine on the same batch: median %.2fx, worst %.2fx (target <= 2x)%n",
                    SIDES[side], Measure.median(ratio), sorted[n - 1]);
        }
    }

    /**
     * What compaction costs: each export's median compaction, and the whole run's time with every compaction added,
     * against the engine's (whose state is never compacted).
     */
    private static void compactions(double[][] ms, List<List<Double>> compactionMs, int every, PrintStream out) {
        double engine = Arrays.stream(ms[0]).sum();
        for (int side = 1; side < 3; side++) {
            List<Double> times = compactionMs.get(side - 1);
            double median = Measure.median(times.stream().mapToDouble(d -> d).toArray());
            double compacting = times.stream().mapToDouble(d -> d).sum();
            out.printf(
                    "  %-10s compacted %d times (every %d batches): median %.0f ms, %.0f ms a batch spread over %d;"
                            + " whole run with compactions / engine %.2fx%n",
                    SIDES[side],
                    times.size(),
                    every,
                    median,
                    median / every,
                    every,
                    (Arrays.stream(ms[side]).sum() + compacting) / engine);
        }
    }

    /** Where a MERGE SQL batch's time goes: each statement's median over the timed batches. */
    private static void profile(List<String> sql, double[][] statementMs, PrintStream out) {
        out.println("  MERGE SQL, median ms per statement over the timed batches:");
        for (int k = 0; k < sql.size(); k++) {
            out.printf("    %6.0f  %s%n", Measure.median(statementMs[k]), firstCodeLine(sql.get(k)));
        }
    }

    private static String firstCodeLine(String statement) {
        for (String line : statement.split("\n")) {
            String code = line.strip();
            if (!code.isEmpty() && !code.startsWith("--")) {
                return code.length() > 90 ? code.substring(0, 90) + "..." : code;
            }
        }
        return "";
    }

    /** The smallest sequence value of a batch: the bench compacts everything before it. */
    private static long earliestSequence(Batch batch) {
        int seq = SyntheticFeed.SCHEMA.names().indexOf("seq");
        return batch.rows().stream().mapToLong(r -> (Long) r.get(seq)).min().orElseThrow();
    }

    /** The first {@code first} events build the target; the rest come in batches of {@code size}. */
    private static ChangeFeed batches(ChangeFeed feed, int first, int size) {
        List<Row> rows = feed.events();
        List<Batch> out = new ArrayList<>(List.of(Batch.of(1, 0, rows.subList(0, first))));
        for (int from = first; from < rows.size(); from += size) {
            out.add(Batch.of(out.size() + 1, from, rows.subList(from, Math.min(rows.size(), from + size))));
        }
        return feed.withBatches(out);
    }
}
