package io.scdstudio.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.lesson.Lesson;
import io.scdstudio.project.Design;
import io.scdstudio.project.RecoveryStore;
import io.scdstudio.ui.FeatureContext;
import io.scdstudio.ui.FeatureProvider;
import io.scdstudio.ui.FeatureTab;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.PreviewResult;
import io.scdstudio.ui.StudioFeature;
import io.scdstudio.ui.practice.PracticeFeature;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A pane added as CONTRIBUTING says (a feature and its provider, registered once) stands in the tab bar at its
 * place and is told what every pane is told: another design, an edit, a preview ready, its tab shown or left. And
 * the one thing a feature may ask of the window: a practice round hides the lesson beside the tabs.
 */
@ExtendWith(ApplicationExtension.class)
class FeaturePluginFxTest {
    @TempDir
    Path temp;

    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
    }

    /** Records every call the window makes. */
    static final class Recorder implements StudioFeature {
        static final FeatureTab TAB = new FeatureTab("recorderTab", "Recorder", 35);
        final List<String> calls = new ArrayList<>();
        private final Label view = new Label("recorded");

        @Override
        public FeatureTab tab() {
            return TAB;
        }

        @Override
        public Node view() {
            return view;
        }

        @Override
        public void designOpened(Design design) {
            calls.add("opened " + design.scenario().id());
        }

        @Override
        public void designChanged(Design design) {
            calls.add("changed to SCD" + design.flow().scdType());
        }

        @Override
        public void previewReady(PreviewResult result) {
            calls.add("preview of " + result.eventCount() + " events");
        }

        @Override
        public void shown() {
            calls.add("shown");
        }

        @Override
        public void hidden() {
            calls.add("hidden");
        }
    }

    private StudioViewModel window(FxRobot robot, FeatureProvider extra) {
        StudioServices services = new StudioServices(
                        StudioServices.Workers.inline(),
                        Fixtures.returningUser(temp),
                        new RecoveryStore(temp.resolve("recovery")),
                        Optional.empty())
                .withFeature(extra);
        StudioViewModel[] vm = new StudioViewModel[1];
        robot.interact(() -> vm[0] = StudioWindow.show(stage, services, w -> new StubDialogs()));
        WaitForAsyncUtils.waitForFxEvents();
        return vm[0];
    }

    @Test
    void aRegisteredFeatureGetsItsTabAtItsPlaceAndEveryLifecycleCall(FxRobot robot) {
        Recorder recorder = new Recorder();
        StudioViewModel vm = window(robot, (FeatureContext context) -> recorder);

        List<String> tabs = robot.lookup("#featureTabs").queryAs(TabPane.class).getTabs().stream()
                .map(Tab::getText)
                .toList();
        assertThat(tabs).containsSubsequence("Timeline", "Recorder", "Practice");
        assertThat(recorder.calls).containsExactly("hidden");

        recorder.calls.clear();
        robot.interact(() -> vm.open(Fixtures.USERS));
        assertThat(recorder.calls).containsExactly("opened users-docs-example", "preview of 8 events");

        recorder.calls.clear();
        robot.interact(() -> vm.flow().setScdType(2));
        assertThat(recorder.calls).containsExactly("changed to SCD2", "preview of 8 events");

        recorder.calls.clear();
        robot.clickOn("#recorderTab");
        robot.clickOn("#previewTab");
        assertThat(recorder.calls).containsExactly("shown", "hidden");
        assertThat(vm.feature(Recorder.class)).isSameAs(recorder);
    }

    private static void selectTab(FxRobot robot, String id) {
        TabPane tabs = robot.lookup("#featureTabs").queryAs(TabPane.class);
        robot.interact(() -> tabs.getTabs().stream()
                .filter(t -> id.equals(t.getId()))
                .findFirst()
                .ifPresent(t -> tabs.getSelectionModel().select(t)));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aCodeTabOpensAtItsFirstLineNotItsLast(FxRobot robot) {
        StudioViewModel vm = window(robot, context -> new Recorder());
        robot.interact(() -> vm.open(Fixtures.USERS));
        WaitForAsyncUtils.waitForFxEvents();
        // Nine tabs with the recorder's: the Code tab's header may stand in the overflow menu of a test-sized window.
        selectTab(robot, "codeTab");
        robot.clickOn("#tab-spark-java");
        WaitForAsyncUtils.waitForFxEvents();
        org.fxmisc.richtext.CodeArea area =
                robot.lookup("#code-spark-java").queryAs(org.fxmisc.richtext.CodeArea.class);
        // The code comes a frame after its tab is shown.
        try {
            WaitForAsyncUtils.waitFor(
                    5,
                    java.util.concurrent.TimeUnit.SECONDS,
                    () -> !area.getText().isEmpty());
        } catch (java.util.concurrent.TimeoutException e) {
            // The assertion below says what was there.
        }
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(area.getText().lines().count()).as("a long file").isGreaterThan(100);
        assertThat(area.firstVisibleParToAllParIndex()).isZero();
        assertThat(area.getCaretPosition()).isZero();
    }

    @Test
    void anScdType1TimelineSaysWhyItIsEmptyWithoutASliderToDrag(FxRobot robot) {
        StudioViewModel vm = window(robot, context -> new Recorder());
        robot.interact(() -> vm.open(Fixtures.USERS));
        robot.clickOn("#timelineTab");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#timelineMessage").queryAs(Label.class).getText())
                .contains("SCD type 2");
        assertThat(robot.lookup("#asOfSlider").query().isVisible()).isFalse();
        assertThat(robot.lookup("#asOfCaption").query().isVisible()).isFalse();
        assertThat(drawn(robot.lookup("#asOfTable").query()))
                .as("no empty as-of table under headers")
                .isFalse();
        robot.clickOn("#scdType2");
        WaitForAsyncUtils.waitForFxEvents();
        // The lesson stands at its first event: one point, nothing to drag to yet.
        assertThat(robot.lookup("#asOfSlider").query().isVisible())
                .as("one point")
                .isFalse();
        assertThat(robot.lookup("#asOfCaption").queryAs(Label.class).getText())
                .startsWith("As of 1 (after event 1 of 8 in the preview): ")
                .contains("current then, in the history as it stands now");
        robot.interact(() -> vm.preview().moveTo(8));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#asOfSlider").query().isVisible()).isTrue();
        assertThat(robot.lookup("#asOfCaption").queryAs(Label.class).getText()).contains("Drag the slider");
        assertThat(drawn(robot.lookup("#asOfTable").query())).isTrue();

        // Back to type 1 with the tab open: as when it was first shown, not the history's slider and table left behind.
        robot.clickOn("#scdType1");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#timelineMessage").queryAs(Label.class).getText())
                .contains("SCD type 2");
        assertThat(robot.lookup("#asOfSlider").query().isVisible()).isFalse();
        assertThat(robot.lookup("#asOfCaption").query().isVisible()).isFalse();
        assertThat(drawn(robot.lookup("#asOfTable").query())).isFalse();
        assertThat(robot.lookup("#asOfMarker").query().isVisible())
                .as("the as-of line")
                .isFalse();
    }

    @Test
    void onlyTheTabInSightIsInTheWindowAndATabLeftWithTheFocusComesBackAsItWas(FxRobot robot) {
        StudioViewModel vm = window(robot, context -> new Recorder());
        robot.interact(() -> vm.open(Fixtures.USERS));
        robot.interact(() -> vm.preview().moveTo(5));
        javafx.scene.control.TableView<?> table =
                robot.lookup("#previewTable").queryAs(javafx.scene.control.TableView.class);
        robot.clickOn(table);
        robot.interact(() -> table.getSelectionModel().select(1));
        assertThat(table.isFocused()).isTrue();

        // A lesson brings another tab forward while the learner's keyboard is on the preview's table.
        selectTab(robot, "timelineTab");
        assertThat(table.getScene())
                .as("a tab out of sight is neither styled nor laid out: its content leaves the window")
                .isNull();
        assertThat(robot.lookup("#asOfTable").tryQuery()).isPresent();
        assertThat(robot.lookup("#featureTabs").query().getScene().getFocusOwner())
                .as("the focus is not left on a table taken out of the window")
                .matches(n -> n == null || n.getScene() != null);
        robot.press(javafx.scene.input.KeyCode.TAB).release(javafx.scene.input.KeyCode.TAB);

        robot.clickOn("#previewTab");
        assertThat((Object) robot.lookup("#previewTable").query()).isSameAs(table);
        assertThat(vm.preview().appliedProperty().get()).isEqualTo(5);
        assertThat(table.getSelectionModel().getSelectedIndex()).isEqualTo(1);
    }

    /** Whether the node and every parent of it are visible. */
    private static boolean drawn(javafx.scene.Node n) {
        for (javafx.scene.Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible()) {
                return false;
            }
        }
        return true;
    }

    @Test
    void aPracticeRoundHidesTheLessonBesideTheTabsAndItComesBackAfter(FxRobot robot) {
        StudioViewModel vm = window(robot, context -> new Recorder());
        Lesson users =
                vm.lessons().library().library().find("users-docs-example").orElseThrow();
        robot.interact(() -> vm.lessons().open(users));
        assertThat(robot.lookup("#lessonPane").tryQuery()).isPresent();

        robot.clickOn("#practiceTab");
        robot.interact(() -> vm.feature(PracticeFeature.class).viewModel().start());
        assertThat(robot.lookup("#lessonPane").tryQuery())
                .as("the lesson's tables and bullets would answer the questions")
                .isEmpty();
        assertThat(vm.preview().hiddenProperty().get()).isTrue();
        assertThat(robot.lookup("#flowPane").query().isVisible())
                .as("the settings answer 'which design made this table'")
                .isFalse();
        assertThat(robot.lookup("#featureTabs").queryAs(TabPane.class).getTabs().stream()
                        .filter(t -> t.getId().equals("codeTab"))
                        .findFirst()
                        .orElseThrow()
                        .isDisable())
                .as("nor may the code or the timeline be looked at meanwhile")
                .isTrue();

        // Answered, the question's buttons stay where they were: the lesson comes back when the round ends.
        robot.interact(() -> {
            var practice = vm.feature(PracticeFeature.class).viewModel();
            practice.answer(practice.questionProperty().get().answer());
        });
        assertThat(vm.preview().hiddenProperty().get())
                .as("answered: the preview shows again")
                .isFalse();
        assertThat(robot.lookup("#lessonPane").tryQuery())
                .as("the lesson between one question's Check and the next")
                .isEmpty();

        robot.interact(() -> vm.feature(PracticeFeature.class).viewModel().stop());
        assertThat(robot.lookup("#flowPane").query().isVisible()).isTrue();
        assertThat(robot.lookup("#lessonPane").tryQuery()).isPresent();
        assertThat(vm.preview().hiddenProperty().get()).isFalse();
    }
}
