package io.scdstudio.lint;

import java.util.ArrayList;
import java.util.List;

/** The first few lines a check found something on, and how many in all. */
final class LineList {
    private final List<Integer> first = new ArrayList<>();
    private int count;

    void add(int line) {
        count++;
        if (first.size() < Finding.LINES_SHOWN) {
            first.add(line);
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
