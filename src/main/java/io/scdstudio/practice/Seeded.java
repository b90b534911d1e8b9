package io.scdstudio.practice;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** The shuffle every seeded round uses (a practice round's options, an exam's order), so one seed gives one order. */
public final class Seeded {
    private Seeded() {}

    /** A Fisher-Yates shuffle of a copy of {@code items}, drawn from {@code random}. */
    public static <T> List<T> shuffled(List<T> items, SplittableRandom random) {
        List<T> out = new ArrayList<>(items);
        for (int i = out.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            T t = out.get(i);
            out.set(i, out.get(j));
            out.set(j, t);
        }
        return out;
    }
}
