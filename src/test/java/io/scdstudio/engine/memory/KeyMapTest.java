package io.scdstudio.engine.memory;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Every bigint key finds its own history again, whether it is a small surrogate id (read from the direct array), a
 * negative or huge one, or a sparse one that stays in the hash table, and whether it came before or after the
 * direct array grew over it; the target's key order is numeric.
 */
class KeyMapTest {
    @Test
    void eachKeyKeepsItsSlotAcrossGrowthAndTheTargetOrderIsNumeric() {
        KeyMap keys = new KeyMap(new VersionStore[] {new VersionStore(), new VersionStore()}, true);
        SplittableRandom random = new SplittableRandom(5);
        Map<Long, Integer> slots = new HashMap<>();
        List<Long> given = new ArrayList<>();
        // Sparse and huge values first (the hash table), then dense ids that make the direct array grow over some.
        for (int i = 0; i < 3000; i++) {
            long k = switch (i % 4) {
                case 0 -> random.nextLong(1L << 40) - (1L << 39);
                case 1 -> random.nextInt(5_000_000);
                case 2 -> Long.MAX_VALUE - random.nextInt(1000);
                default -> i;
            };
            given.add(k);
        }
        for (long k = 0; k < 200_000; k++) {
            given.add(k * 3);
        }
        for (long k : given) {
            int slot = keys.slotOrCreate(k);
            Integer was = slots.putIfAbsent(k, slot);
            if (was != null) {
                assertThat(slot).as("key %d again", k).isEqualTo(was);
            }
        }
        slots.forEach((k, slot) -> {
            assertThat(keys.slotOf(k)).as("key %d", k).isEqualTo(slot);
            assertThat(keys.at(slot).key).isEqualTo(k);
        });
        assertThat(keys.slotOf(-7L)).isEqualTo(slots.getOrDefault(-7L, -1));
        assertThat(keys.slotOf(600_001L)).as("a key never given").isEqualTo(-1);
        List<Long> order = keys.inKeyOrder().stream().map(h -> (Long) h.key).toList();
        assertThat(order).hasSize(slots.size()).isSorted();
    }
}
