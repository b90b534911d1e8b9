package io.scdstudio.ui.code;

import io.scdstudio.ui.Styles;
import java.util.function.IntFunction;
import javafx.scene.Node;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Text;

/**
 * The line numbers beside the exported code, one text node a line on a gutter, right-aligned to the widest.
 * RichTextFX's own {@code LineNumberFactory} gives each line a label bound to the area's line count: laying those out
 * took two to four times as long as the code beside them (CodeAreaCostCheck, 751 lines of MERGE SQL: 92-188 ms against 24-36 ms warm),
 * most of the Code tab's first showing. The areas here are read-only and only ever refilled whole, so a line's number
 * and the width of the widest are fixed when its line is made.
 */
final class LineNumbers implements IntFunction<Node> {
    private int lines = 1;

    /**
     * The code about to fill the area has {@code count} lines: each number is padded to the widest. Told by the view
     * that fills the area, not read from the area, whose line list is a ReactFX type the build does not depend on.
     */
    void forLines(int count) {
        lines = Math.max(1, count);
    }

    /**
     * The number on a gutter of its own colour. The gutter is opaque: RichTextFX keeps a line's graphic in place while
     * the line scrolls sideways, and the code showed through bare numbers ("671ains(key)").
     */
    @Override
    public Node apply(int line) {
        Text number = new Text(text(line, lines));
        number.getStyleClass().add(Styles.LINE_NUMBER);
        StackPane gutter = new StackPane(number);
        gutter.getStyleClass().add(Styles.LINE_NUMBER_GUTTER);
        return gutter;
    }

    /** Line {@code line} (from 0) of {@code lines}, padded to the widest number. */
    static String text(int line, int lines) {
        int digits = String.valueOf(Math.max(1, lines)).length();
        return String.format("%" + digits + "d", line + 1);
    }
}
