package io.scdstudio.format;

import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Row;
import io.scdstudio.model.TypeFallback;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The columns an update changed, read from the before-images a format writes (Delta's update_preimage, SQL Server's
 * operation 3) before they are dropped. The reader does not know the design's keys, so it notes every such column;
 * a run whose key is one of them stops ({@code OrderedColumnTypes}), as one that updates the key as one row would
 * leave the old key in the table as if never changed, exit 0.
 *
 * <p>Before- and after-images pair up within a commit by the key, which is what is asked: under a column that no
 * update changes, each commit's before-images and after-images hold the same values; a value left over on both sides
 * is an update that changed it. A commit without before-images (left out upstream) says nothing.
 */
final class ChangedByUpdates {
    private ChangedByUpdates() {}

    /**
     * {@code raw}, noting the columns its updates changed, commits told apart by {@code commitColumn}; as it is when
     * it has no such column.
     */
    static ChangeFeed note(
            ChangeFeed raw, String commitColumn, Predicate<Row> before, Predicate<Row> after, Collection<String> meta) {
        int commit = raw.schema().indexOf(commitColumn);
        if (commit < 0) {
            return raw;
        }
        List<TypeFallback> all = new ArrayList<>(raw.typeFallbacks());
        all.addAll(of(raw, commit, before, after, meta));
        return raw.withTypeFallbacks(all);
    }

    /** One image of an update: its row, before (+1) or after (-1), and its line. */
    private record Image(Row row, int side, int line) {}

    /** One {@link TypeFallback#CHANGED_BY_AN_UPDATE} per column some update changed, at its first such line. */
    private static List<TypeFallback> of(
            ChangeFeed raw, int commitColumn, Predicate<Row> before, Predicate<Row> after, Collection<String> meta) {
        // The update images once, for every column's look: inserts and deletes, most of a feed, are left behind.
        List<Image> images = new ArrayList<>();
        for (Batch b : raw.batches()) {
            for (int i = 0; i < b.rows().size(); i++) {
                Row r = b.rows().get(i);
                int side = before.test(r) ? 1 : after.test(r) ? -1 : 0;
                if (side != 0) {
                    images.add(new Image(r, side, b.lineOf(i)));
                }
            }
        }
        List<TypeFallback> out = new ArrayList<>();
        for (int c = 0; c < raw.schema().size() && !images.isEmpty(); c++) {
            if (c != commitColumn && !meta.contains(raw.schema().column(c).name())) {
                changed(raw, images, commitColumn, c).ifPresent(out::add);
            }
        }
        return out;
    }

    private static Optional<TypeFallback> changed(ChangeFeed raw, List<Image> images, int commitColumn, int column) {
        Map<List<Object>, Integer> open = new HashMap<>();
        Map<List<Object>, Integer> firstLine = new HashMap<>();
        int updates = 0;
        for (Image image : images) {
            List<Object> at =
                    Arrays.asList(image.row().get(commitColumn), image.row().get(column));
            open.merge(at, image.side(), Integer::sum);
            firstLine.putIfAbsent(at, image.line());
            updates += image.side() > 0 ? 1 : 0;
        }
        int counted = updates;
        // A commit whose before-image values are all matched, or that has none (a feed whose before-images were left
        // out upstream), says nothing of a change.
        Set<Object> withLeftBefore = new HashSet<>();
        open.forEach((at, n) -> {
            if (n > 0) {
                withLeftBefore.add(at.get(0));
            }
        });
        return open.entrySet().stream()
                // an after-image value no before-image of its commit had, beside a before-image value no after-image
                // had
                .filter(e ->
                        e.getValue() < 0 && withLeftBefore.contains(e.getKey().get(0)))
                .min((x, y) -> Integer.compare(firstLine.get(x.getKey()), firstLine.get(y.getKey())))
                .map(e -> new TypeFallback(
                        raw.schema().column(column).name(),
                        TypeFallback.CHANGED_BY_AN_UPDATE,
                        counted,
                        Objects.toString(e.getKey().get(1)),
                        firstLine.get(e.getKey()),
                        raw.schema().column(column).type()));
    }
}
