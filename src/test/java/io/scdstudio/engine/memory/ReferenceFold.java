package io.scdstudio.engine.memory;

import io.scdstudio.model.Row;
import io.scdstudio.model.Values;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The canonical fold of spec §2 written as plainly as possible, for the Feeds schema with
 * {@code apply_as_deletes = op = 'DELETE'}, {@code apply_as_truncates = op = 'TRUNCATE'} (SCD1) and
 * the target {@code (id, name, city)}. The oracle the engine's incremental paths are checked against.
 */
final class ReferenceFold {
    private ReferenceFold() {}

    private record Ev(long arrival, int rank, Row row) {
        long seq() {
            return (Long) row.get(4);
        }
    }

    /** Target rows as lists: SCD1 {@code [id, name, city]}, SCD2 plus start and end. */
    static List<List<Object>> fold(List<Row> events, int scdType, boolean ignoreNull, boolean trackNameOnly) {
        List<Ev> all = new ArrayList<>();
        for (int i = 0; i < events.size(); i++) {
            Row r = events.get(i);
            int rank = "TRUNCATE".equals(r.get(3)) ? 2 : "DELETE".equals(r.get(3)) ? 1 : 0;
            all.add(new Ev(i, rank, r));
        }
        all.sort(Comparator.comparingLong(Ev::seq).thenComparingInt(Ev::rank).thenComparingLong(Ev::arrival));
        Map<Long, List<Ev>> byKey = new TreeMap<>();
        List<Ev> truncates = new ArrayList<>();
        for (Ev e : all) {
            if (e.rank == 2) {
                truncates.add(e);
            } else {
                byKey.computeIfAbsent((Long) e.row.get(0), k -> new ArrayList<>())
                        .add(e);
            }
        }
        List<List<Object>> out = new ArrayList<>();
        for (Map.Entry<Long, List<Ev>> entry : byKey.entrySet()) {
            List<Ev> merged = new ArrayList<>(entry.getValue());
            merged.addAll(truncates);
            merged.sort(
                    Comparator.comparingLong(Ev::seq).thenComparingInt(Ev::rank).thenComparingLong(Ev::arrival));
            foldKey(entry.getKey(), merged, scdType, ignoreNull, trackNameOnly, out);
        }
        return out;
    }

    private static void foldKey(
            long key, List<Ev> evs, int scdType, boolean ignoreNull, boolean trackNameOnly, List<List<Object>> out) {
        Object[] open = null;
        long openStart = 0;
        List<List<Object>> versions = new ArrayList<>();
        for (int i = 0; i < evs.size(); i++) {
            Ev e = evs.get(i);
            boolean loser = e.rank == 0 && i + 1 < evs.size() && evs.get(i + 1).seq() == e.seq();
            if (loser) {
                continue;
            }
            if (e.rank > 0) {
                if (open != null && scdType == 2) {
                    close(versions, key, open, openStart, e.seq());
                }
                open = null;
                continue;
            }
            Object[] eff = {e.row.get(1), e.row.get(2)};
            if (ignoreNull && open != null) {
                for (int c = 0; c < 2; c++) {
                    if (eff[c] == null) {
                        eff[c] = open[c];
                    }
                }
            }
            boolean same =
                    open != null && Values.same(open[0], eff[0]) && (trackNameOnly || Values.same(open[1], eff[1]));
            if (scdType == 1 || same) {
                open = eff;
                continue;
            }
            if (open != null) {
                close(versions, key, open, openStart, e.seq());
            }
            open = eff;
            openStart = e.seq();
        }
        if (open != null) {
            versions.add(scdType == 1 ? listOf(key, open[0], open[1]) : listOf(key, open[0], open[1], openStart, null));
        }
        out.addAll(versions);
    }

    private static void close(List<List<Object>> versions, long key, Object[] open, long start, long end) {
        if (start != end) {
            versions.add(listOf(key, open[0], open[1], start, end));
        }
    }

    private static List<Object> listOf(Object... values) {
        List<Object> l = new ArrayList<>();
        for (Object v : values) {
            l.add(v);
        }
        return l;
    }
}
