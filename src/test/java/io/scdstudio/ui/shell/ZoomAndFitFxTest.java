package io.scdstudio.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.lesson.Lesson;
import io.scdstudio.project.RecoveryStore;
import io.scdstudio.project.SettingsStore;
import io.scdstudio.ui.Fixtures;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window at its default size (1200x760) with a lesson open: every tab fits the tab bar, and the preview's
 * cells, headers and buttons are not cut short; View > Zoom makes the text larger, keeps it so at 150% without
 * cutting any of them, and is remembered.
 */
@ExtendWith(ApplicationExtension.class)
class ZoomAndFitFxTest {
    @TempDir
    Path temp;

    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
    }

    private StudioViewModel window(FxRobot robot, SettingsStore settings) {
        StudioServices services = new StudioServices(
                StudioServices.Workers.inline(),
                settings,
                new RecoveryStore(temp.resolve("recovery")),
                Optional.empty());
        StudioViewModel[] vm = new StudioViewModel[1];
        robot.interact(() -> {
            vm[0] = StudioWindow.show(stage, services, w -> new StubDialogs());
            stage.setMaximized(false);
            stage.setWidth(1200);
            stage.setHeight(760);
        });
        WaitForAsyncUtils.waitForFxEvents();
        return vm[0];
    }

    private static void openLesson(FxRobot robot, StudioViewModel vm, String id) {
        Lesson lesson = vm.lessons().library().library().find(id).orElseThrow();
        robot.interact(() -> vm.lessons().open(lesson));
        robot.interact(
                () -> vm.preview().moveTo(vm.preview().eventCountProperty().get()));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void atTheDefaultSizeEveryTabFitsAndNoCellOrButtonIsCut(FxRobot robot) {
        StudioViewModel vm = window(robot, Fixtures.returningUser(temp));
        openLesson(robot, vm, "late-update-splits-history");

        TabPane tabs = robot.lookup("#featureTabs").queryAs(TabPane.class);
        double right = tabs.localToScene(tabs.getBoundsInLocal()).getMaxX();
        assertThat(tabs.getScene().getWidth()).isEqualTo(1200);
        List<String> beyond = tabs.getTabs().stream()
                .filter(t -> {
                    Node header = tabs.lookup("#" + t.getId());
                    return header.localToScene(header.getBoundsInLocal()).getMaxX() > right + 0.5;
                })
                .map(Tab::getText)
                .toList();
        assertThat(beyond)
                .as("tabs past the bar's end, behind its overflow menu")
                .isEmpty();
        assertThat(cut(robot.lookup("#featureTabs").query())).as("tab titles").isEmpty();
        assertThat(cut(robot.lookup("#previewPane").query())).as("the preview").isEmpty();
    }

    @Test
    void zoomMakesTheTextLargerCutsNothingAt150PercentAndIsRemembered(FxRobot robot) {
        SettingsStore settings = Fixtures.returningUser(temp);
        StudioViewModel vm = window(robot, settings);
        openLesson(robot, vm, "users-docs-example");
        double before = fontSize(robot, "#positionLabel");

        robot.press(KeyCode.CONTROL, KeyCode.EQUALS).release(KeyCode.EQUALS, KeyCode.CONTROL);
        assertThat(vm.zoomProperty().get()).isEqualTo(1.1);
        robot.interact(() -> vm.zoomProperty().set(1.5));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(
                () -> vm.preview().moveTo(vm.preview().eventCountProperty().get()));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(fontSize(robot, "#positionLabel")).isEqualTo(before * 1.5, org.assertj.core.data.Offset.offset(0.5));
        assertThat(cut(robot.lookup("#previewTable").query()))
                .as("the preview's cells and headers at 150%")
                .isEmpty();
        assertThat(settings.load().zoom()).as("remembered").isEqualTo(1.5);

        robot.press(KeyCode.CONTROL, KeyCode.DIGIT0).release(KeyCode.DIGIT0, KeyCode.CONTROL);
        assertThat(fontSize(robot, "#positionLabel")).isEqualTo(before, org.assertj.core.data.Offset.offset(0.5));
    }

    @Test
    void zoomedBackOrResizedTheSidePanesTakeTheirWidthsBack(FxRobot robot) {
        StudioViewModel vm = window(robot, Fixtures.returningUser(temp));
        openLesson(robot, vm, "users-docs-example");
        double flow = width(robot, "#flowPane");
        double lesson = width(robot, "#lessonPane");

        robot.interact(() -> vm.zoomProperty().set(1.5));
        WaitForAsyncUtils.waitForFxEvents();
        double zoomed = width(robot, "#lessonPane");
        assertThat(zoomed).as("zoomed in, the lesson widens").isGreaterThan(lesson + 40);
        robot.interact(() -> vm.zoomProperty().set(1.0));
        WaitForAsyncUtils.waitForFxEvents();
        // Within a scroll bar's width of it: opening measured the window, zooming the split pane.
        assertThat(width(robot, "#lessonPane"))
                .as("zoomed back, the lesson gives its width back (%.0f px zoomed)", zoomed)
                .isCloseTo(lesson, org.assertj.core.data.Offset.offset(16.0));

        robot.interact(() -> stage.setWidth(760));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> stage.setWidth(1200));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(width(robot, "#flowPane"))
                .as("a window made narrow and wide again leaves the settings as wide as they were")
                .isCloseTo(flow, org.assertj.core.data.Offset.offset(8.0));
    }

    private static double width(FxRobot robot, String query) {
        return robot.lookup(query).query().getBoundsInLocal().getWidth();
    }

    @Test
    void at150PercentEveryTabTheFlowPaneAndTheLessonShowTheirWordsWhole(FxRobot robot) {
        StudioViewModel vm = window(robot, Fixtures.returningUser(temp));
        robot.interact(() -> vm.zoomProperty().set(1.5));
        openLesson(robot, vm, "late-update-splits-history");
        TabPane tabs = robot.lookup("#featureTabs").queryAs(TabPane.class);
        List<String> cut = new ArrayList<>();
        for (Tab tab : List.copyOf(tabs.getTabs())) {
            robot.interact(() -> tabs.getSelectionModel().select(tab));
            WaitForAsyncUtils.waitForFxEvents();
            cut(tab.getContent()).forEach(c -> cut.add(tab.getText() + ": " + c));
            beyond(tab.getContent(), tabs).forEach(c -> cut.add(tab.getText() + ": " + c));
        }
        cut(robot.lookup("#flowPane").query()).forEach(c -> cut.add("flow pane: " + c));
        cut(robot.lookup("#lessonPane").query()).forEach(c -> cut.add("lesson: " + c));
        assertThat(cut)
                .as("words cut short or drawn past the pane's edge at 150%")
                .isEmpty();
    }

    @Test
    void zoomingWithoutAStepRefitsTheTablesToTheLargerText(FxRobot robot) {
        StudioViewModel vm = window(robot, Fixtures.returningUser(temp));
        robot.interact(() -> {
            stage.setWidth(1600);
            stage.setHeight(1000);
        });
        openLesson(robot, vm, "sequence-tie");
        javafx.scene.control.TableView<?> preview =
                robot.lookup("#previewTable").queryAs(javafx.scene.control.TableView.class);
        List<Double> before =
                preview.getColumns().stream().map(c -> c.getWidth()).toList();
        // Step by step, as Ctrl+= does: 110%, 125%, 150%.
        for (double z : List.of(1.1, 1.25, 1.5)) {
            robot.interact(() -> vm.zoomProperty().set(z));
            WaitForAsyncUtils.waitForFxEvents();
        }
        List<Double> after =
                preview.getColumns().stream().map(c -> c.getWidth()).toList();
        for (int i = 0; i < before.size(); i++) {
            assertThat(after.get(i))
                    .as("column " + preview.getColumns().get(i).getText() + " grows with its text")
                    .isGreaterThan(before.get(i) * 1.3);
        }
        assertThat(cut(robot.lookup("#previewTable").query()))
                .as("the preview's cells and headers, zoomed after the last step")
                .isEmpty();
        Node lesson = robot.lookup("#lessonPane").query();
        assertThat(beyond(lesson, lesson))
                .as("the lesson's buttons, zoomed with the lesson open")
                .isEmpty();
        TabPane tabs = robot.lookup("#featureTabs").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(0));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(cut(robot.lookup("#feedTable").query())).as("the feed's").isEmpty();
    }

    /** The controls under {@code root} that reach past the right edge of {@code container}: drawn there, cut off. */
    private static List<String> beyond(Node root, Node container) {
        double right = container.localToScene(container.getBoundsInLocal()).getMaxX();
        List<String> out = new ArrayList<>();
        collectBeyond(root, right, out);
        return out;
    }

    private static void collectBeyond(Node n, double right, List<String> out) {
        // Scrolling panes and tables show the rest when scrolled; a tab bar past its end has its overflow menu.
        if (!n.isVisible()
                || n instanceof javafx.scene.control.ScrollPane
                || n instanceof javafx.scene.control.TableView
                || n.getStyleClass().contains("tab-header-area")) {
            return;
        }
        if (n instanceof javafx.scene.control.Control c
                && c.localToScene(c.getBoundsInLocal()).getMaxX() > right + 1) {
            out.add(c.getClass().getSimpleName() + " " + (c.getId() == null ? "" : "#" + c.getId())
                    + (c instanceof Labeled l ? " '" + l.getText() + "'" : "") + " past the edge");
            return;
        }
        if (n instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> collectBeyond(c, right, out));
        }
    }

    private static double fontSize(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getFont().getSize();
    }

    /** The labels, buttons, cells and headers under {@code root} whose text is shown cut short ("…"). */
    private static List<String> cut(Node root) {
        List<String> out = new ArrayList<>();
        collect(root, out);
        return out;
    }

    private static void collect(Node n, List<String> out) {
        if (!n.isVisible()) {
            return;
        }
        if (n instanceof Labeled l && l.getText() != null && !l.getText().isEmpty()) {
            for (Node child : l.getChildrenUnmodifiable()) {
                if (child instanceof Text t
                        && t.isVisible()
                        && !t.getText().equals(l.getText())
                        && t.getText().endsWith("…")) {
                    out.add(l.getText() + " shown as " + t.getText());
                }
            }
        }
        if (n instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> collect(c, out));
        }
    }
}
