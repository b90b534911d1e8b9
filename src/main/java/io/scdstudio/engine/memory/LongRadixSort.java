package io.scdstudio.engine.memory;

import java.util.Arrays;

/**
 * The positions of an array of longs in ascending signed order, ties in position order: a least-significant-digit
 * radix sort, 16 bits a pass, with the passes over digits that are equal everywhere skipped. The key order of a
 * hundred thousand keys then costs four passes over two int arrays, not a comparator call per comparison.
 */
final class LongRadixSort {
    private static final int BITS = 16;
    private static final int BUCKETS = 1 << BITS;

    private LongRadixSort() {}

    static int[] order(long[] words) {
        int n = words.length;
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        int[] spare = new int[n];
        int[] counts = new int[BUCKETS + 1];
        for (int shift = 0; shift < Long.SIZE; shift += BITS) {
            Arrays.fill(counts, 0);
            for (long w : words) {
                counts[digit(w, shift) + 1]++;
            }
            if (counts[digit(words.length == 0 ? 0 : words[0], shift) + 1] == n) {
                continue;
            }
            for (int b = 0; b < BUCKETS; b++) {
                counts[b + 1] += counts[b];
            }
            for (int i = 0; i < n; i++) {
                int p = order[i];
                spare[counts[digit(words[p], shift)]++] = p;
            }
            int[] t = order;
            order = spare;
            spare = t;
        }
        return order;
    }

    /** The digit at {@code shift}, the top one with its sign bit flipped so negatives come first. */
    private static int digit(long w, int shift) {
        int d = (int) (w >>> shift) & (BUCKETS - 1);
        return shift == Long.SIZE - BITS ? d ^ (BUCKETS >> 1) : d;
    }
}
