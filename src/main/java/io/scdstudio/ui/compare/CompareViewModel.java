package io.scdstudio.ui.compare;

import io.scdstudio.compare.NaiveComparison;
import io.scdstudio.compare.NaiveComparison.KeyDifference;
import io.scdstudio.compare.NaiveMergeSql;
import io.scdstudio.engine.resolve.FlowResolver;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Row;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Schema;
import io.scdstudio.ui.DesignDocument;
import io.scdstudio.ui.ErrorReport;
import io.scdstudio.ui.TaskRunner;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntConsumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The textbook MERGE beside AUTO CDC for the open design, computed on the lessons' runner while the tab is shown
 * (and once more when it is shown again after an edit); {@link #showEvent} moves the preview to an event a
 * difference names.
 */
public final class CompareViewModel {
    private final DesignDocument document;
    private final TaskRunner runner;
    private final IntConsumer showEvent;
    private final ObjectProperty<NaiveComparison> comparison = new SimpleObjectProperty<>();
    private final StringProperty summary = new SimpleStringProperty("");
    private final StringProperty sql = new SimpleStringProperty("");
    private boolean active;
    private boolean stale = true;
    private WholeTable autoCdcTable;
    private WholeTable recipeTable;
    private List<KeyDifference> firstCards = List.of();
    private final StringProperty keyFilter = new SimpleStringProperty("");
    private final ObjectProperty<ShownCards> cards = new SimpleObjectProperty<>(ShownCards.NONE);

    public CompareViewModel(DesignDocument document, TaskRunner runner, IntConsumer showEvent) {
        this.document = document;
        this.runner = runner;
        this.showEvent = showEvent;
        keyFilter.addListener((o, was, now) -> chooseCards(comparison.get()));
    }

    /** After each revision of the design: recomputed now if the tab is shown, else when it is next shown. */
    public void refresh() {
        stale = true;
        if (active) {
            compute();
        }
    }

    public void setActive(boolean shown) {
        active = shown;
        if (shown && stale) {
            compute();
        }
    }

    private void compute() {
        stale = false;
        // The design before's SQL, tables and cards go at once: its column names must not stand while the new
        // comparison runs.
        comparison.set(null);
        cards.set(ShownCards.NONE);
        sql.set("");
        if (document.design().isEmpty()) {
            return;
        }
        Scenario s = document.design().get().scenario();
        if (!(s.feed() instanceof ChangeFeed)) {
            summary.set("The textbook MERGE recipe reads a change feed; this design is a series of snapshots, which "
                    + "AUTO CDC FROM SNAPSHOT compares with each other instead.");
            return;
        }
        summary.set("Running the textbook MERGE recipe batch by batch…");
        int type = s.flow().scdType();
        runner.submit(
                () -> computed(s, type),
                done -> {
                    NaiveComparison c = done.comparison();
                    sql.set(done.sql());
                    autoCdcTable = done.autoCdc();
                    recipeTable = done.recipe();
                    firstCards = done.cards();
                    // The cards before the comparison: the view makes both at once when the comparison arrives.
                    chooseCards(c);
                    comparison.set(c);
                    summary.set(c.inPlainWords());
                },
                e -> {
                    comparison.set(null);
                    sql.set("");
                    summary.set("AUTO CDC stops with an error on this design, so there is nothing to compare: "
                            + ErrorReport.of(e).summary());
                });
    }

    /** The comparison, the recipe's SQL and the two whole tables as shown, made together off the FX thread. */
    private record Computed(
            NaiveComparison comparison, String sql, WholeTable autoCdc, WholeTable recipe, List<KeyDifference> cards) {}

    private static Computed computed(Scenario s, int type) {
        NaiveComparison c = NaiveComparison.of(s, type);
        String sql = String.join(
                        ";\n\n",
                        NaiveMergeSql.of((CdcFlowSettings) s.flow(), s.feed().schema())) + ";";
        // The reasons of the keys the tab shows as cards, here rather than on the FX thread as each card is made.
        List<KeyDifference> cards = c.firstToShow(CompareView.MAX_CARDS);
        cards.forEach(KeyDifference::causes);
        Schema schema = c.autoCdc().schema();
        int[] keys = s.flow().keys().stream().mapToInt(schema::indexOf).toArray();
        int start = schema.indexOf(FlowResolver.START_AT);
        Set<Row> auto = new HashSet<>(c.autoCdc().rows());
        Set<Row> naive = new HashSet<>(c.naive().rows());
        return new Computed(
                c,
                sql,
                WholeTable.of(c.autoCdc().rows(), naive, CompareView.MAX_TABLE_ROWS, keys, start),
                WholeTable.of(c.naive().rows(), auto, CompareView.MAX_TABLE_ROWS, keys, start),
                cards);
    }

    /** AUTO CDC's whole table as the tab shows it, for the comparison {@link #comparisonProperty} holds. */
    WholeTable autoCdcTable() {
        return autoCdcTable;
    }

    /** The keys the tab shows as cards: a key of each kind of reason first, or the keys followed in the preview. */
    ReadOnlyObjectProperty<ShownCards> cardsProperty() {
        return cards;
    }

    /** The preview's "Follow a key" filter, which the cards follow. */
    public StringProperty keyFilterProperty() {
        return keyFilter;
    }

    /** A followed key's reasons are worked out here, on the FX thread: a key's own events, microseconds. */
    private void chooseCards(NaiveComparison c) {
        cards.set(c == null ? ShownCards.NONE : ShownCards.of(c, firstCards, keyFilter.get(), CompareView.MAX_CARDS));
    }

    /** The recipe's whole table as the tab shows it. */
    WholeTable recipeTable() {
        return recipeTable;
    }

    public void showEvent(int n) {
        showEvent.accept(n);
    }

    public ReadOnlyObjectProperty<NaiveComparison> comparisonProperty() {
        return comparison;
    }

    /** The recipe as Spark SQL for this design, the statements run once per batch. */
    public ReadOnlyStringProperty sqlProperty() {
        return sql;
    }

    public ReadOnlyStringProperty summaryProperty() {
        return summary;
    }
}
