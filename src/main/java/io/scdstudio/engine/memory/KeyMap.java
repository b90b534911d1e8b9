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
 * int arrays. A single bigint/int key (the common case) is looked up in an open-addressing table of primitive
 * longs: a million lookups then stay in a few megabytes of cache instead of chasing a hash node and a boxed
 * key each.
 */
final class KeyMap {
    private final List<KeyHistory> histories = new ArrayList<>();
    private Map<Object, Integer> generic;
    private long[] longKeys;
    /** Slot + 1 per table position; 0 marks an empty position. */
    private int[] longSlots;
    /**
     * Slot + 1 per key value, for the keys from 0 up to its length: surrogate ids (1, 2, 3, ...) are most keys, and
     * one array read per event costs less than a probe of the hash table, which no longer fits the cache at 100,000
     * keys. It grows while it stays within a few ints per key; other keys stay in the hash table.
     */
    private int[] direct = new int[0];

    private final VersionStore[] shards;

    /** A new key's versions go to {@code shards[slot % shards.length]}, which spreads keys evenly. */
    KeyMap(VersionStore[] shards, boolean keysAreLongs) {
        this.shards = shards.clone();
        if (keysAreLongs) {
            longKeys = new long[1024];
            longSlots = new int[1024];
        } else {
            generic = new HashMap<>();
        }
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
        if (generic == null && !(key instanceof Long)) {
            useGenericTable();
        }
        if (generic != null) {
            Integer slot = generic.get(key);
            return slot == null ? -1 : slot;
        }
        return slotOfLong((Long) key);
    }

    private int slotOfLong(long k) {
        if (k >= 0 && k < direct.length) {
            return direct[(int) k] - 1;
        }
        int mask = longKeys.length - 1;
        for (int i = mix(k) & mask; ; i = (i + 1) & mask) {
            int s = longSlots[i];
            if (s == 0) {
                return -1;
            }
            if (longKeys[i] == k) {
                return s - 1;
            }
        }
    }

    /**
     * Every key's history in the target's key order. Bigint keys are sorted as primitives straight from the
     * table, then looked up: comparing boxed keys scattered over the heap took five times longer.
     */
    List<KeyHistory> inKeyOrder() {
        if (generic != null) {
            List<KeyHistory> order = new ArrayList<>(histories);
            order.sort((a, b) -> TargetRows.KEY_ORDER.compare(a.key, b.key));
            return order;
        }
        long[] sorted = new long[histories.size()];
        int n = 0;
        for (int k = 0; k < direct.length; k++) {
            if (direct[k] != 0) {
                sorted[n++] = k;
            }
        }
        for (int i = 0; i < longSlots.length; i++) {
            if (longSlots[i] != 0) {
                sorted[n++] = longKeys[i];
            }
        }
        Arrays.sort(sorted);
        List<KeyHistory> order = new ArrayList<>(n);
        for (long k : sorted) {
            order.add(histories.get(slotOfLong(k)));
        }
        return order;
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
        if (generic != null) {
            generic.clear();
        } else {
            longKeys = new long[longKeys.length];
            longSlots = new int[longSlots.length];
            direct = new int[direct.length];
        }
        for (int s = 0; s < histories.size(); s++) {
            index(histories.get(s).key, s);
        }
    }

    private void index(Object key, int slot) {
        if (generic != null) {
            generic.put(key, slot);
            return;
        }
        long k = (Long) key;
        if (k >= 0 && k >= direct.length && k < DIRECT_MAX && directLength(k) <= directBudget()) {
            growDirect(directLength(k));
        }
        if (k >= 0 && k < direct.length) {
            direct[(int) k] = slot + 1;
            return;
        }
        if ((slot + 1) * 2 > longKeys.length) {
            growLongTable();
        }
        put(k, slot);
    }

    private static final int DIRECT_MAX = 1 << 24;

    private static int directLength(long k) {
        return Math.max(1024, Integer.highestOneBit((int) k) << 1);
    }

    /** At most eight ints per key (and 64K whatever the count), so sparse key values never make a large array. */
    private int directBudget() {
        return Math.max(1 << 16, 8 * (histories.size() + 1));
    }

    /** The longer array takes the hashed keys that now fall within it. */
    private void growDirect(int length) {
        direct = Arrays.copyOf(direct, length);
        long[] oldKeys = longKeys;
        int[] oldSlots = longSlots;
        longKeys = new long[oldKeys.length];
        longSlots = new int[oldSlots.length];
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldSlots[i] != 0) {
                long k = oldKeys[i];
                if (k >= 0 && k < direct.length) {
                    direct[(int) k] = oldSlots[i];
                } else {
                    put(k, oldSlots[i] - 1);
                }
            }
        }
    }

    private void put(long k, int slot) {
        int mask = longKeys.length - 1;
        int i = mix(k) & mask;
        while (longSlots[i] != 0) {
            i = (i + 1) & mask;
        }
        longKeys[i] = k;
        longSlots[i] = slot + 1;
    }

    private void growLongTable() {
        long[] oldKeys = longKeys;
        int[] oldSlots = longSlots;
        longKeys = new long[oldKeys.length * 2];
        longSlots = new int[oldSlots.length * 2];
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldSlots[i] != 0) {
                put(oldKeys[i], oldSlots[i] - 1);
            }
        }
    }

    private void useGenericTable() {
        generic = new HashMap<>();
        for (int s = 0; s < histories.size(); s++) {
            generic.put(histories.get(s).key, s);
        }
        longKeys = null;
        longSlots = null;
        direct = new int[0];
    }

    private static int mix(long k) {
        long h = k * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }
}
