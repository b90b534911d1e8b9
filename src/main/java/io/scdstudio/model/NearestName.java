package io.scdstudio.model;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/**
 * The name a user probably meant, by edit distance ignoring case: the one place a "did you mean" is worked out, for
 * columns, condition names and the keys of a scenario's case.json.
 */
public final class NearestName {
    private NearestName() {}

    /** The candidate nearest to {@code name}, if it is within {@code max(2, name.length() / divisor)} edits. */
    public static Optional<String> of(String name, Collection<String> candidates, int divisor) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String c : candidates) {
            int d = distance(name.toLowerCase(Locale.ROOT), c.toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                bestDistance = d;
                best = c;
            }
        }
        return best != null && bestDistance <= Math.max(2, name.length() / divisor)
                ? Optional.of(best)
                : Optional.empty();
    }

    /** Levenshtein distance: insertions, deletions and substitutions. */
    public static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                cur[j] = Math.min(Math.min(cur[j - 1] + 1, prev[j] + 1), prev[j - 1] + cost);
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
