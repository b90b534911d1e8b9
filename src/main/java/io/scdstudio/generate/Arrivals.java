package io.scdstudio.generate;

import io.scdstudio.model.Batch;
import io.scdstudio.model.Row;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * How generated events arrive: in sequence order except for the late fraction, each held back by 1 to two batches'
 * worth of positions (ties in the arrival position keep sequence order, so the result is deterministic), cut into
 * equal micro-batches.
 */
final class Arrivals {
    private Arrivals() {}

    static List<Batch> batches(List<Object[]> bySequence, GeneratorSettings settings, SplittableRandom random) {
        return cut(arrivalOrder(bySequence, settings, random), settings.batches());
    }

    private static List<Object[]> arrivalOrder(
            List<Object[]> bySequence, GeneratorSettings settings, SplittableRandom random) {
        int n = bySequence.size();
        int window = Math.max(1, 2 * n / settings.batches());
        long[] place = new long[n];
        for (int i = 0; i < n; i++) {
            place[i] = i + (random.nextDouble() < settings.late() ? 1 + random.nextInt(window) : 0);
        }
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> place[a] != place[b] ? Long.compare(place[a], place[b]) : Integer.compare(a, b));
        List<Object[]> out = new ArrayList<>(n);
        for (Integer i : order) {
            out.add(bySequence.get(i));
        }
        return out;
    }

    private static List<Batch> cut(List<Object[]> arrivals, int b) {
        int n = arrivals.size();
        List<Batch> out = new ArrayList<>(b);
        int from = 0;
        for (int number = 1; number <= b; number++) {
            int to = (int) ((long) n * number / b);
            List<Row> rows = new ArrayList<>(to - from);
            for (Object[] r : arrivals.subList(from, to)) {
                rows.add(Row.of(r));
            }
            out.add(Batch.of(number, from, rows));
            from = to;
        }
        return out;
    }
}
