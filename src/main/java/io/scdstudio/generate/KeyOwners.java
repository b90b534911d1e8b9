package io.scdstudio.generate;

import java.util.SplittableRandom;

/** Which key each generated event belongs to, and how often a key's event is a delete. */
final class KeyOwners {
    private KeyOwners() {}

    /**
     * The chance that an update-or-delete event is a delete, for deletes to be {@code fraction} of all events: each
     * delete also turns its key's next event into a re-insert, so of the {@code n - keys} events after the inserts,
     * {@code d} are deletes and about {@code d} more are re-inserts, and {@code d = fraction * n}.
     */
    static double deleteChance(int n, int keys, double fraction) {
        double deletes = fraction * n;
        double candidates = n - keys - deletes;
        return deletes <= 0 ? 0 : candidates <= 0 ? 1 : Math.min(1, deletes / candidates);
    }

    /**
     * Which key each event in sequence order belongs to: every key once (its insert) and the other events spread
     * over the keys at random, shuffled, so every key is about as busy as the others and each key's first event
     * inserts it.
     */
    static int[] spread(int n, int keys, SplittableRandom random) {
        int[] owner = new int[n];
        for (int i = 0; i < n; i++) {
            owner[i] = i < keys ? i : random.nextInt(keys);
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = owner[i];
            owner[i] = owner[j];
            owner[j] = t;
        }
        return owner;
    }
}
