package io.scdstudio.ui.code;

import io.scdstudio.ui.Styles;
import java.util.function.IntFunction;
import javafx.scene.Node;
import javafx.scene.text.Text;
import org.fxmisc.richtext.CodeArea;

/**
 * The line numbers beside the exported code, one text node a line, right-aligned to the widest. RichTextFX's own
 * {@code LineNumberFactory} gives each line a label bound to the area's line count: laying those out took two to four
 * times as long as the code beside them (CodeAreaCostCheck, 751 lines of MERGE SQL: 92-188 ms against 24-36 ms warm),
 * most of the Code tab's first showing. The areas here are read-only and only ever refilled whole, so a line's number
 * and the width of the widest are fixed when its line is made.
 */
final class LineNumbers implements IntFunction<Node> {
    private final CodeArea area;

    LineNumbers(CodeArea area) {
        this.area = area;
    }

    @Override
    public Node apply(int line) {
        Text number = new Text(text(line, area.getParagraphs().size()));
        number.getStyleClass().add(Styles.LINE_NUMBER);
        return number;
    }

    /** Line {@code line} (from 0) of {@code lines}, padded to the widest number, with a gap before the code. */
    static String text(int line, int lines) {
        int digits = String.valueOf(Math.max(1, lines)).length();
        return String.format("%" + digits + "d  ", line + 1);
    }
}
