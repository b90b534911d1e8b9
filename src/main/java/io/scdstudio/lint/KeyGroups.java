package io.scdstudio.lint;

import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Row;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The feed's events grouped by key, each group in arrival order, built once for every check that compares a key's
 * events with each other (ties, late data): one hash lookup per event in all, then plain array walks.
 */
final class KeyGroups {
    final Row[] rows;
    final int[] batches;
    final int[] lines;
    final List<int[]> groups;

    private KeyGroups(Row[] rows, int[] batches, int[] lines, List<int[]> groups) {
        this.rows = rows;
        this.batches = batches;
        this.lines = lines;
        this.groups = groups;
    }

    static KeyGroups of(ChangeFeed feed, int[] keys) {
        int n = feed.eventCount();
        Row[] rows = new Row[n];
        int[] batches = new int[n];
        int[] lines = new int[n];
        int[] group = new int[n];
        Map<Object, Integer> slots = new HashMap<>(Math.max(16, n / 4));
        int[] sizes = new int[16];
        int slotCount = 0;
        int e = 0;
        for (Batch b : feed.batches()) {
            for (int i = 0; i < b.rows().size(); i++, e++) {
                Row r = b.rows().get(i);
                rows[e] = r;
                batches[e] = b.number();
                lines[e] = b.lineOf(i);
                Object k = keys.length == 1 ? r.get(keys[0]) : LintContext.tuple(r, keys);
                Integer slot = slots.get(k);
                if (slot == null) {
                    slot = slotCount++;
                    slots.put(k, slot);
                    if (slotCount > sizes.length) {
                        sizes = Arrays.copyOf(sizes, sizes.length * 2);
                    }
                }
                group[e] = slot;
                sizes[slot]++;
            }
        }
        // A counting sort by slot keeps each group in arrival order.
        int[][] out = new int[slotCount][];
        int[] fill = new int[slotCount];
        for (int s = 0; s < out.length; s++) {
            out[s] = new int[sizes[s]];
        }
        for (int i = 0; i < n; i++) {
            out[group[i]][fill[group[i]]++] = i;
        }
        return new KeyGroups(rows, batches, lines, Arrays.asList(out));
    }
}
