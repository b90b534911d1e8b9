package io.scdstudio.ui.study;

import io.scdstudio.study.ProgressReport;
import io.scdstudio.ui.Styles;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/** Mastery as a table: per question kind and per objective, right of asked, a bar, and the weeks. */
final class MasteryTable {
    private MasteryTable() {}

    /** Fills {@code grid} with the report's mastery; empties it when there is no report. */
    static void fill(GridPane grid, ProgressReport report) {
        grid.getChildren().clear();
        if (grid.getColumnConstraints().isEmpty()) {
            ColumnConstraints names = new ColumnConstraints();
            names.setHgrow(Priority.ALWAYS);
            names.setMinWidth(160);
            names.setPrefWidth(320);
            grid.getColumnConstraints().add(names);
        }
        if (report == null) {
            return;
        }
        int row = 0;
        row = section(grid, row, "Question kind", report.byKind(), false);
        section(grid, row + 1, "Objective of " + report.profile().name(), report.byObjective(), true);
    }

    private static int section(
            GridPane grid, int row, String heading, List<ProgressReport.Mastery> all, boolean weeks) {
        Label head = new Label(heading);
        head.getStyleClass().add(Styles.LESSON_CARD_TITLE);
        head.setWrapText(true);
        head.setMinHeight(Region.USE_PREF_SIZE);
        grid.add(head, 0, row);
        Label right = new Label("Right");
        right.setMinWidth(Region.USE_PREF_SIZE);
        right.getStyleClass().add(Styles.LESSON_CARD_TITLE);
        grid.add(right, 1, row);
        if (weeks) {
            Label byWeek = new Label("By week");
            byWeek.setMinWidth(Region.USE_PREF_SIZE);
            byWeek.getStyleClass().add(Styles.LESSON_CARD_TITLE);
            grid.add(byWeek, 3, row);
        }
        for (ProgressReport.Mastery m : all) {
            row++;
            Label name = new Label(m.name());
            name.setWrapText(true);
            name.setMnemonicParsing(false);
            // As wide as the tab leaves, and as tall as its lines at that width: an objective's sentence is long, and
            // a fixed width cut it off after two lines.
            name.setMinWidth(160);
            name.setMinHeight(Region.USE_PREF_SIZE);
            grid.add(name, 0, row);
            Label score = new Label(m.asked() == 0 ? "none yet" : m.right() + " of " + m.asked());
            score.setMinWidth(Region.USE_PREF_SIZE);
            grid.add(score, 1, row);
            ProgressBar bar = new ProgressBar(m.asked() == 0 ? 0 : (double) m.right() / m.asked());
            bar.setPrefWidth(90);
            grid.add(bar, 2, row);
            if (weeks) {
                Label w = new Label(m.asked() == 0 ? "" : ProgressReport.weeksOf(m));
                w.getStyleClass().add(Styles.HINT_TEXT);
                w.setMinWidth(Region.USE_PREF_SIZE);
                grid.add(w, 3, row);
            }
        }
        return row + 1;
    }
}
