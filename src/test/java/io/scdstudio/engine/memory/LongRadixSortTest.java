package io.scdstudio.engine.memory;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Comparator;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The radix order is the order a stable sort by signed value gives, negatives, extremes and ties included. */
class LongRadixSortTest {
    @Test
    void ordersAsAStableSortBySignedValue() {
        SplittableRandom random = new SplittableRandom(7);
        for (int round = 0; round < 50; round++) {
            int n = random.nextInt(0, 3000);
            long[] words = new long[n];
            for (int i = 0; i < n; i++) {
                words[i] = switch (random.nextInt(5)) {
                    case 0 -> random.nextLong();
                    case 1 -> random.nextInt(-20, 20);
                    case 2 -> Long.MIN_VALUE + random.nextInt(3);
                    case 3 -> Long.MAX_VALUE - random.nextInt(3);
                    default -> ((long) random.nextInt(4) << 32) | random.nextInt(5);
                };
            }
            int[] expected = IntStream.range(0, n)
                    .boxed()
                    .sorted(Comparator.comparingLong(i -> words[i]))
                    .mapToInt(Integer::intValue)
                    .toArray();
            assertThat(LongRadixSort.order(words)).as("round %d", round).containsExactly(expected);
        }
    }
}
