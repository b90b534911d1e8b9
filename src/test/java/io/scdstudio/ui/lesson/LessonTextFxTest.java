package io.scdstudio.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.lesson.Lesson;
import io.scdstudio.lesson.LessonLibrary;
import io.scdstudio.ui.TaskRunner;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextInputControl;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A lesson's text is made on a worker and shown when it is ready: the pane never shows the text of a lesson
 * that is no longer the open one, however the work of two lessons crosses.
 */
@ExtendWith(ApplicationExtension.class)
class LessonTextFxTest {
    private static final LessonLibrary LIBRARY = LessonLibrary.read(Path.of("sample-data"));

    /** Keeps each piece of work until the test lets it finish, in any order. */
    private static final class HeldRunner implements TaskRunner {
        final List<Runnable> held = new ArrayList<>();

        @Override
        public <T> void submit(Callable<T> work, Consumer<T> onResult, Consumer<Throwable> onFailure) {
            held.add(() -> {
                try {
                    onResult.accept(work.call());
                } catch (Exception e) {
                    onFailure.accept(e);
                }
            });
        }
    }

    private static final class NoActions implements LessonActions {
        @Override
        public void showEvent(int n) {}

        @Override
        public void followKey(String keyText) {}

        @Override
        public void showBatch(int n) {}

        @Override
        public boolean open(Lesson lesson) {
            return true;
        }

        @Override
        public void browse() {}
    }

    private final HeldRunner texts = new HeldRunner();
    private final LessonViewModel vm = new LessonViewModel(new NoActions());
    private LessonView view;

    @Start
    void start(Stage stage) {
        view = new LessonView(vm, texts);
        stage.setScene(new Scene(view, 500, 700));
        stage.show();
    }

    @Test
    void onlyTheOpenLessonsTextIsEverShown(FxRobot robot) {
        Lesson first = LIBRARY.lessons().get(0);
        Lesson second = LIBRARY.lessons().get(1);
        robot.interact(() -> vm.show(first, LIBRARY));
        robot.interact(() -> texts.held.remove(0).run());
        assertThat(bodyText(robot)).isEqualTo(rendered(first)).isNotEmpty();

        robot.interact(() -> vm.show(second, LIBRARY));
        assertThat(bodyText(robot)).as("the first lesson's text goes at once").isEmpty();
        robot.interact(() -> vm.show(first, LIBRARY));
        robot.interact(() -> vm.show(second, LIBRARY));
        // The second lesson's first text lands, then the first lesson's, then the second's again.
        robot.interact(() -> texts.held.remove(0).run());
        assertThat(bodyText(robot)).isEqualTo(rendered(second));
        robot.interact(() -> texts.held.remove(0).run());
        assertThat(bodyText(robot)).as("the first lesson is no longer open").isEqualTo(rendered(second));
        robot.interact(() -> texts.held.remove(0).run());
        assertThat(bodyText(robot)).isEqualTo(rendered(second));

        robot.interact(() -> vm.show(first, LIBRARY));
        robot.interact(() -> vm.show(Optional.empty()));
        robot.interact(() -> texts.held.remove(0).run());
        assertThat(bodyText(robot)).as("closed before its text was ready").isEmpty();
    }

    /** The start of a lesson's text: tables' cells are made only once in a window, so the whole would differ. */
    private static String rendered(Lesson lesson) {
        MarkdownView v = new MarkdownView(link -> {}, true);
        v.show(lesson.markdown());
        return text(v).substring(0, 200);
    }

    private static String bodyText(FxRobot robot) {
        String all = text(robot.lookup("#lessonBody").query());
        return all.substring(0, Math.min(200, all.length()));
    }

    private static String text(Node n) {
        // A control's own text, not that of the nodes its skin makes once it is in a window.
        if (n instanceof Labeled l) {
            return l.getText();
        }
        if (n instanceof TextInputControl t) {
            return t.getText();
        }
        StringBuilder sb = new StringBuilder();
        if (n instanceof Text t) {
            sb.append(t.getText());
        }
        if (n instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> sb.append(text(c)));
        }
        return sb.toString();
    }
}
