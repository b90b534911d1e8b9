package io.scdstudio.ui.code;

import io.scdstudio.ui.DesignDocument;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.Styles;
import java.util.function.Function;
import java.util.function.IntFunction;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.LineNumberFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * What filling and showing a code area costs the FX thread, by the line numbers beside it: the longest export of the
 * users example in a 1280 x 800 window with the app's stylesheet, filled and laid out, then taken out of the scene
 * and put back (as the Code tab is when another tab is shown). A benchmark, not a regular test: {@code mvn test
 * -Dtest=CodeAreaCostCheck -Dsurefire.failIfNoSpecifiedTests=false -Dtest.jit.flags=-XX:+TieredCompilation}.
 */
@ExtendWith(ApplicationExtension.class)
class CodeAreaCostCheck {
    private static final int ROUNDS = 5;
    private StackPane root;
    private String code;

    @Start
    void start(Stage stage) throws Exception {
        DesignDocument doc = Fixtures.documentWith(Fixtures.users(2));
        CodeViewModel vm = new CodeViewModel(doc);
        vm.refresh();
        code = "";
        for (CodeTab t : vm.tabs()) {
            String c = t.codeWork().call();
            code = c.length() > code.length() ? c : code;
        }
        root = new StackPane();
        Scene scene = new Scene(root, 1280, 800);
        scene.getStylesheets()
                .add(getClass().getResource("/io/scdstudio/ui/shell/shell.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void fillAndShowACodeAreaWithEachKindOfLineNumbers(FxRobot robot) {
        Function<CodeArea, IntFunction<Node>> richTextFx = LineNumberFactory::get;
        Function<CodeArea, IntFunction<Node>> ours = area -> {
            LineNumbers numbers = new LineNumbers();
            numbers.forLines((int) code.lines().count());
            return numbers;
        };
        System.out.printf("%n%d lines of code%n", code.lines().count());
        for (int round = 1; round <= ROUNDS; round++) {
            System.out.printf(
                    "round %d: RichTextFX's LineNumberFactory %s; LineNumbers %s%n",
                    round, costs(robot, richTextFx), costs(robot, ours));
        }
    }

    private String costs(FxRobot robot, Function<CodeArea, IntFunction<Node>> numbers) {
        CodeArea area = new CodeArea();
        VirtualizedScrollPane<CodeArea> pane = new VirtualizedScrollPane<>(area);
        long[] ms = new long[3];
        robot.interact(() -> {
            area.setEditable(false);
            area.getStyleClass().add(Styles.CODE_AREA_EXPORT);
            area.setParagraphGraphicFactory(numbers.apply(area));
            root.getChildren().setAll(pane);
            root.applyCss();
            root.layout();
        });
        robot.interact(() -> {
            long s = System.nanoTime();
            area.replaceText(code);
            area.setStyleSpans(0, CodeHighlighter.spans(code));
            area.showParagraphAtTop(0);
            long filled = System.nanoTime();
            root.applyCss();
            root.layout();
            ms[0] = (filled - s) / 1_000_000;
            ms[1] = (System.nanoTime() - filled) / 1_000_000;
        });
        robot.interact(() -> root.getChildren().clear());
        robot.interact(() -> {
            long s = System.nanoTime();
            root.getChildren().setAll(pane);
            root.applyCss();
            root.layout();
            ms[2] = (System.nanoTime() - s) / 1_000_000;
        });
        return String.format("fill %d + lay out %d ms, shown again %d ms (%d nodes)", ms[0], ms[1], ms[2], count(pane));
    }

    private static int count(Node n) {
        int c = 1;
        if (n instanceof Parent p) {
            for (Node k : p.getChildrenUnmodifiable()) {
                c += count(k);
            }
        }
        return c;
    }
}
