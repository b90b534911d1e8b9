package io.scdstudio.ui;

import java.util.List;
import javafx.collections.ObservableList;

/**
 * Makes a shown list equal to a new one by replacing only the run of items between their common start and end: a
 * step changes a row or two of a table of thousands, and {@code setAll} made the table lay out every row in sight
 * again (the Timeline's as-of table, following the last point, did so on every step).
 */
public final class ListPatch {
    private ListPatch() {}

    public static <T> void apply(ObservableList<T> shown, List<T> now) {
        int head = 0;
        int most = Math.min(shown.size(), now.size());
        while (head < most && shown.get(head).equals(now.get(head))) {
            head++;
        }
        if (head == shown.size() && head == now.size()) {
            return;
        }
        int tail = 0;
        while (tail < most - head && shown.get(shown.size() - 1 - tail).equals(now.get(now.size() - 1 - tail))) {
            tail++;
        }
        List<T> middle = now.subList(head, now.size() - tail);
        int oldEnd = shown.size() - tail;
        if (oldEnd - head == middle.size()) {
            for (int i = 0; i < middle.size(); i++) {
                shown.set(head + i, middle.get(i));
            }
            return;
        }
        shown.remove(head, oldEnd);
        shown.addAll(head, middle);
    }
}
