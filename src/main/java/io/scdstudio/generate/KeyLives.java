package io.scdstudio.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The life of each generated key, in sequence order: its first event inserts it; later ones change it, delete it
 * (the row carries its last values, as a before-image does) or, once deleted, bring it back. A shape says what its
 * rows hold ({@link Shape}); the draws from the one random source keep their order, so a seed gives the same feed.
 */
final class KeyLives {
    /** What one feed shape does at each step of a key's life. */
    interface Shape {
        /** The clock moves before each event (draws first, whatever the event is). */
        void tick();

        Object[] born(int key);

        Object[] back(Object[] before);

        Object[] gone(Object[] before);

        Object[] changed(Object[] before);

        /** Writes the event's sequence into its row. */
        void stamp(Object[] row);
    }

    private KeyLives() {}

    static List<Object[]> live(GeneratorSettings settings, SplittableRandom random, Shape shape) {
        int n = settings.events();
        int keys = settings.keys();
        int[] owner = KeyOwners.spread(n, keys, random);
        Object[][] current = new Object[keys][];
        boolean[] deleted = new boolean[keys];
        double deleteChance = KeyOwners.deleteChance(n, keys, settings.deletes());
        List<Object[]> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            shape.tick();
            int k = owner[i];
            Object[] row;
            if (current[k] == null) {
                row = shape.born(k);
            } else if (deleted[k]) {
                row = shape.back(current[k]);
                deleted[k] = false;
            } else if (random.nextDouble() < deleteChance) {
                row = shape.gone(current[k]);
                deleted[k] = true;
            } else {
                row = shape.changed(current[k]);
            }
            shape.stamp(row);
            current[k] = row;
            out.add(row);
        }
        return out;
    }
}
