package io.scdstudio.expr;

import java.util.ArrayList;
import java.util.List;

/**
 * A compiled LIKE pattern: {@code _} matches one character, {@code %} any run, the escape character makes the
 * next {@code _}, {@code %} or escape literal. Matching is case-sensitive and by code point, as Spark's
 * {@code (?s)}-regex translation; an escape before anything else, or at the end, is invalid as in Spark.
 */
final class LikePattern {
    private static final int ANY_ONE = -1;
    private static final int ANY_RUN = -2;

    private final int[] parts;

    private LikePattern(int[] parts) {
        this.parts = parts;
    }

    /** @throws IllegalArgumentException with Spark's reason when the pattern is invalid */
    static LikePattern compile(String pattern, int escape) {
        List<Integer> parts = new ArrayList<>();
        int i = 0;
        while (i < pattern.length()) {
            int c = pattern.codePointAt(i);
            i += Character.charCount(c);
            if (c == escape) {
                if (i >= pattern.length()) {
                    throw new IllegalArgumentException("the pattern '" + pattern + "' ends with the escape character");
                }
                int next = pattern.codePointAt(i);
                i += Character.charCount(next);
                if (next != '_' && next != '%' && next != escape) {
                    throw new IllegalArgumentException("in the pattern '" + pattern + "' the escape character "
                            + "precedes '" + Character.toString(next) + "'; it may only precede _, % or itself");
                }
                parts.add(next);
            } else if (c == '%') {
                if (parts.isEmpty() || parts.get(parts.size() - 1) != ANY_RUN) {
                    parts.add(ANY_RUN);
                }
            } else {
                parts.add(c == '_' ? ANY_ONE : c);
            }
        }
        return new LikePattern(parts.stream().mapToInt(Integer::intValue).toArray());
    }

    /** Wildcard matching that backtracks only to the last {@code %}: linear for most patterns, no allocation. */
    boolean matches(String s) {
        int si = 0;
        int pi = 0;
        int runPi = -1;
        int runSi = 0;
        while (si < s.length()) {
            if (pi < parts.length && parts[pi] == ANY_RUN) {
                runPi = pi++;
                runSi = si;
                continue;
            }
            int c = s.codePointAt(si);
            if (pi < parts.length && (parts[pi] == ANY_ONE || parts[pi] == c)) {
                si += Character.charCount(c);
                pi++;
            } else if (runPi >= 0) {
                runSi += Character.charCount(s.codePointAt(runSi));
                si = runSi;
                pi = runPi + 1;
            } else {
                return false;
            }
        }
        while (pi < parts.length && parts[pi] == ANY_RUN) {
            pi++;
        }
        return pi == parts.length;
    }
}
