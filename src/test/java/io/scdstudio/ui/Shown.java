package io.scdstudio.ui;

import javafx.scene.control.Labeled;
import javafx.scene.text.Text;

/** What a learner sees of a label in FX tests. */
public final class Shown {
    private Shown() {}

    /** The text a label shows: its own, or with an ellipsis where it is cut off. */
    public static String text(Labeled l) {
        return l.lookupAll(".text").stream()
                .filter(Text.class::isInstance)
                .map(n -> ((Text) n).getText())
                .findFirst()
                .orElse("");
    }
}
