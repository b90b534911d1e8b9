package io.scdstudio.ui;

import io.scdstudio.lesson.Glossary;
import io.scdstudio.lesson.GlossaryTerm;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.Tab;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.control.skin.TableColumnHeader;
import javafx.util.Duration;

/**
 * The glossary where the window uses its words: a control whose text names glossary terms gets a tooltip with what
 * they mean (a setting's label, a legend entry, an explanation as it changes, a column header, a tab). A tooltip the
 * control had for another reason is kept.
 */
public final class GlossaryTips {
    /** The style class of a glossary tooltip, which tests and the theme find it by. */
    public static final String TIP = "glossary-tip";

    /** More terms than this in one place make a tooltip no one reads: the first ones a text names are shown. */
    private static final int MOST = 4;

    private GlossaryTips() {}

    /** A tooltip for the terms a text names, or null when it names none. */
    public static Tooltip of(String text) {
        List<GlossaryTerm> terms = Glossary.bundled().in(text);
        if (terms.isEmpty()) {
            return null;
        }
        StringBuilder sb = new StringBuilder();
        for (GlossaryTerm t : terms.subList(0, Math.min(MOST, terms.size()))) {
            sb.append(sb.length() == 0 ? "" : "\n\n").append(t.explained());
        }
        Tooltip tip = new Tooltip(sb.toString());
        tip.getStyleClass().add(TIP);
        tip.setWrapText(true);
        tip.setMaxWidth(460);
        tip.setShowDelay(Duration.millis(350));
        tip.setShowDuration(Duration.seconds(30));
        return tip;
    }

    /** Explains the terms of a label or button, and keeps doing so as its text changes. */
    public static <T extends Labeled> T on(T control) {
        explain(control);
        control.textProperty().addListener((o, was, now) -> explain(control));
        return control;
    }

    private static void explain(Labeled control) {
        Tooltip had = control.getTooltip();
        if (had != null && !had.getStyleClass().contains(TIP)) {
            return;
        }
        control.setTooltip(of(control.getText()));
    }

    /** Explains the terms of a tab's title. */
    public static void on(Tab tab) {
        if (tab.getTooltip() == null) {
            tab.setTooltip(of(tab.getText()));
        }
    }

    /** Explains the terms of a node's own text (a piece of a lesson, say). */
    public static void on(Node node, String text) {
        Tooltip tip = of(text);
        if (tip != null) {
            Tooltip.install(node, tip);
            node.getProperties().put(TIP, tip);
        }
    }

    /**
     * Explains the column headers of a table ({@code __START_AT}, {@code __END_AT}): the headers exist once the table
     * is laid out, so this runs after the table's next layout in the window. Laying the table out here instead cost
     * a whole layout of it outside the pulse, and of a table out of sight for nothing.
     */
    public static void headers(TableView<?> table) {
        AfterLayout.once(table, () -> {
            for (Node n : table.lookupAll(".column-header")) {
                if (n instanceof TableColumnHeader h && h.getTableColumn() != null) {
                    Tooltip tip = of(h.getTableColumn().getText());
                    if (tip != null) {
                        Tooltip.install(h, tip);
                        h.getProperties().put(TIP, tip);
                    }
                }
            }
        });
    }
}
