package io.scdstudio.ui.lesson;

import io.scdstudio.lesson.Lesson;
import io.scdstudio.lesson.Topic;
import io.scdstudio.ui.Styles;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;

/** A lesson's level and topic tags as small labelled chips. */
final class Chips {
    private Chips() {}

    static FlowPane of(Lesson lesson) {
        FlowPane pane = new FlowPane(4, 4);
        Label level = new Label(lesson.level().words());
        level.getStyleClass().addAll(Styles.CHIP, Styles.CHIP_LEVEL);
        pane.getChildren().add(level);
        for (Topic t : lesson.tags()) {
            Label tag = new Label(t.words());
            tag.getStyleClass().add(Styles.CHIP);
            pane.getChildren().add(tag);
        }
        return pane;
    }
}
