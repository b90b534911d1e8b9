package io.scdstudio.ui;

import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.function.Consumer;
import javafx.scene.Parent;
import javafx.scene.control.TableRow;

/**
 * The rows a table's row factory has made, so that a step can restyle them where they are. {@code TableView.refresh()}
 * throws every row and cell away and makes them anew, skins and styles included: a tenth of a second per step on a
 * big feed, where a row or two changed state.
 */
public final class LiveRows<R extends TableRow<?>> {
    private final Set<R> rows = Collections.newSetFromMap(new WeakHashMap<>());
    private int generation;

    /** Keeps {@code row} (weakly: a row the table drops goes) and hands it back, for the row factory. */
    public R add(R row) {
        rows.add(row);
        return row;
    }

    /** Restyles every row now: for a style that depends on the row's item alone. */
    public void forEach(Consumer<R> restyle) {
        List.copyOf(rows).forEach(restyle);
    }

    /**
     * Asks every row to restyle when it is next laid out ({@link #isStale}), for a style that depends on the result
     * the row's item belongs to: when a step or a new design arrives a row may still hold the item of the step before
     * until the table lays it out again.
     */
    public void restyleAtNextLayout() {
        generation++;
        List.copyOf(rows).forEach(Parent::requestLayout);
    }

    /** Whether a row styled at {@code styledAt} (a {@link #generation()}) has been asked to restyle since. */
    public boolean isStale(int styledAt) {
        return styledAt != generation;
    }

    public int generation() {
        return generation;
    }
}
