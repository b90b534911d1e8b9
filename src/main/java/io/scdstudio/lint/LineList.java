package io.scdstudio.lint;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The first few lines a check found something on, and how many in all. */
final class LineList {
    private final List<Integer> first = new ArrayList<>();
    private int count;

    /** Keeps the smallest lines, so a check that walks the feed key by key still shows the first ones. */
    void add(int line) {
        count++;
        if (first.size() < Finding.LINES_SHOWN || line < first.get(first.size() - 1)) {
            int at = Collections.binarySearch(first, line);
            first.add(at < 0 ? -at - 1 : at, line);
            if (first.size() > Finding.LINES_SHOWN) {
                first.remove(first.size() - 1);
            }
        }
    }

    int count() {
        return count;
    }

    List<Integer> first() {
        return first;
    }

    boolean isEmpty() {
        return count == 0;
    }
}
