package io.scdstudio.ui.preview;

import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.ui.DeferredRunner;
import io.scdstudio.ui.PreviewResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * How long the step-through takes on a big feed: builds a 1,000,000-event feed (100,000 keys, 5% late, 2%
 * deletes, 10 batches), computes the traced run once, then reports the median time of a single step back
 * and forward (on the FX thread in the window), of showing a new run (the preview worker prepares it, the FX
 * thread swaps it in), of a long jump (on the worker), and of landing a jump (the FX thread's share: swapping
 * the cursor and listing the rows). A benchmark, not a test: run it as a main
 * ({@code docs/performance.md} has the command).
 */
public final class PreviewStepBenchmark {
    private static final Schema SCHEMA = Schema.of(
            new Column("id", DataType.BIGINT),
            new Column("city", DataType.STRING),
            new Column("op", DataType.STRING),
            new Column("seq", DataType.BIGINT));
    private static final String[] CITIES = {"Kyiv", "Lviv", "Odesa", "Kharkiv", "Dnipro"};

    private PreviewStepBenchmark() {}

    public static void main(String[] args) {
        int events = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
        int scdType = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        Scenario s = scenario(events, 100_000, scdType);
        long t0 = System.nanoTime();
        PreviewResult r = new PreviewComputer().compute(s);
        long computed = System.nanoTime() - t0;
        DeferredRunner worker = new DeferredRunner();
        PreviewViewModel vm = new PreviewViewModel(worker);
        System.out.printf("SCD%d, %,d events: traced run %.0f ms%n", scdType, events, computed / 1e6);
        freshResults(vm, r, false, "a new run, shown at the end");
        System.out.printf("%,d target rows after the last event%n", vm.cursor().size());
        vm.moveTo(events / 2);
        worker.runAll();
        freshResults(vm, r, true, "a new run after an edit, kept at event " + events / 2);
        System.out.printf("single step back   : median %.3f ms%n", medianStep(vm, PreviewViewModel::back));
        System.out.printf("single step forward: median %.3f ms%n", medianStep(vm, PreviewViewModel::forward));
        jumps(vm, worker, events);
        vm.keyFilterProperty().set("4242");
        System.out.printf("single step with a key filter: median %.3f ms%n", medianStep(vm, PreviewViewModel::forward));
    }

    /**
     * Showing a freshly computed run, as after an edit: the worker's share (cursor at the position, marks,
     * the rows to list) and the FX thread's (swapping them in), medians of a few and the first (before the JIT
     * has warmed up to it, as for the first run a user sees).
     */
    private static void freshResults(PreviewViewModel vm, PreviewResult r, boolean keepPosition, String what) {
        double[] work = new double[5];
        double[] fx = new double[work.length];
        for (int i = 0; i < work.length; i++) {
            long t0 = System.nanoTime();
            PreparedPreview prepared = vm.prepare(r, keepPosition);
            long t1 = System.nanoTime();
            vm.show(prepared);
            work[i] = (t1 - t0) / 1e6;
            fx[i] = (System.nanoTime() - t1) / 1e6;
        }
        System.out.printf(
                "%s: median %.0f ms on the preview worker; FX thread median %.1f ms (first %.1f ms)%n",
                what, median(work), median(fx), fx[0]);
    }

    /** Single steps, each timed alone, after a warm-up; the median in milliseconds. */
    private static double medianStep(PreviewViewModel vm, Consumer<PreviewViewModel> step) {
        for (int i = 0; i < 50; i++) {
            step.accept(vm);
        }
        double[] ms = new double[301];
        for (int i = 0; i < ms.length; i++) {
            long t0 = System.nanoTime();
            step.accept(vm);
            ms[i] = (System.nanoTime() - t0) / 1e6;
        }
        return median(ms);
    }

    /** Jumps of about half the feed back and forth: the worker's time and the FX thread's, medians. */
    private static void jumps(PreviewViewModel vm, DeferredRunner worker, int events) {
        int[] targets = {
            events / 2,
            events / 10,
            (int) (events * 0.9),
            events / 3,
            events - 1,
            events / 4,
            (int) (events * 0.6),
            1,
            events / 2
        };
        double[] request = new double[targets.length];
        double[] work = new double[targets.length];
        double[] land = new double[targets.length];
        for (int i = 0; i < targets.length; i++) {
            long t0 = System.nanoTime();
            vm.moveTo(targets[i]);
            request[i] = (System.nanoTime() - t0) / 1e6;
            worker.runAll();
            work[i] = worker.lastWorkNanos() / 1e6;
            land[i] = worker.lastResultNanos() / 1e6;
            if (vm.appliedProperty().get() != targets[i]) {
                throw new IllegalStateException("the jump to " + targets[i] + " landed at "
                        + vm.appliedProperty().get());
            }
        }
        System.out.printf(
                "long jump (%d jumps of %,d-%,d events): median %.0f ms on the worker; FX thread: request "
                        + "%.3f ms, landing %.0f ms%n",
                targets.length, events / 10, (int) (events * 0.8), median(work), median(request), median(land));
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    static Scenario scenario(int events, int keys, int scdType) {
        SplittableRandom random = new SplittableRandom(42);
        List<Row> rows = new ArrayList<>(events);
        for (int i = 0; i < events; i++) {
            long seq = i + 1L;
            if (random.nextInt(100) < 5) {
                seq = Math.max(1, seq - random.nextInt(1, 300));
            }
            String op = random.nextInt(100) < 2 ? "DELETE" : "UPSERT";
            rows.add(Row.of((long) random.nextInt(keys), CITIES[random.nextInt(CITIES.length)], op, seq));
        }
        List<Batch> batches = new ArrayList<>();
        int size = events / 10;
        for (int b = 0; b < 10; b++) {
            batches.add(Batch.of(b + 1, (long) b * size, rows.subList(b * size, b == 9 ? events : (b + 1) * size)));
        }
        CdcFlowSettings flow = CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq"))
                .withConditions(Optional.of("op = 'DELETE'"), Optional.empty())
                .withColumnSelection(Optional.empty(), Optional.of(List.of("op", "seq")))
                .withScdType(scdType);
        return Scenario.builder("bench", new ChangeFeed("bench", SCHEMA, batches), flow)
                .title("bench")
                .build();
    }
}
