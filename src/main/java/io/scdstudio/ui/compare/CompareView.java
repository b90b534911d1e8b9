package io.scdstudio.ui.compare;

import io.scdstudio.compare.NaiveComparison;
import io.scdstudio.compare.NaiveComparison.Cause;
import io.scdstudio.compare.NaiveComparison.KeyDifference;
import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.Row;
import io.scdstudio.ui.GlossaryTips;
import io.scdstudio.ui.Styles;
import java.util.List;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

/**
 * The naive-MERGE lesson: what the recipe is, the count of rows it gets wrong, the recipe's SQL on this design, the
 * two whole tables side by side with the rows only one of them has marked, and one card per key that differs: why,
 * with links to the events that made the difference, and the rows only AUTO CDC or only the recipe has.
 */
public final class CompareView extends BorderPane {
    /**
     * Cards beyond this are summed up in one line: a feed with thousands of differing keys stays quick to show (at 100
     * cards and 200 rows a table, a big feed's tab was 7,000 labels, seconds to make and to restyle with a theme).
     */
    static final int MAX_CARDS = 25;

    private final CompareViewModel vm;
    /** Rows beyond this in each whole table are left out with a line that says so: the cards name every difference. */
    static final int MAX_TABLE_ROWS = 50;

    private final VBox cards = new VBox(10);
    private final VBox tables = new VBox(8);

    public CompareView(CompareViewModel vm) {
        this.vm = vm;
        setId("comparePane");
        Label intro = new Label(
                "The MERGE most teams write by hand, as the Delta Lake docs show it, run batch by batch: "
                        + "each key's latest event per batch, no comparison with sequences already applied, no tombstones. "
                        + "Beside it AUTO CDC's table for the same design; each difference names the events that made it.");
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
        ScrollPane sqlScroll = new ScrollPane(sql);
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
        ScrollPane scroll = new ScrollPane(body);
        scroll.setFitToWidth(true);
        setTop(top);
        setCenter(scroll);
        vm.comparisonProperty().addListener((o, was, now) -> show(now));
    }

    private void show(NaiveComparison c) {
        cards.getChildren().clear();
        tables.getChildren().clear();
        if (c == null) {
            return;
        }
        List<String> columns = c.autoCdc().schema().names();
        // Both tables as wide as their values, scrolled sideways beside the lesson rather than cut to "…".
        ScrollPane sideways = new ScrollPane(wholeTables(columns));
        sideways.setFitToHeight(true);
        sideways.setVbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        sideways.getStyleClass().add(Styles.QUESTION_SCROLL);
        tables.getChildren().add(sideways);
        List<KeyDifference> shown =
                c.differences().subList(0, Math.min(MAX_CARDS, c.differences().size()));
        for (KeyDifference d : shown) {
            cards.getChildren().add(card(d, columns));
        }
        if (c.differences().size() > MAX_CARDS) {
            Label more = new Label("… and " + (c.differences().size() - MAX_CARDS) + " more keys ("
                    + "java -jar target/app/scd-studio.jar compare-naive lists them all).");
            more.getStyleClass().add(Styles.HINT_TEXT);
            cards.getChildren().add(more);
        }
    }

    /**
     * AUTO CDC's whole table beside the recipe's, each sorted by its values, the rows only one of them has marked in
     * the colours of the cards below.
     */
    private HBox wholeTables(List<String> columns) {
        WholeTable auto = vm.autoCdcTable();
        WholeTable recipe = vm.recipeTable();
        VBox left = whole(
                "compareAutoCdcTable",
                "AUTO CDC (" + auto.total() + " rows)",
                columns,
                auto,
                Styles.DIFF_UNEXPECTED,
                "only in AUTO CDC");
        VBox right = whole(
                "compareRecipeTable",
                "The textbook MERGE (" + recipe.total() + " rows)",
                columns,
                recipe,
                Styles.DIFF_MISSING,
                "only in the recipe");
        HBox both = new HBox(24, left, right);
        both.setAlignment(Pos.TOP_LEFT);
        // Room below the last row for the sideways scroll bar, which would cover it.
        both.setPadding(new Insets(0, 0, 14, 0));
        return both;
    }

    private static VBox whole(
            String id, String title, List<String> columns, WholeTable table, String style, String mark) {
        Label head = new Label(title);
        head.getStyleClass().add(Styles.LESSON_CARD_TITLE);
        GridPane grid = new GridPane();
        grid.setId(id);
        grid.setHgap(10);
        grid.setVgap(2);
        for (int col = 0; col < columns.size(); col++) {
            Label name = new Label(columns.get(col));
            name.getStyleClass().add(Styles.SECTION_TITLE);
            name.setMinWidth(Label.USE_PREF_SIZE);
            grid.add(GlossaryTips.on(name), col, 0);
        }
        // One tooltip for every marked cell: a tooltip each cost a big feed's tab thousands of popups.
        Tooltip marked = new Tooltip(mark);
        for (int r = 0; r < table.shown().size(); r++) {
            Row row = table.shown().get(r);
            boolean differs = table.onlyHere().get(r);
            for (int col = 0; col < row.size(); col++) {
                Label cell = new Label(CanonicalText.render(row.get(col)));
                cell.setMinWidth(Label.USE_PREF_SIZE);
                if (differs) {
                    cell.getStyleClass().add(style);
                    cell.setTooltip(marked);
                }
                grid.add(cell, col, r + 1);
            }
        }
        VBox box = new VBox(4, head, grid);
        if (table.total() > table.shown().size()) {
            Label more = new Label("… and " + (table.total() - table.shown().size()) + " more rows.");
            more.getStyleClass().add(Styles.HINT_TEXT);
            box.getChildren().add(more);
        }
        return box;
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
        card.getChildren().add(rows(d, columns));
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
            grid.add(styled(new Label(CanonicalText.render(row.get(c))), style), c + 1, r);
        }
    }

    private static Node styled(Label l, String style) {
        l.getStyleClass().add(style);
        l.setMaxWidth(Double.MAX_VALUE);
        return l;
    }
}
