package io.scdstudio.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.lesson.Glossary;
import io.scdstudio.lesson.GlossaryTerm;
import io.scdstudio.lesson.Lesson;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.GlossaryTips;
import io.scdstudio.ui.lesson.MarkdownView;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The glossary in the window: Help > Glossary lists and searches it, and every word it defines explains itself on
 * hover in at least one place the window or a lesson uses it.
 */
@ExtendWith(ApplicationExtension.class)
class GlossaryFxTest {
    @TempDir
    Path temp;

    private StudioViewModel vm;

    @Start
    void start(Stage stage) {
        StudioServices services = InlineServices.in(temp);
        vm = StudioWindow.show(stage, services, w -> new StubDialogs());
    }

    @Test
    void everyGlossaryWordHasATooltipWhereTheWindowOrALessonUsesIt(FxRobot robot) {
        Lesson users =
                vm.lessons().library().library().find("users-docs-example").orElseThrow();
        robot.interact(() -> vm.lessons().library().open(users));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> vm.flow().setScdType(2));
        robot.interact(() -> vm.preview().moveTo(5));
        WaitForAsyncUtils.waitForFxEvents();
        List<String> tips = new ArrayList<>();
        robot.interact(() -> {
            collect(robot.lookup("#mainView").query(), tips);
            robot.lookup("#featureTabs").queryAs(TabPane.class).getTabs().forEach(t -> {
                if (t.getTooltip() != null) {
                    tips.add(t.getTooltip().getText());
                }
            });
        });
        assertThat(String.join("\n", tips))
                .as("the column headers, the legend, the explanation and the flow's labels")
                .contains(term("__END_AT").explained(), term("closed version").explained())
                .contains(term("deleted key").explained(), term("key").explained())
                .contains(term("SEQUENCE BY").explained(), term("delete").explained());

        robot.interact(() -> {
            for (Lesson l : vm.lessons().library().library().lessons()) {
                MarkdownView view = new MarkdownView(link -> {}, false);
                view.show(l.markdown());
                collect(view, tips);
            }
        });
        String all = String.join("\n", tips);
        List<String> missing = new ArrayList<>();
        for (GlossaryTerm t : Glossary.bundled().terms()) {
            if (!all.contains(t.explained())) {
                missing.add(t.name());
            }
        }
        assertThat(missing).as("glossary words with no tooltip anywhere").isEmpty();
    }

    @Test
    void helpGlossaryListsEveryWordAndFindsOneAsTheLearnerTypes(FxRobot robot) {
        robot.interact(() -> vm.open(Fixtures.USERS));
        WaitForAsyncUtils.waitForFxEvents();
        robot.press(KeyCode.F2).release(KeyCode.F2);
        WaitForAsyncUtils.waitForFxEvents();
        int size = Glossary.bundled().terms().size();
        assertThat(robot.lookup("#glossaryCount").queryAs(Label.class).getText())
                .isEqualTo(size + " of " + size + " words");
        robot.clickOn("#glossarySearch").write("tombstone");
        WaitForAsyncUtils.waitForFxEvents();
        Parent list = robot.lookup("#glossaryList").queryAs(Parent.class);
        assertThat(list.getChildrenUnmodifiable()).isNotEmpty();
        assertThat(list.getChildrenUnmodifiable().get(0).getId()).isEqualTo("glossary-tombstone");
        robot.press(KeyCode.ESCAPE).release(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(Window.getWindows().stream().filter(Window::isShowing)).hasSize(1);
    }

    private static GlossaryTerm term(String name) {
        return Glossary.bundled().terms().stream()
                .filter(t -> t.names().contains(name))
                .findFirst()
                .orElseThrow();
    }

    /** Every glossary tooltip of a node and the nodes under it. */
    private static void collect(Node n, List<String> tips) {
        if (n instanceof Control c && c.getTooltip() != null) {
            tips.add(c.getTooltip().getText());
        }
        if (n.getProperties().get(GlossaryTips.TIP) instanceof Tooltip t) {
            tips.add(t.getText());
        }
        if (n instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                collect(child, tips);
            }
        }
    }
}
