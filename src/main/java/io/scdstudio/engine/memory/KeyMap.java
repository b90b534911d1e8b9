package io.scdstudio.engine.memory;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The run's keys, each with its history and a dense slot number, so a batch can group its events by key with
 * int arrays. A key {@link KeyCodec} can write as a long (a bigint or int key, a key of two columns) is looked up in an
 * open-addressing table of primitive longs: a million lookups then stay in a few megabytes of cache instead of chasing
 * a hash node and a boxed key each. Other keys are looked up as objects.
 */
final class KeyMap {
    private final List<KeyHistory> histories = new ArrayList<>();
    /** The keys the codec cannot write as a long (all of them without a codec). */
    private final Map<Object, Integer> generic;

    /** The keys written as longs that {@code direct} does not hold. */
    private LongSlotTable hashed = new LongSlotTable();

    /** The slots of the keys written as longs that fall within its arrays: most keys, looked up without hashing. */
    private final DirectSlots direct = new DirectSlots();

    private final VersionStore[] shards;

    /** {@link #slotsInKeyOrder}, once sorted; null when a key has come or gone since. */
    private int[] keyOrder;

    /** Writes keys as longs for the primitive table; null when every key is looked up as an object. */
    private final KeyCodec codec;

    /** A new key's versions go to {@code shards[slot % shards.length]}, which spreads keys evenly. */
    KeyMap(VersionStore[] shards, KeyCodec codec) {
        this.shards = shards.clone();
        this.codec = codec;
        this.generic = new HashMap<>();
    }

    int size() {
        return histories.size();
    }

    KeyHistory at(int slot) {
        return histories.get(slot);
    }

    /** Every key's history, in the order the keys first arrived. */
    List<KeyHistory> values() {
        return Collections.unmodifiableList(histories);
    }

    KeyHistory get(Object key) {
        int slot = slotOf(key);
        return slot < 0 ? null : histories.get(slot);
    }

    KeyHistory getOrCreate(Object key) {
        return histories.get(slotOrCreate(key));
    }

    /** The key's slot, or -1 when the key has no history. */
    int slotOf(Object key) {
        long code = codec == null ? KeyCodec.UNWRITABLE : codec.code(key, false);
        if (code == KeyCodec.UNSEEN) {
            return -1;
        }
        if (code == KeyCodec.UNWRITABLE) {
            Integer slot = generic.get(key);
            return slot == null ? -1 : slot;
        }
        return slotOfLong(code);
    }

    /** The slot of the key {@link KeyCodec} wrote as {@code code}, or -1. */
    int slotOfCode(long code) {
        return slotOfLong(code);
    }

    /** Writes keys as longs, or null when every key is looked up as an object. */
    KeyCodec codec() {
        return codec;
    }

    private int slotOfLong(long k) {
        int slot = direct.lookup(k);
        return slot != DirectSlots.OUTSIDE ? slot : hashed.get(k);
    }

    /**
     * Every key's history in the target's key order. Keys written as longs are sorted as primitives (an order word per
     * key, with its slot), then looked up: comparing keys scattered over the heap took five times longer.
     */
    List<KeyHistory> inKeyOrder() {
        int[] order = slotsInKeyOrder();
        List<KeyHistory> sorted = new ArrayList<>(order.length);
        for (int slot : order) {
            sorted.add(histories.get(slot));
        }
        return sorted;
    }

    /** Every key's slot, in the target's key order; kept until a key comes or goes, so callers must not change it. */
    int[] slotsInKeyOrder() {
        if (keyOrder == null) {
            keyOrder = sortSlots();
        }
        return keyOrder;
    }

    private int[] sortSlots() {
        int n = histories.size();
        if (codec == null || !generic.isEmpty()) {
            Integer[] boxed = new Integer[n];
            for (int i = 0; i < n; i++) {
                boxed[i] = i;
            }
            Arrays.sort(boxed, (a, b) -> TargetRows.KEY_ORDER.compare(histories.get(a).key, histories.get(b).key));
            int[] order = new int[n];
            for (int i = 0; i < n; i++) {
                order[i] = boxed[i];
            }
            return order;
        }
        long[] bySlot = new long[n];
        direct.forEach((k, slot) -> bySlot[slot] = k);
        hashed.forEach((k, slot) -> bySlot[slot] = k);
        long[] words = codec.orderWords(bySlot, n);
        // Stable: keys that order alike stay in the order they first came, as a stable sort of the histories keeps
        // them.
        return LongRadixSort.order(words);
    }

    int slotOrCreate(Object key) {
        int slot = slotOf(key);
        if (slot >= 0) {
            return slot;
        }
        slot = histories.size();
        int shard = slot % shards.length;
        histories.add(new KeyHistory(key, shards[shard], shard));
        index(key, slot);
        return slot;
    }

    /** Forgets the keys the predicate picks, with their versions; slots of the others change. */
    void removeIf(Predicate<KeyHistory> drop) {
        boolean removed = histories.removeIf(h -> {
            if (drop.test(h)) {
                h.clearVersions();
                return true;
            }
            return false;
        });
        if (!removed) {
            return;
        }
        generic.clear();
        hashed = new LongSlotTable();
        direct.clear();
        for (int s = 0; s < histories.size(); s++) {
            index(histories.get(s).key, s);
        }
    }

    private void index(Object key, int slot) {
        keyOrder = null;
        long k = codec == null ? KeyCodec.UNWRITABLE : codec.code(key, true);
        if (k == KeyCodec.UNWRITABLE) {
            generic.put(key, slot);
            return;
        }
        if (!direct.covers(k) && direct.growToCover(k, directBudget())) {
            takeCoveredFromHashed();
        }
        if (direct.covers(k)) {
            direct.put(k, slot);
            return;
        }
        hashed.put(k, slot);
    }

    /** At most eight ints per key (and 64K whatever the count), so sparse key values never make a large array. */
    private long directBudget() {
        return Math.max(1 << 16, 8L * (histories.size() + 1));
    }

    /** The arrays, having grown, take the hashed keys that now fall within them. */
    private void takeCoveredFromHashed() {
        LongSlotTable old = hashed;
        hashed = new LongSlotTable();
        old.forEach((k, slot) -> {
            if (direct.covers(k)) {
                direct.put(k, slot);
            } else {
                hashed.put(k, slot);
            }
        });
    }
}
