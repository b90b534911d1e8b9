package io.scdstudio.ui.compare;

import io.scdstudio.compare.NaiveComparison;
import io.scdstudio.compare.NaiveComparison.Cause;
import io.scdstudio.compare.NaiveComparison.KeyDifference;
import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.Row;
import io.scdstudio.ui.BigTables;
import io.scdstudio.ui.ColumnWidths;
import io.scdstudio.ui.FrameByFrame;
import io.scdstudio.ui.GlossaryTips;
import io.scdstudio.ui.HeaderWidth;
import io.scdstudio.ui.Styles;
import io.scdstudio.ui.WheelToPage;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

/**
 * The naive-MERGE lesson: what the recipe is, the count of rows it gets wrong, the recipe's SQL on this design, the
 * two whole tables one over the other with the rows only one of them has marked, and one card per key that differs: why,
 * with links to the events that made the difference, and the rows only AUTO CDC or only the recipe has.
 */
public final class CompareView extends BorderPane {
    /**
     * Cards beyond this are summed up in one line: a feed with thousands of differing keys stays quick to show (at 100
     * cards and 200 rows a table, a big feed's tab was 7,000 labels, seconds to make and to restyle with a theme);
     * ten keys show every kind of difference a lesson has, and {@code compare-naive} lists them all.
     */
    static final int MAX_CARDS = 10;

    private final CompareViewModel vm;
    /**
     * Rows beyond this in each whole table are left out with a line that says so: the cards name every difference.
     * The tables are table views, which make only the rows in sight, so the cap only bounds the sort's memory.
     */
    static final int MAX_TABLE_ROWS = 10_000;
    /** A whole table is as tall as this many rows at most; it scrolls the others. */
    private static final int MAX_ROWS_IN_SIGHT = 12;

    private final VBox cards = new VBox(10);
    private final ScrollPane scroll;
    private final FrameByFrame partsMade = new FrameByFrame();
    private final ScrollPane sqlScroll;
    private final FrameByFrame cardsMade = new FrameByFrame();
    private final VBox tables = new VBox(12);

    public CompareView(CompareViewModel vm) {
        this.vm = vm;
        setId("comparePane");
        Label intro = new Label(
                "The MERGE most teams write by hand, as the Delta Lake docs show it, run batch by batch: "
                        + "each key's latest event per batch, no comparison with sequences already applied, no tombstones. "
                        + "Below, AUTO CDC's table and the recipe's for the same design; each difference names the events that made it.");
        intro.setWrapText(true);
        intro.getStyleClass().add(Styles.HINT_TEXT);
        Label summary = new Label();
        summary.setId("compareSummary");
        summary.getStyleClass().add(Styles.SECTION_TITLE);
        summary.setWrapText(true);
        summary.textProperty().bind(vm.summaryProperty());
        VBox top = new VBox(6, intro, summary);
        top.setPadding(new Insets(10, 12, 6, 12));
        Label sql = new Label();
        sql.setId("compareSql");
        sql.getStyleClass().add(Styles.QUESTION_CODE);
        sql.setMinWidth(Label.USE_PREF_SIZE);
        sql.setMinHeight(Label.USE_PREF_SIZE);
        sql.textProperty().bind(vm.sqlProperty());
        sqlScroll = new ScrollPane(sql);
        sqlScroll.setId("compareSqlScroll");
        sqlScroll.setFitToHeight(true);
        sqlScroll.setVbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        sqlScroll.getStyleClass().add(Styles.QUESTION_SCROLL);
        TitledPane recipe = new TitledPane("The recipe's SQL on this design, run once per micro-batch", sqlScroll);
        recipe.setId("compareSqlPane");
        recipe.setExpanded(true);
        recipe.visibleProperty().bind(vm.sqlProperty().isNotEmpty());
        recipe.managedProperty().bind(recipe.visibleProperty());
        tables.setId("compareTables");
        cards.setId("compareCards");
        VBox body = new VBox(10, recipe, tables, cards);
        body.setPadding(new Insets(4, 12, 12, 12));
        scroll = new ScrollPane(body);
        WheelToPage.pastSidewaysBars(scroll);
        scroll.setId("compareScroll");
        scroll.setFitToWidth(true);
        setTop(top);
        setCenter(scroll);
        vm.comparisonProperty().addListener((o, was, now) -> show(now));
        vm.cardsProperty().addListener((o, was, now) -> showCards(now));
    }

    /** Scrolls the tab, and the recipe's SQL, back to the top and the left edge. */
    void toTop() {
        scroll.setVvalue(0);
        scroll.setHvalue(0);
        // Another lesson's SQL opened scrolled as the last one was left, the start of each line cut off.
        sqlScroll.setHvalue(0);
    }

    private void show(NaiveComparison c) {
        partsMade.cancel();
        cardsMade.cancel();
        tables.getChildren().clear();
        cards.getChildren().clear();
        if (c == null) {
            return;
        }
        List<String> columns = c.autoCdc().schema().names();
        List<Runnable> parts = new ArrayList<>();
        WholeTable auto = vm.autoCdcTable();
        WholeTable recipe = vm.recipeTable();
        // AUTO CDC's whole table over the recipe's, then the cards: a part a frame.
        parts.add(() -> tables.getChildren()
                .add(whole(
                        "compareAutoCdcTable",
                        "AUTO CDC (" + NaiveComparison.count(auto.total()) + (auto.total() == 1 ? " row)" : " rows)"),
                        columns,
                        auto,
                        Styles.DIFF_UNEXPECTED,
                        "only in AUTO CDC")));
        parts.add(() -> tables.getChildren()
                .add(whole(
                        "compareRecipeTable",
                        "The textbook MERGE (" + NaiveComparison.count(recipe.total())
                                + (recipe.total() == 1 ? " row)" : " rows)"),
                        columns,
                        recipe,
                        Styles.DIFF_MISSING,
                        "only in the recipe")));
        parts.addAll(cardParts(vm.cardsProperty().get(), columns));
        partsMade.fill(parts);
    }

    /** The cards again, a card a frame, when the key followed in the preview changes under a comparison shown. */
    private void showCards(ShownCards shown) {
        NaiveComparison c = vm.comparisonProperty().get();
        if (c == null) {
            return; // a comparison arriving brings its cards with its tables (show)
        }
        cardsMade.cancel();
        cards.getChildren().clear();
        cardsMade.fill(cardParts(shown, c.autoCdc().schema().names()));
    }

    private List<Runnable> cardParts(ShownCards shown, List<String> columns) {
        List<Runnable> parts = new ArrayList<>();
        if (!shown.heading().isEmpty()) {
            parts.add(() -> cards.getChildren().add(hint("compareCardsHeading", shown.heading())));
        }
        for (KeyDifference d : shown.cards()) {
            parts.add(() -> cards.getChildren().add(card(d, columns)));
        }
        if (!shown.more().isEmpty()) {
            parts.add(() -> cards.getChildren().add(hint("compareCardsMore", shown.more())));
        }
        return parts;
    }

    private static Label hint(String id, String text) {
        Label l = new Label(text);
        l.setId(id);
        l.setWrapText(true);
        l.getStyleClass().add(Styles.HINT_TEXT);
        return l;
    }

    /**
     * A whole table as a table view: only the rows in sight are made, so a big feed's table shows every row and
     * costs no more to show (or to restyle with a theme) than a small one's.
     */
    private static VBox whole(
            String id, String title, List<String> columns, WholeTable table, String style, String mark) {
        Label head = new Label(title);
        head.getStyleClass().add(Styles.LESSON_CARD_TITLE);
        TableView<Row> view = new TableView<>();
        view.setId(id);
        BigTables.withFixedRowHeight(view);
        for (int col = 0; col < columns.size(); col++) {
            int index = col;
            TableColumn<Row, String> c = new TableColumn<>(columns.get(col));
            c.setCellValueFactory(v ->
                    new ReadOnlyStringWrapper(CanonicalText.shown(v.getValue().get(index))));
            c.setSortable(false);
            view.getColumns().add(HeaderWidth.fit(c));
        }
        Tooltip marked = new Tooltip(mark);
        view.setRowFactory(t -> new MarkedRow(table, style, marked));
        // Fitted before the rows arrive: the fit follows the rows' changes, and measured nothing when they came first.
        ColumnWidths.fitToRows(view);
        view.getItems().setAll(table.shown());
        GlossaryTips.headers(view);
        // As tall as its rows up to a screenful; the page scrolls the cards below it.
        double rows = Math.min(MAX_ROWS_IN_SIGHT, Math.max(1, table.shown().size()));
        // Room for the header and a sideways scroll bar besides the rows.
        view.setPrefHeight(view.getFixedCellSize() * (rows + 2.5));
        view.setMinHeight(Region.USE_PREF_SIZE);
        VBox box = new VBox(4, head, view);
        if (table.total() > table.shown().size()) {
            // Counted as the summary counts, and said to be a cut: "… and 44719 more rows." under "44,916 of AUTO
            // CDC's rows" read as a second count of the same thing.
            Label more =
                    new Label("The first " + NaiveComparison.count(table.shown().size()) + " rows are listed, of "
                            + NaiveComparison.count(table.total()) + ".");
            more.getStyleClass().add(Styles.HINT_TEXT);
            box.getChildren().add(more);
        }
        return box;
    }

    /**
     * A whole table's row, marked when only this table has it: a pseudo-class, as a row of a table view shows one row
     * after another as it scrolls and lays out, and a style class changed on each made JavaFX match the row and its
     * cells against every rule of the theme again (a third of the tab's showing with a big lesson's table).
     */
    private static final class MarkedRow extends TableRow<Row> {
        private final WholeTable table;
        private final PseudoClass mark;
        private final Tooltip marked;

        MarkedRow(WholeTable table, String style, Tooltip marked) {
            this.table = table;
            this.mark = PseudoClass.getPseudoClass(style);
            this.marked = marked;
        }

        @Override
        protected void updateItem(Row row, boolean empty) {
            super.updateItem(row, empty);
            boolean onlyHere =
                    !empty && row != null && getIndex() >= 0 && table.onlyHere().get(getIndex());
            pseudoClassStateChanged(mark, onlyHere);
            Tooltip tip = onlyHere ? marked : null;
            if (getTooltip() != tip) {
                setTooltip(tip);
            }
        }
    }

    private VBox card(KeyDifference d, List<String> columns) {
        Label title = new Label("Key " + d.key());
        title.getStyleClass().add(Styles.LESSON_CARD_TITLE);
        VBox card = new VBox(6, title);
        card.getStyleClass().add(Styles.COMPARE_CARD);
        card.setPadding(new Insets(8));
        for (Cause cause : d.causes()) {
            card.getChildren().add(why(cause));
        }
        // The rows as wide as their values, scrolled sideways in a narrow pane rather than cut to "…".
        GridPane grid = rows(d, columns);
        // Room below the last row for the sideways scroll bar, which would cover it.
        grid.setPadding(new Insets(0, 0, 14, 0));
        ScrollPane sideways = new ScrollPane(grid);
        sideways.setFitToHeight(true);
        sideways.setVbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        sideways.getStyleClass().add(Styles.QUESTION_SCROLL);
        sideways.setId("compareCardRows-" + d.key());
        // The wheel over the rows scrolled them sideways, not the page of cards.
        WheelToPage.always(sideways);
        card.getChildren().add(sideways);
        return card;
    }

    private TextFlow why(Cause cause) {
        TextFlow flow = new TextFlow(new Text("Why: " + cause.why() + ". Look at "));
        for (int i = 0; i < cause.events().size(); i++) {
            int event = cause.events().get(i);
            Hyperlink link = new Hyperlink("event " + event);
            link.setId("compareEvent-" + event);
            link.setOnAction(e -> vm.showEvent(event));
            flow.getChildren().addAll(link, new Text(i + 1 < cause.events().size() ? ", " : "."));
        }
        return flow;
    }

    private GridPane rows(KeyDifference d, List<String> columns) {
        GridPane grid = new GridPane();
        grid.setHgap(12);
        grid.setVgap(2);
        grid.add(new Label(""), 0, 0);
        for (int c = 0; c < columns.size(); c++) {
            Label head = new Label(columns.get(c));
            head.getStyleClass().add(Styles.SECTION_TITLE);
            head.setMinWidth(Region.USE_PREF_SIZE);
            grid.add(head, c + 1, 0);
        }
        int r = 1;
        for (Row row : d.onlyAutoCdc()) {
            addRow(grid, r++, "only in AUTO CDC", row, Styles.DIFF_UNEXPECTED);
        }
        for (Row row : d.onlyNaive()) {
            addRow(grid, r++, "only in the recipe", row, Styles.DIFF_MISSING);
        }
        return grid;
    }

    private static void addRow(GridPane grid, int r, String side, Row row, String style) {
        grid.add(styled(new Label(side), style), 0, r);
        for (int c = 0; c < row.size(); c++) {
            grid.add(styled(new Label(CanonicalText.shown(row.get(c))), style), c + 1, r);
        }
    }

    private static Node styled(Label l, String style) {
        l.getStyleClass().add(style);
        l.setMaxWidth(Double.MAX_VALUE);
        l.setMinWidth(Region.USE_PREF_SIZE);
        return l;
    }
}
