package io.scdstudio.ui.timeline;

import io.scdstudio.ui.Styles;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

/** What the timeline's bars and marks mean, each swatch drawn by the rules that draw the bars. */
final class TimelineLegend {
    private TimelineLegend() {}

    /** The legend wraps in a narrow pane (a lesson beside it) rather than cutting its labels short. */
    static FlowPane of() {
        FlowPane legend = new FlowPane(
                14,
                4,
                swatch("Closed version", Styles.BAR),
                swatch("Current version", Styles.BAR, Styles.BAR_OPEN),
                swatch("Opened by a late event", Styles.BAR, Styles.BAR_LATE),
                swatch("No row just before (deleted, then back)", Styles.BAR, Styles.GAP),
                swatch("Deleted: no current row", Styles.VERSION_DELETED_END));
        legend.setId("timelineLegend");
        legend.setAlignment(Pos.CENTER_LEFT);
        legend.setPrefWrapLength(400);
        return legend;
    }

    private static HBox swatch(String text, String... styles) {
        Region sample = new Region();
        sample.getStyleClass().addAll(styles);
        sample.setPrefSize(styles[0].equals(Styles.VERSION_DELETED_END) ? 4 : 26, 14);
        sample.setMinSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        Label label = new Label(text);
        label.getStyleClass().add(Styles.HINT_TEXT);
        label.setMinWidth(Region.USE_PREF_SIZE);
        HBox box = new HBox(5, sample, label);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }
}
