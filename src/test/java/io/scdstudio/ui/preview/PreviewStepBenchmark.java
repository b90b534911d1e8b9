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
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * How long one step of the preview takes on a big feed: builds a 1,000,000-event feed (100,000 keys, 5% late,
 * 2% deletes, 10 batches), computes the traced run once, then times steps back and forward, a jump across
 * half the feed, and steps with a key filter. A benchmark, not a test: run it as a main.
 */
public final class PreviewStepBenchmark {
    private static final Schema SCHEMA = Schema.of(new Column("id", DataType.BIGINT), new Column("city", DataType.STRING),
            new Column("op", DataType.STRING), new Column("seq", DataType.BIGINT));
    private static final String[] CITIES = {"Kyiv", "Lviv", "Odesa", "Kharkiv", "Dnipro"};

    private PreviewStepBenchmark() {
    }

    public static void main(String[] args) {
        int events = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
        int scdType = args.length > 1 ? Integer.parseInt(args[1]) : 2;
        Scenario s = scenario(events, 100_000, scdType);
        long t0 = System.nanoTime();
        PreviewResult r = new PreviewComputer().compute(s);
        long computed = System.nanoTime() - t0;
        PreviewViewModel vm = new PreviewViewModel();
        t0 = System.nanoTime();
        vm.setResult(r, false);
        long toEnd = System.nanoTime() - t0;
        System.out.printf("SCD%d, %,d events: traced run %.0f ms; first view (jump 0 -> end) %.0f ms; %,d target rows%n",
                scdType, events, computed / 1e6, toEnd / 1e6, vm.cursor().size());
        System.out.printf("step back   : %.3f ms/step%n", time(vm, 200, PreviewViewModel::back));
        System.out.printf("step forward: %.3f ms/step%n", time(vm, 200, PreviewViewModel::forward));
        t0 = System.nanoTime();
        vm.moveTo(events / 2);
        System.out.printf("jump to the middle (%,d events back): %.0f ms%n", events / 2, (System.nanoTime() - t0) / 1e6);
        vm.keyFilterProperty().set("4242");
        System.out.printf("step with a key filter: %.3f ms/step%n", time(vm, 200, PreviewViewModel::forward));
        t0 = System.nanoTime();
        vm.cursor().moveTo(vm.cursor().applied() + 1);
        System.out.printf("cursor only (diff apply, no list rebuild): %.4f ms/step%n", cursorOnly(vm, 10_000));
    }

    private static double time(PreviewViewModel vm, int steps, java.util.function.Consumer<PreviewViewModel> step) {
        for (int i = 0; i < 20; i++) {
            step.accept(vm);
        }
        long t0 = System.nanoTime();
        for (int i = 0; i < steps; i++) {
            step.accept(vm);
        }
        return (System.nanoTime() - t0) / 1e6 / steps;
    }

    private static double cursorOnly(PreviewViewModel vm, int steps) {
        TargetCursor c = vm.cursor();
        int from = c.applied();
        long t0 = System.nanoTime();
        for (int i = 1; i <= steps; i++) {
            c.moveTo(from + i);
        }
        return (System.nanoTime() - t0) / 1e6 / steps;
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
                .withColumnSelection(Optional.empty(), Optional.of(List.of("op", "seq"))).withScdType(scdType);
        return new Scenario("bench", "bench", "", "", List.of(), new ChangeFeed("bench", SCHEMA, batches), flow,
                Optional.empty(), List.of(), List.of(), Optional.empty(), List.of());
    }
}
