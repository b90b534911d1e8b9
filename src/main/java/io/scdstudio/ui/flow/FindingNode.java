package io.scdstudio.ui.flow;

import io.scdstudio.lint.Finding;
import io.scdstudio.lint.Severity;
import io.scdstudio.ui.Styles;
import java.util.function.Consumer;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** A design-check finding under the setting it is about: its heading, what was found and why, and its fix as a button. */
final class FindingNode {
    private FindingNode() {}

    /**
     * A finding as a learner tells it from the settings around it: a bold heading with its severity and id, in the
     * severity's colour, and a bar beside it. As grey text with no heading it read as part of the setting above.
     */
    static Node of(Finding f, Consumer<Finding> fixer) {
        String style = f.severity() == Severity.ERROR ? Styles.ERROR_TEXT : Styles.HINT_TEXT;
        String headStyle = switch (f.severity()) {
            case ERROR -> Styles.ERROR_TEXT;
            case WARNING -> Styles.WARNING_TEXT;
            case INFO -> Styles.HINT_TEXT;
        };
        // The id's words in a flow of their own, so a long id (SEQUENCE_NOT_MONOTONIC_ACROSS_BATCHES) breaks after an
        // underscore in the narrow pane: a wrapping label breaks only at spaces, and cut the id in the middle of a
        // word.
        FlowPane id = new FlowPane();
        String head = heading(f);
        for (String word : head.split("(?<=_)")) {
            Label w = new Label(word);
            w.setMnemonicParsing(false);
            w.setMinWidth(Region.USE_PREF_SIZE);
            w.getStyleClass().addAll(headStyle, Styles.FINDING_HEAD);
            id.getChildren().add(w);
        }
        Label text = new Label(f.found() + " " + f.reason());
        text.setWrapText(true);
        text.setMnemonicParsing(false);
        text.getStyleClass().add(style);
        VBox node = new VBox(2, id, text);
        node.setId("finding-" + f.id());
        node.setAccessibleText(head + ": " + text.getText());
        node.getStyleClass().addAll(Styles.FINDING, Styles.finding(f.severity().word()));
        f.fix().ifPresent(fix -> {
            Button apply = new Button("Fix: " + fix.label());
            apply.setId("fix-" + f.id());
            apply.setMnemonicParsing(false); // column names hold underscores
            apply.setWrapText(true);
            apply.setMaxWidth(Double.MAX_VALUE);
            apply.setOnAction(e -> fixer.accept(f));
            node.getChildren().add(apply);
        });
        return node;
    }

    /** "⚠ Warning · SEQUENCE_TIE": what kind of finding, then which. */
    static String heading(Finding f) {
        String word = f.severity().word();
        String symbol = switch (f.severity()) {
            case ERROR -> "\u2716";
            case WARNING -> "\u26a0";
            case INFO -> "\u2139";
        };
        return symbol + " " + Character.toUpperCase(word.charAt(0)) + word.substring(1) + " \u00b7 " + f.id();
    }
}
