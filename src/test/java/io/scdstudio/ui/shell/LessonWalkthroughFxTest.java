package io.scdstudio.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.SourceShape;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.lesson.Lesson;
import io.scdstudio.lint.DesignChecks;
import io.scdstudio.lint.Finding;
import io.scdstudio.project.Design;
import io.scdstudio.project.DesignFiles;
import io.scdstudio.project.RecoveryStore;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.timeline.TimelineFeature;
import io.scdstudio.ui.timeline.TimelineViewModel;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A learner walks the whole library with Next lesson in one window, then opens the users example and makes it SCD
 * type 2. After every opening, nothing of the design before may show: the lesson stands at its first event and is
 * unsaved only when the learner changed it, the design checks say what {@code lint} says of the same folder, every
 * table is headed by this design's columns, and the flow pane starts at its top.
 */
@ExtendWith(ApplicationExtension.class)
class LessonWalkthroughFxTest {
    @TempDir
    Path temp;

    private final StubDialogs dialogs = new StubDialogs();
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
    }

    @Test
    void everyLessonOpenedWithNextLessonShowsOnlyItsOwnDesign(FxRobot robot) {
        StudioServices services = new StudioServices(
                StudioServices.Workers.inline(),
                Fixtures.returningUser(temp),
                new RecoveryStore(temp.resolve("recovery")),
                Optional.empty());
        StudioViewModel[] window = new StudioViewModel[1];
        robot.interact(() -> window[0] = StudioWindow.show(stage, services, w -> dialogs));
        StudioViewModel vm = window[0];
        List<Lesson> lessons = vm.lessons().library().library().lessons();
        assertThat(lessons).hasSizeGreaterThanOrEqualTo(25);

        robot.clickOn("#startFirstLesson");
        for (int i = 0; i < lessons.size(); i++) {
            Lesson lesson = lessons.get(i);
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(vm.lessons().lesson().lesson()).as("lesson %d", i + 1).contains(lesson);
            Design opened = DesignFiles.open(lesson.folder());
            assertShowsOnly(robot, vm, opened, "lesson " + (i + 1) + " (" + lesson.id() + ")");
            // Leave the lesson the way a learner does: stepped to its end, the flow pane scrolled down, the
            // timeline looked at. None of it may reach the next lesson.
            robot.interact(
                    () -> vm.preview().moveTo(vm.preview().eventCountProperty().get()));
            robot.interact(() -> flowPane(robot).setVvalue(1));
            robot.clickOn("#timelineTab");
            // ... and the as-of marker dragged to the last point: a marker left on one design's sequence values
            // once met the next design's values of another type, and the window stopped opening designs.
            TimelineViewModel timeline = vm.feature(TimelineFeature.class).viewModel();
            robot.interact(() -> timeline.asOfProperty()
                    .set(Math.max(0, timeline.axisProperty().get().size() - 1)));
            if (i + 1 < lessons.size()) {
                robot.clickOn("#nextLessonButton");
            }
        }

        Lesson users =
                vm.lessons().library().library().find("users-docs-example").orElseThrow();
        robot.interact(() -> vm.lessons().open(users));
        robot.clickOn("#scdType2");
        WaitForAsyncUtils.waitForFxEvents();
        assertShowsOnly(robot, vm, Fixtures.users(2), "the users example as SCD type 2");
        assertThat(dialogs.errors).as("errors the window showed on the way").isEmpty();
        assertThat(vm.document().isDirty())
                .as("the learner changed the SCD type")
                .isTrue();
    }

    private static void assertShowsOnly(FxRobot robot, StudioViewModel vm, Design design, String what) {
        boolean changedByLearner =
                !design.flow().equals(DesignFiles.open(design.origin()).flow());
        if (!changedByLearner) {
            assertThat(vm.document().isDirty()).as("%s opens unchanged", what).isFalse();
            assertThat(vm.document().design().orElseThrow().flow())
                    .as("%s: its flow as its folder has it", what)
                    .isEqualTo(design.flow());
            assertThat(vm.preview().appliedProperty().get())
                    .as("%s opens at its first event", what)
                    .isEqualTo(1);
        }
        List<Finding> lint = DesignChecks.run(design.flow(), design.scenario().feed());
        assertThat(vm.flow().findings())
                .as("%s: the design checks are lint's", what)
                .isEqualTo(lint);

        List<String> target = new InMemoryEngine()
                .open(design.flow(), SourceShape.of(design.scenario().feed()), RunOptions.FAST)
                .targetSchema()
                .names();
        assertThat(headers(robot, "#previewTable"))
                .as("%s: the preview's columns", what)
                .isEqualTo(target);
        robot.clickOn("#timelineTab");
        assertThat(headers(robot, "#asOfTable"))
                .as("%s: the as-of table's columns", what)
                .isEqualTo(target);
        robot.clickOn("#feedTab");
        List<String> feedHeaders = headers(robot, "#feedTable");
        assertThat(feedHeaders.subList(4, feedHeaders.size()))
                .as("%s: the feed's columns", what)
                .isEqualTo(design.scenario().feed().schema().names());
        robot.clickOn("#previewTab");
        assertThat(flowPane(robot).getVvalue())
                .as("%s: the flow pane starts at its top", what)
                .isZero();
    }

    private static ScrollPane flowPane(FxRobot robot) {
        return robot.lookup("#flowPane").queryAs(ScrollPane.class);
    }

    private static List<String> headers(FxRobot robot, String table) {
        TableView<?> t = robot.lookup(table).queryAs(TableView.class);
        return t.getColumns().stream().map(TableColumn::getText).toList();
    }
}
