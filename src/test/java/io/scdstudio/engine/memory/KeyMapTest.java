package io.scdstudio.engine.memory;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.DataType;
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
        KeyMap keys = new KeyMap(
                new VersionStore[] {
                    new VersionStore(new EventStore(new int[0], 1)), new VersionStore(new EventStore(new int[0], 1))
                },
                KeyCodec.of(List.of(DataType.BIGINT)));
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

    /** The key order is kept between reads, and follows a key that comes or goes (a run read after every batch). */
    @Test
    void theKeyOrderFollowsKeysThatComeAndGo() {
        KeyMap keys = new KeyMap(
                new VersionStore[] {new VersionStore(new EventStore(new int[0], 1))},
                KeyCodec.of(List.of(DataType.BIGINT)));
        for (long k : new long[] {30, 10, 20}) {
            keys.slotOrCreate(k);
        }
        assertThat(keys.inKeyOrder().stream().map(h -> h.key)).containsExactly(10L, 20L, 30L);
        keys.slotOrCreate(5L);
        assertThat(keys.inKeyOrder().stream().map(h -> h.key)).containsExactly(5L, 10L, 20L, 30L);
        keys.removeIf(h -> h.key.equals(20L));
        assertThat(keys.inKeyOrder().stream().map(h -> h.key)).containsExactly(5L, 10L, 30L);
        keys.slotOrCreate(25L);
        assertThat(keys.inKeyOrder().stream().map(h -> h.key)).containsExactly(5L, 10L, 25L, 30L);
    }

    /**
     * A key of (region, account id) finds its own history whether it is written as a long or, with an id beyond 32
     * bits, looked up as a list; any list of the same values finds it; the target order is that of the key tuples.
     */
    @Test
    void twoColumnKeysFindTheirHistoryAndOrderAsTheTuplesDo() {
        KeyMap keys = new KeyMap(
                new VersionStore[] {new VersionStore(new EventStore(new int[0], 1))},
                KeyCodec.of(List.of(DataType.STRING, DataType.BIGINT)));
        SplittableRandom random = new SplittableRandom(11);
        String[] regions = {"us-west", "eu-west", "ap-south", "eu-central", "Us-west"};
        Map<List<Object>, Integer> slots = new HashMap<>();
        for (int i = 0; i < 60_000; i++) {
            long id = switch (i % 5) {
                case 0 -> random.nextInt(1000);
                case 1 -> -random.nextInt(1000);
                case 2 -> (1L << 33) + random.nextInt(50);
                case 3 -> Integer.MIN_VALUE + random.nextInt(3);
                default -> random.nextInt(40_000);
            };
            Object key = new KeyTuple(new Object[] {regions[random.nextInt(regions.length)], id});
            int slot = keys.slotOrCreate(key);
            Integer was = slots.putIfAbsent(List.copyOf((List<?>) key), slot);
            if (was != null) {
                assertThat(slot).as("key %s again", key).isEqualTo(was);
            }
        }
        slots.forEach((k, slot) -> {
            assertThat(keys.slotOf(k)).as("key %s as a plain list", k).isEqualTo(slot);
            assertThat(keys.at(slot).key).isEqualTo(k);
        });
        assertThat(keys.slotOf(List.of("mars", 1L))).as("a region never given").isEqualTo(-1);
        assertThat(keys.slotOf(List.of("eu-west", 1L << 40)))
                .as("an id never given")
                .isEqualTo(-1);
        List<Object> order = keys.inKeyOrder().stream().map(h -> h.key).toList();
        assertThat(order).hasSize(slots.size()).isSortedAccordingTo(TargetRows.KEY_ORDER);
    }

    /** Without ids beyond 32 bits every key is written as a long, and the order comes from the radix sort. */
    @Test
    void writtenKeysOrderAsTheTuplesDo() {
        KeyMap keys = new KeyMap(
                new VersionStore[] {new VersionStore(new EventStore(new int[0], 1))},
                KeyCodec.of(List.of(DataType.BIGINT, DataType.DATE)));
        SplittableRandom random = new SplittableRandom(3);
        List<Object> given = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            Object key = new KeyTuple(new Object[] {
                (long) random.nextInt(-300, 300), java.time.LocalDate.ofEpochDay(random.nextInt(-40, 40))
            });
            keys.slotOrCreate(key);
            given.add(key);
        }
        List<Object> expected =
                given.stream().distinct().sorted(TargetRows.KEY_ORDER).toList();
        assertThat(keys.inKeyOrder().stream().map(h -> h.key).toList()).isEqualTo(expected);
    }

    /**
     * Keys of (region, account id) live in an array per region; after some are forgotten the others keep finding their
     * history, and an id the arrays cover but no key has finds none.
     */
    @Test
    void twoColumnKeysInTheArraysSurviveKeysBeingForgotten() {
        KeyMap keys = new KeyMap(
                new VersionStore[] {new VersionStore(new EventStore(new int[0], 1))},
                KeyCodec.of(List.of(DataType.STRING, DataType.INT)));
        String[] regions = {"us-west", "eu-west", "ap-south"};
        for (long id = 0; id < 30_000; id++) {
            keys.slotOrCreate(new KeyTuple(new Object[] {regions[(int) (id % 3)], id}));
        }
        keys.removeIf(h -> ((Long) ((List<?>) h.key).get(1)) % 2 == 0);
        for (long id = 0; id < 30_000; id++) {
            int slot = keys.slotOf(List.of(regions[(int) (id % 3)], id));
            if (id % 2 == 0) {
                assertThat(slot).as("forgotten key %d", id).isEqualTo(-1);
            } else {
                assertThat(keys.at(slot).key).isEqualTo(List.of(regions[(int) (id % 3)], id));
            }
        }
        assertThat(keys.slotOf(List.of("us-west", 1L)))
                .as("an id given in another region")
                .isEqualTo(-1);
        assertThat(keys.inKeyOrder()).hasSize(15_000);
    }
}
