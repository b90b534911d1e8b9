package io.scdstudio.cli.bench;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Feed;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;
import io.scdstudio.model.Table;
import io.scdstudio.model.Values;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** The in-memory fold's figures for {@code bench}: its speed, its parts, its baselines and the heap it holds. */
final class FoldBench {
    private final FlowSettings flow;
    private final Feed feed;
    private final int runs;
    private final PrintStream out;
    private final int events;
    /** The last run's results, held until the next run starts so the heap measured is what a preview holds. */
    private final Object[] keep = new Object[2];

    private FoldBench(FlowSettings flow, Feed feed, int runs, PrintStream out) {
        this.flow = flow;
        this.feed = feed;
        this.runs = runs;
        this.out = out;
        this.events = feed instanceof ChangeFeed c ? c.eventCount() : 0;
    }

    /** Prints the fold's figures; returns its median milliseconds, the yardstick of the other measurements. */
    static double report(String label, Feed feed, FlowSettings flow, int runs, boolean traced, PrintStream out) {
        FoldBench bench = new FoldBench(flow, feed, runs, out);
        out.printf(
                "Feed: %s, SCD type %d, Java %s (%s), %d cores, max heap %d MB%n",
                label,
                flow.scdType(),
                System.getProperty("java.version"),
                Measure.jit(),
                Runtime.getRuntime().availableProcessors(),
                Runtime.getRuntime().maxMemory() >> 20);
        return bench.measure(traced);
    }

    private double measure(boolean traced) {
        readColumns();
        long heapBefore = Measure.usedHeapAfterGc();
        // Each run starts as a fresh preview would: the previous result released, then collected between runs.
        Measure.Timing timing = Measure.time(2, runs, () -> Arrays.fill(keep, null), () -> {
            FlowRun run = FeedRunner.runAll(new InMemoryEngine(), flow, feed, RunOptions.FAST, List.of());
            keep[0] = run;
            keep[1] = run.target();
        });
        double fold = timing.medianMillis();
        long heapWithRun = Measure.usedHeapAfterGc();
        out.printf(
                "Fold (in memory, all batches): median %.1f ms over %d runs = %.2f M events/s; fastest %.1f ms; "
                        + "process CPU (all threads, GC included) median %.1f ms%n",
                fold, runs, events / fold / 1000, timing.fastestMillis(), timing.medianCpuMillis());
        Table target = (Table) keep[1];
        keep[0] = null;
        keep[1] = null;
        foldingAlone(fold);
        onOneThread(fold);
        readingCells(target);
        sortingBaseline(fold);
        if (events > 0) {
            out.printf(
                    "Heap held by the fold state (per-key history + target): %d bytes/event%n",
                    Math.max(0, heapWithRun - heapBefore) / events);
        }
        keep[0] = null;
        if (traced) {
            traced(fold);
        }
        return fold;
    }

    /**
     * The columns the fold reads from each batch (as DuckDB's load makes its table): worked out once per feed and kept
     * with it, so the fold's figures below start from them, as DuckDB's compute starts from its loaded table.
     */
    private void readColumns() {
        if (!(feed instanceof ChangeFeed c)) {
            return;
        }
        long bare = Measure.usedHeapAfterGc();
        long start = System.nanoTime();
        new InMemoryEngine().readColumns(flow, c);
        double millis = (System.nanoTime() - start) / 1e6;
        long held = Measure.usedHeapAfterGc() - bare;
        out.printf(
                "The feed's columns (read once per feed and kept with it; the fold below reads them): %.1f ms, "
                        + "%d bytes/event%n",
                millis, events == 0 ? 0 : held / events);
    }

    private void foldingAlone(double fold) {
        double foldOnly = Measure.time(
                        1,
                        runs,
                        () -> Arrays.fill(keep, null),
                        () -> keep[0] = BenchCommand.foldWithoutHandOver(flow, feed, RunOptions.FAST))
                .medianMillis();
        out.printf(
                "  of which folding: %.1f ms; handing over the target table (column-wise): %.1f ms%n",
                foldOnly, Math.max(0, fold - foldOnly));
    }

    private void onOneThread(double fold) {
        RunOptions oneThread = RunOptions.FAST.withThreads(1);
        double sequential = Measure.time(
                        2,
                        runs,
                        () -> Arrays.fill(keep, null),
                        () -> keep[1] = BenchCommand.fold(flow, feed, oneThread))
                .medianMillis();
        out.printf(
                "The same fold on one thread: median %.1f ms; fold/one thread = %.2fx (batches of %d keys or more are "
                        + "folded on every core)%n",
                sequential, fold / sequential, InMemoryEngine.MIN_KEYS_TO_SPLIT);
    }

    private void readingCells(Table target) {
        long[] sink = new long[1];
        double read = Measure.medianMillis(1, runs, () -> sink[0] += readEveryCell(target));
        out.printf(
                "Reading every cell of the target's %d rows once (as a CSV writer would): median %.1f ms%n",
                target.size(), read);
    }

    private void sortingBaseline(double fold) {
        if (feed instanceof ChangeFeed c) {
            List<Row> rows = c.events();
            double sort = Measure.time(
                            2, runs, () -> Arrays.fill(keep, null), () -> sortBaseline(rows, c.schema(), flow))
                    .medianMillis();
            out.printf(
                    "Baseline (sort the same events by key and sequence): median %.1f ms; fold/baseline = %.2fx%n",
                    sort, fold / sort);
        }
    }

    private void traced(double fold) {
        double t = Measure.medianMillis(1, runs, () -> BenchCommand.fold(flow, feed, RunOptions.TRACED));
        out.printf(
                "Traced fold (event by event, with explanations): median %.1f ms = %.2f M events/s; "
                        + "traced/fold = %.2fx%n",
                t, events / t / 1000, t / fold);
        if (events > 0) {
            long base = Measure.usedHeapAfterGc();
            keep[0] = BenchCommand.foldWithoutHandOver(flow, feed, RunOptions.FAST);
            long fast = Measure.usedHeapAfterGc() - base;
            keep[0] = null;
            base = Measure.usedHeapAfterGc();
            keep[0] = FeedRunner.runAll(new InMemoryEngine(), flow, feed, RunOptions.TRACED, List.of());
            long tracedHeap = Measure.usedHeapAfterGc() - base;
            keep[0] = null;
            out.printf(
                    "Heap held by the traced run: %d bytes/event, of which the trace: %d bytes/event%n",
                    tracedHeap / events, Math.max(0, tracedHeap - fast) / events);
        }
    }

    private static long readEveryCell(Table table) {
        long nonNull = 0;
        for (Row row : table.rows()) {
            for (int i = 0; i < row.size(); i++) {
                nonNull += row.get(i) == null ? 0 : 1;
            }
        }
        return nonNull;
    }

    /** Sorts a copy of the rows by the flow's key columns, then its sequence columns: the least a per-key fold does. */
    private static void sortBaseline(List<Row> rows, Schema schema, FlowSettings flow) {
        List<Integer> columns = new ArrayList<>();
        flow.keys().forEach(k -> columns.add(schema.indexOf(k)));
        if (flow instanceof CdcFlowSettings c) {
            c.sequenceBy().columns().forEach(s -> columns.add(schema.indexOf(s)));
        }
        List<Row> copy = new ArrayList<>(rows);
        copy.sort((a, b) -> {
            for (int i : columns) {
                int cmp = Values.compareNullsFirst(a.get(i), b.get(i));
                if (cmp != 0) {
                    return cmp;
                }
            }
            return 0;
        });
    }
}
