package io.scdstudio.engine.memory;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Groups events by key with int arrays (a counting sort over the keys the events touch), so per event the work stays
 * in primitive arrays and each key's history is visited once per grouping.
 */
final class KeyGrouping {
    /**
     * Key {@code l} of {@code keys} (in order of first arrival, or the order asked for) has the events {@code grouped[start[l] .. start[l + 1])},
     * in arrival order.
     */
    record Groups(List<KeyHistory> keys, int[] grouped, int[] start) {}

    /** Per key slot, its place in the grouping under way; valid where {@code stampOf} holds the grouping's mark. */
    private int[] groupOf = new int[0];

    private int[] stampOf = new int[0];
    private int mark;

    /** Groups {@code ids[0 .. n)} by {@code slots[i]}, the key slot of {@code ids[i]}, or -1 to leave it out. */
    Groups group(int[] slots, int[] ids, int n, KeyMap keys) {
        return group(slots, ids, n, keys, null);
    }

    /**
     * As {@link #group(int[], int[], int, KeyMap)}, with the keys listed in {@code slotOrder}'s order instead of first
     * arrival's ({@code slotOrder} holds every slot of {@code keys}).
     */
    Groups group(int[] slots, int[] ids, int n, KeyMap keys, int[] slotOrder) {
        mark++;
        grow(keys.size());
        if (slotOrder != null) {
            return groupInOrder(slots, ids, n, keys, slotOrder);
        }
        int[] local = new int[n];
        int[] touched = new int[Math.min(n, 1024)];
        int touchedCount = 0;
        for (int i = 0; i < n; i++) {
            int slot = slots[i];
            if (slot < 0) {
                local[i] = -1;
                continue;
            }
            if (stampOf[slot] != mark) {
                stampOf[slot] = mark;
                groupOf[slot] = touchedCount;
                if (touchedCount == touched.length) {
                    touched = Arrays.copyOf(touched, touchedCount * 2);
                }
                touched[touchedCount++] = slot;
            }
            local[i] = groupOf[slot];
        }
        return fill(local, ids, touched, touchedCount, keys);
    }

    private Groups groupInOrder(int[] slots, int[] ids, int n, KeyMap keys, int[] slotOrder) {
        for (int i = 0; i < n; i++) {
            if (slots[i] >= 0) {
                stampOf[slots[i]] = mark;
            }
        }
        int[] touched = new int[slotOrder.length];
        int touchedCount = 0;
        for (int slot : slotOrder) {
            if (stampOf[slot] == mark) {
                groupOf[slot] = touchedCount;
                touched[touchedCount++] = slot;
            }
        }
        int[] local = new int[n];
        for (int i = 0; i < n; i++) {
            local[i] = slots[i] < 0 ? -1 : groupOf[slots[i]];
        }
        return fill(local, ids, touched, touchedCount, keys);
    }

    /** Counting-sorts the events by their group, {@code local[i]} for {@code ids[i]}. */
    private static Groups fill(int[] local, int[] ids, int[] touched, int touchedCount, KeyMap keys) {
        int n = local.length;
        int[] start = new int[touchedCount + 1];
        for (int l : local) {
            if (l >= 0) {
                start[l + 1]++;
            }
        }
        for (int l = 0; l < touchedCount; l++) {
            start[l + 1] += start[l];
        }
        int[] grouped = new int[start[touchedCount]];
        int[] fill = Arrays.copyOf(start, touchedCount);
        for (int i = 0; i < n; i++) {
            if (local[i] >= 0) {
                grouped[fill[local[i]]++] = ids[i];
            }
        }
        List<KeyHistory> groupKeys = new ArrayList<>(touchedCount);
        for (int l = 0; l < touchedCount; l++) {
            groupKeys.add(keys.at(touched[l]));
        }
        return new Groups(groupKeys, grouped, start);
    }

    /** Whether the last grouping had events of the key in {@code slot}. */
    boolean touched(int slot) {
        return slot < stampOf.length && stampOf[slot] == mark;
    }

    /** Slots are numbered densely, so the index needs at most one entry per key the run has by now. */
    private void grow(int slots) {
        if (groupOf.length < slots) {
            int size = Math.max(slots, groupOf.length * 3 / 2);
            groupOf = Arrays.copyOf(groupOf, size);
            stampOf = Arrays.copyOf(stampOf, size);
        }
    }
}
