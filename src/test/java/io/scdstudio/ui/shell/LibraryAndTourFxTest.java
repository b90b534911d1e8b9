package io.scdstudio.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.lesson.Lesson;
import io.scdstudio.lesson.LessonLink;
import io.scdstudio.lesson.Topic;
import io.scdstudio.project.RecoveryStore;
import io.scdstudio.project.SettingsStore;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.lesson.MarkdownView;
import io.scdstudio.ui.theme.Theme;
import io.scdstudio.ui.timeline.TimelineFeature;
import io.scdstudio.ui.timeline.TimelineViewModel;
import io.scdstudio.ui.tour.FirstRunTour;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Stream;
import javafx.scene.Node;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
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
 * The learner's way in: the first start of a fresh install (the users example at its first event under the tour,
 * never again once skipped), the scenario browser filtered by topic, a lesson opened beside the preview, its links
 * moving the preview, and the suggested next lesson.
 */
@ExtendWith(ApplicationExtension.class)
class LibraryAndTourFxTest {
    @TempDir
    Path temp;

    private final StubDialogs dialogs = new StubDialogs();
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
    }

    private StudioViewModel window(FxRobot robot, Stage on, SettingsStore settings) {
        StudioServices services = new StudioServices(
                StudioServices.Workers.inline(),
                settings,
                new RecoveryStore(temp.resolve("recovery")),
                Optional.empty());
        StudioViewModel[] vm = new StudioViewModel[1];
        robot.interact(() -> vm[0] = StudioWindow.show(on, services, w -> dialogs));
        WaitForAsyncUtils.waitForFxEvents();
        return vm[0];
    }

    private static boolean shown(FxRobot robot, String id) {
        return robot.lookup(id).tryQuery().map(Node::isVisible).orElse(false);
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    @Test
    void theAppsWindowFirstSaysItIsOpeningThenShowsTheFirstStartsTour(FxRobot robot) throws Exception {
        StudioServices services = new StudioServices(
                StudioServices.Workers.inline(),
                new SettingsStore(temp.resolve("first").resolve("settings.json")),
                new RecoveryStore(temp.resolve("recovery")),
                Optional.empty());
        String[] firstText = new String[1];
        StudioViewModel[] vm = new StudioViewModel[1];
        robot.interact(() -> {
            vm[0] = StudioWindow.showAtOnce(stage, services, w -> dialogs, Optional.empty());
            firstText[0] = robot.lookup(".opening-message").queryAs(Label.class).getText();
        });
        assertThat(firstText[0]).isEqualTo("Opening SCD Studio\u2026");

        // The view is still being put together on the FX thread: look for the overlay there, not from this thread,
        // where a lookup can walk a list of children while it changes.
        WaitForAsyncUtils.waitFor(
                30,
                TimeUnit.SECONDS,
                () -> WaitForAsyncUtils.asyncFx(() -> shown(robot, "#tourOverlay"))
                        .get());
        // The overlay shows as the tour starts, and the FX thread fills in its first step in the same call: let that
        // call finish before reading the card from this thread.
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(text(robot, "#tourPlace")).isEqualTo("Step 1 of 7");
        assertThat(robot.lookup(".opening-message").tryQuery()).isEmpty();
        assertThat(robot.lookup("#mainView").queryAs(MainView.class).getTop())
                .as("the menus, which join the view built off the FX thread on that thread")
                .isNotNull();
        // The tour's first step shows the Feed tab, styled out of sight while the view was built: its events, not
        // its schema, take most of the tab.
        javafx.scene.control.SplitPane feedSplit = (javafx.scene.control.SplitPane) ((javafx.scene.layout.BorderPane)
                        robot.lookup("#feedSummary").query().getParent())
                .getCenter();
        assertThat(feedSplit.getDividerPositions()[0])
                .as("the feed's events' share")
                .isGreaterThan(0.5);

        // The view was built in a scene of its own, which replaced the opening one: the theme follows it.
        robot.interact(() -> vm[0].themeProperty().set(Theme.DARK.id()));
        assertThat(stage.getScene().getStylesheets())
                .contains(Theme.DARK.colours())
                .doesNotContain(Theme.LIGHT.colours());
        assertThat(stage.getScene().getRoot().lookup("#mainView")).isNotNull();
    }

    @Test
    void aFreshInstallOpensTheUsersExampleAtItsFirstEventUnderTheTourAndNotOnTheSecondStart(FxRobot robot) {
        SettingsStore fresh = new SettingsStore(temp.resolve("fresh").resolve("settings.json"));
        StudioViewModel vm = window(robot, stage, fresh);

        assertThat(shown(robot, "#tourOverlay")).isTrue();
        assertThat(text(robot, "#tourPlace")).isEqualTo("Step 1 of 7");
        assertThat(vm.document().design().orElseThrow().scenario().id()).isEqualTo("users-docs-example");
        assertThat(vm.lessons().lesson().lesson().map(Lesson::id)).contains("users-docs-example");
        assertThat(text(robot, "#lessonPlace"))
                .as("the first start's lesson comes first, so Next lesson skips none")
                .startsWith("Lesson 1 of ");
        assertThat(shown(robot, "#homeView")).isFalse();
        assertThat(robot.lookup("#featureTabs")
                        .queryAs(TabPane.class)
                        .getSelectionModel()
                        .getSelectedItem()
                        .getId())
                .as("the first step brings the feed forward")
                .isEqualTo("feedTab");

        robot.clickOn("#tourNext");
        assertThat(text(robot, "#tourTitle")).isEqualTo("Step through the events");
        assertThat(vm.preview().appliedProperty().get())
                .as("the users example opens at its first event")
                .isEqualTo(1);
        robot.clickOn("#nextLessonButton");
        assertThat(vm.lessons().lesson().lesson().map(Lesson::id))
                .as("a click on the dimmed window reaches nothing under it")
                .contains("users-docs-example");
        robot.press(javafx.scene.input.KeyCode.CONTROL, javafx.scene.input.KeyCode.SHIFT, javafx.scene.input.KeyCode.L)
                .release(
                        javafx.scene.input.KeyCode.L,
                        javafx.scene.input.KeyCode.SHIFT,
                        javafx.scene.input.KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.lessons().lesson().lesson().map(Lesson::id))
                .as("nor does Next lesson's shortcut while the tour runs")
                .contains("users-docs-example");
        assertThat(shown(robot, "#tourOverlay")).isTrue();
        robot.clickOn("#forwardButton");
        assertThat(vm.preview().appliedProperty().get())
                .as("the step bar the step frames takes clicks")
                .isEqualTo(2);
        robot.clickOn("#tourNext");
        assertThat(vm.preview().appliedProperty().get())
                .as("the colours step shows the delete")
                .isEqualTo(5);
        assertThat(text(robot, "#explanationText")).contains("Delete of 123");
        robot.clickOn("#tourBack");
        assertThat(text(robot, "#tourTitle")).isEqualTo("Step through the events");
        robot.clickOn("#tourSkip");
        assertThat(shown(robot, "#tourOverlay")).isFalse();
        assertThat(fresh.load().tourSeen()).as("skipping is remembered").isTrue();
        assertThat(vm.study().progress().completed("users-docs-example")).isFalse();
        robot.interact(
                () -> vm.preview().moveTo(vm.preview().eventCountProperty().get()));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.study().progress().completed("users-docs-example"))
                .as("after the tour, the learner's own jump to the last event completes the example")
                .isTrue();

        Stage[] second = new Stage[1];
        robot.interact(() -> second[0] = new Stage());
        StudioViewModel again = window(robot, second[0], fresh);
        assertThat(again.lessons().tour().runningProperty().get())
                .as("no tour on the second start")
                .isFalse();
        assertThat(again.document().design())
                .as("a returning user starts at home, not in an empty window")
                .isEmpty();
        assertThat(again.lessons().homeShownProperty().get()).isTrue();
        robot.interact(second[0]::close);
    }

    @Test
    void theTourCanBeReplayedFromHelpAndEndsWithDone(FxRobot robot) {
        StudioViewModel vm = window(robot, stage, Fixtures.returningUser(temp));
        assertThat(vm.lessons().tour().runningProperty().get()).isFalse();
        robot.clickOn("#menuHelp").clickOn("#menuTour");
        assertThat(shown(robot, "#tourOverlay")).isTrue();
        assertThat(vm.document().design())
                .as("the tour opens the users example to point at")
                .isPresent();
        for (int i = 0; i < 6; i++) {
            robot.clickOn("#tourNext");
        }
        assertThat(text(robot, "#tourTitle")).isEqualTo("Your turn");
        assertThat(robot.lookup("#tourNext").queryButton().getText()).isEqualTo("Done");
        robot.clickOn("#tourNext");
        assertThat(shown(robot, "#tourOverlay")).isFalse();
        assertThat(vm.study().progress().completed("users-docs-example"))
                .as("the tour stepped the example to its end, the learner did not")
                .isFalse();
    }

    @Test
    void atTheDefaultSizeNoTourCardCoversTheControlItExplainsOrWhatItsTextTalksAbout(FxRobot robot) {
        StudioViewModel vm = window(robot, stage, Fixtures.returningUser(temp));
        robot.interact(() -> {
            stage.setMaximized(false);
            stage.setWidth(1200);
            stage.setHeight(760);
        });
        robot.clickOn("#menuHelp").clickOn("#menuTour");
        List<String> covered = new java.util.ArrayList<>();
        for (int i = 0; i < vm.lessons().tour().size(); i++) {
            WaitForAsyncUtils.waitForFxEvents();
            io.scdstudio.ui.tour.TourStep step = vm.lessons().tour().current().orElseThrow();
            Node card = robot.lookup("#tourCard").query();
            javafx.geometry.Bounds cardBounds = card.localToScene(card.getLayoutBounds());
            List<String> ids = new java.util.ArrayList<>(step.keptInSight());
            ids.add(step.targetId());
            for (String id : ids) {
                Node n = robot.lookup("#" + id).query();
                javafx.geometry.Bounds b = n.localToScene(n.getBoundsInLocal());
                if (cardBounds.intersects(b.getMinX() + 1, b.getMinY() + 1, b.getWidth() - 2, b.getHeight() - 2)) {
                    covered.add(step.title() + " covers #" + id);
                }
            }
            robot.clickOn("#tourNext");
        }
        assertThat(covered).isEmpty();
        assertThat(FirstRunTour.steps(25).stream().limit(4).map(io.scdstudio.ui.tour.TourStep::keptInSight))
                .as("the first steps name the rows and tables their text talks about")
                .allSatisfy(ids -> assertThat(ids).isNotEmpty());
    }

    @Test
    void theToursTimelineStepShowsHistoryBesideTheChartAndLeavesTheExampleAsItWas(FxRobot robot) {
        StudioViewModel vm = atTheToursTimelineStep(robot);
        WaitForAsyncUtils.waitForFxEvents();
        TimelineViewModel timeline = vm.feature(TimelineFeature.class).viewModel();
        assertThat(timeline.keys()).as("the chart has versions to show").isNotEmpty();
        assertThat(timeline.messageProperty().get())
                .as("no hint to store the target as SCD type 2 behind the card")
                .isEmpty();
        Node card = robot.lookup("#tourCard").query();
        Node chart = robot.lookup("#timelineChart").query();
        assertThat(card.localToScene(card.getBoundsInLocal()).intersects(chart.localToScene(chart.getBoundsInLocal())))
                .as("the card stands beside what it explains")
                .isFalse();

        robot.clickOn("#tourNext");
        assertThat(vm.document().design().orElseThrow().flow().scdType())
                .as("the example is back as it opened")
                .isEqualTo(1);
        assertThat(vm.document().isDirty()).isFalse();
    }

    @Test
    void nextLessonFromTheToursTimelineStepEndsTheTourWithoutAskingToSaveTheToursOwnChange(FxRobot robot) {
        StudioViewModel vm = atTheToursTimelineStep(robot);
        assertThat(vm.document().design().orElseThrow().flow().scdType()).isEqualTo(2);

        robot.interact(() -> vm.lessons().lesson().openNext());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dialogs.unsavedAsked)
                .as("the tour's SCD type 2 is not the learner's change")
                .isEmpty();
        assertThat(shown(robot, "#tourOverlay")).isFalse();
        assertThat(vm.document().design().orElseThrow().scenario().id()).isNotEqualTo("users-docs-example");
    }

    @Test
    void leavingALessonTheLearnerChangedAsksToSaveACopyOfTheirOwn(FxRobot robot) {
        StudioViewModel vm = window(robot, stage, Fixtures.returningUser(temp));
        robot.clickOn("#startFirstLesson");
        String title = vm.lessons().lesson().lesson().orElseThrow().title();
        int type = vm.document().design().orElseThrow().flow().scdType();
        robot.interact(() -> vm.flow().setScdType(3 - type));
        robot.interact(() -> vm.lessons().lesson().openNext());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dialogs.unsavedAsked)
                .as("named by the lesson's title")
                .containsExactly("\u201c" + title + "\u201d (saved as an own copy)");
    }

    @Test
    void theBrowserFiltersByTopicAndOpensAScenarioWithItsLessonBesideThePreview(FxRobot robot) {
        StudioViewModel vm = window(robot, stage, Fixtures.returningUser(temp));
        assertThat(shown(robot, "#homeView"))
                .as("nothing open: the home view with the library")
                .isTrue();
        @SuppressWarnings("unchecked")
        ListView<Lesson> list = robot.lookup("#libraryList").queryAs(ListView.class);
        int all = list.getItems().size();
        assertThat(all).isGreaterThanOrEqualTo(16);

        robot.clickOn("#tag-snapshots");
        assertThat(list.getItems()).isNotEmpty().hasSizeLessThan(all).allMatch(l -> l.has(Topic.SNAPSHOTS));
        assertThat(text(robot, "#librarySummary")).contains("about snapshots");
        robot.clickOn("#tag-all");
        assertThat(list.getItems()).hasSize(all);

        robot.interact(() -> {
            stage.setMaximized(false);
            stage.setWidth(1200);
            stage.setHeight(760);
        });
        robot.clickOn("#tag-cdc-formats");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#libraryList").lookup(".label").queryAllAs(javafx.scene.control.Labeled.class))
                .as("at the first window size every lesson's title and story are read whole")
                .isNotEmpty()
                .allSatisfy(l -> assertThat(io.scdstudio.ui.Shown.text(l)).isEqualTo(l.getText()));

        robot.clickOn("#tag-ties");
        Lesson chosen = list.getItems().get(0);
        robot.interact(() -> list.getSelectionModel().select(chosen));
        robot.clickOn("#openLessonButton");

        assertThat(shown(robot, "#homeView")).isFalse();
        assertThat(vm.document().design().orElseThrow().origin())
                .isEqualTo(chosen.folder().toAbsolutePath().normalize());
        assertThat(vm.document().design().orElseThrow().folder())
                .as("a lesson opens as a template: Save asks where")
                .isEmpty();
        assertThat(shown(robot, "#lessonPane")).isTrue();
        assertThat(text(robot, "#lessonTitle")).isEqualTo(chosen.title());
        assertThat(vm.preview().appliedProperty().get())
                .as("a lesson opens at its first event")
                .isEqualTo(1);

        robot.clickOn("#lessonLibraryButton");
        assertThat(shown(robot, "#homeView")).isTrue();
        robot.clickOn("#backToDesign");
        assertThat(shown(robot, "#lessonPane")).isTrue();
    }

    @Test
    void aLessonLinkMovesThePreviewToTheEventItNamesAndFollowsTheKey(FxRobot robot) {
        StudioViewModel vm = window(robot, stage, Fixtures.returningUser(temp));
        Lesson users =
                vm.lessons().library().library().find("users-docs-example").orElseThrow();
        robot.interact(() -> vm.lessons().library().open(users));
        robot.clickOn("#feedTab");

        Hyperlink toEvent = link(robot, l -> l instanceof LessonLink.ToEvent e && e.event() > 1);
        int event = ((LessonLink.ToEvent) toEvent.getProperties().get(MarkdownView.LINK_KEY)).event();
        robot.interact(() -> toEvent.fire());
        assertThat(vm.preview().appliedProperty().get()).isEqualTo(event);
        assertThat(robot.lookup("#featureTabs")
                        .queryAs(TabPane.class)
                        .getSelectionModel()
                        .getSelectedItem()
                        .getId())
                .isEqualTo("previewTab");
        assertThat(text(robot, "#positionLabel")).startsWith("Event " + event + " of 8");

        Hyperlink toKey = link(robot, l -> l instanceof LessonLink.ToKey);
        String key = ((LessonLink.ToKey) toKey.getProperties().get(MarkdownView.LINK_KEY)).keyText();
        robot.interact(() -> toKey.fire());
        assertThat(vm.preview().keyFilterProperty().get()).isEqualTo("=" + key);
        assertThat(vm.preview().rows())
                .isNotEmpty()
                .allMatch(r -> vm.preview().keyText(r).equals(key));
    }

    @Test
    void nextLessonFollowsTheSuggestedOrder(FxRobot robot) {
        StudioViewModel vm = window(robot, stage, Fixtures.returningUser(temp));
        List<Lesson> lessons = vm.lessons().library().library().lessons();
        robot.clickOn("#startFirstLesson");
        assertThat(vm.lessons().lesson().lesson()).contains(lessons.get(0));
        assertThat(text(robot, "#lessonPlace")).isEqualTo("Lesson 1 of " + lessons.size());
        robot.clickOn("#nextLessonButton");
        assertThat(vm.lessons().lesson().lesson()).contains(lessons.get(1));
        assertThat(vm.document().design().orElseThrow().origin())
                .isEqualTo(lessons.get(1).folder().toAbsolutePath().normalize());
        assertThat(vm.recentFiles())
                .as("Recent lists the lessons a learner opened")
                .startsWith(lessons.get(1).folder().toAbsolutePath().normalize().toString());
        assertThat(recentMenuTexts(robot))
                .as("Open Recent names a lesson by its title")
                .first()
                .asString()
                .startsWith(lessons.get(1).title() + " \u2014 ");
        robot.clickOn("#previousLessonButton");
        assertThat(vm.lessons().lesson().lesson()).contains(lessons.get(0));

        robot.clickOn("#closeLessonButton");
        assertThat(robot.lookup("#lessonPane").tryQuery()).isEmpty();
        assertThat(vm.document().design())
                .as("closing the lesson keeps the design")
                .isPresent();
    }

    @Test
    void aLibraryScenarioOpenedFromItsFolderShowsItsLessonAndIsNeverSavedOverTheLibrary(FxRobot robot) {
        StudioViewModel vm = window(robot, stage, Fixtures.returningUser(temp));
        robot.interact(() -> vm.open(Fixtures.CUSTOMER_MOVES));
        assertThat(vm.lessons().lesson().lesson().map(Lesson::id)).contains("customer-moves");
        assertThat(vm.preview().appliedProperty().get())
                .as("a lesson opened as a folder starts at its first event too")
                .isEqualTo(1);
        assertThat(vm.document().design().orElseThrow().folder())
                .as("Save asks for a folder of the user's own")
                .isEmpty();
        assertThat(vm.recentFiles())
                .first()
                .isEqualTo(Fixtures.CUSTOMER_MOVES.toAbsolutePath().normalize().toString());
    }

    @Test
    void aTeachersOwnLessonFolderShowsItsLessonWithItsFolderAsTheOrder(FxRobot robot) throws IOException {
        Path own = temp.resolve("my-course").resolve("week-1");
        Files.createDirectories(own);
        try (Stream<Path> files = Files.list(Fixtures.USERS)) {
            for (Path f : files.toList()) {
                Files.copy(f, own.resolve(f.getFileName()));
            }
        }
        StudioViewModel vm = window(robot, stage, Fixtures.returningUser(temp));
        robot.interact(() -> vm.open(own));
        assertThat(vm.lessons().lesson().lesson().map(Lesson::folder))
                .contains(own.toAbsolutePath().normalize());
        assertThat(text(robot, "#lessonPlace")).isEqualTo("Lesson 1 of 1");
        assertThat(vm.document().design().orElseThrow().folder())
                .as("a teacher's folder saves into itself")
                .contains(own.toAbsolutePath().normalize());
        String title = vm.lessons().lesson().lesson().orElseThrow().title();
        assertThat(recentMenuTexts(robot))
                .as("Open Recent names a lesson outside the library by its title too, not by its folder")
                .first()
                .asString()
                .startsWith(title + " \u2014 ");
    }

    @Test
    void aRecoveredLessonStillOpensAsATemplateSoSavingAsksForAFolder(FxRobot robot) {
        StudioViewModel vm = window(robot, stage, Fixtures.returningUser(temp));
        Lesson users =
                vm.lessons().library().library().find("users-docs-example").orElseThrow();
        robot.interact(() -> vm.lessons().library().open(users));
        robot.clickOn("#scdType2");
        assertThat(vm.document().isDirty()).isTrue();
        robot.interact(() -> vm.document().open(io.scdstudio.project.DesignFiles.open(Fixtures.CUSTOMER_MOVES), false));
        robot.interact(() -> vm.files().offerRecovery());
        assertThat(vm.document().design().orElseThrow().scenario().id()).isEqualTo("users-docs-example");
        assertThat(vm.document().design().orElseThrow().folder())
                .as("never the library's own folder")
                .isEmpty();
        assertThat(vm.lessons().lesson().lesson().map(Lesson::id)).contains("users-docs-example");
    }

    @Test
    void theLibraryDuringTheTourEndsItAndTakingItAgainStartsOver(FxRobot robot) {
        StudioViewModel vm = window(robot, stage, Fixtures.returningUser(temp));
        robot.clickOn("#menuHelp").clickOn("#menuTour");
        robot.clickOn("#tourNext");
        robot.interact(() -> vm.lessons().startTour());
        assertThat(text(robot, "#tourPlace")).isEqualTo("Step 1 of 7");
        robot.interact(() -> vm.lessons().showHome());
        assertThat(shown(robot, "#tourOverlay")).isFalse();
        assertThat(shown(robot, "#homeView")).isTrue();
    }

    @Test
    void theLibraryOpenedOverALessonPointsAtThatLesson(FxRobot robot) {
        StudioViewModel vm = window(robot, stage, Fixtures.returningUser(temp));
        @SuppressWarnings("unchecked")
        ListView<Lesson> list = robot.lookup("#libraryList").queryAs(ListView.class);
        Lesson late = list.getItems().get(list.getItems().size() - 2);
        robot.interact(() -> vm.lessons().library().open(late));
        WaitForAsyncUtils.waitForFxEvents();

        robot.interact(() -> vm.lessons().showHome());
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(list.getSelectionModel().getSelectedItem())
                .as("the open lesson, not lesson 1")
                .isEqualTo(late);
        assertThat(robot.lookup("#libraryList .list-cell").queryAllAs(javafx.scene.control.ListCell.class))
                .as("and in sight")
                .anyMatch(c -> late.equals(c.getItem()) && io.scdstudio.ui.OnlyInSight.seen(c));
        assertThat(list.isFocused())
                .as("the keyboard on the list: Enter goes back to the lesson")
                .isTrue();
    }

    /** A returning user's window with the tour taken from Help up to its timeline step. */
    private StudioViewModel atTheToursTimelineStep(FxRobot robot) {
        StudioViewModel vm = window(robot, stage, Fixtures.returningUser(temp));
        robot.clickOn("#menuHelp").clickOn("#menuTour");
        while (!text(robot, "#tourTitle").equals("The timeline")) {
            robot.clickOn("#tourNext");
        }
        return vm;
    }

    private static Hyperlink link(FxRobot robot, Predicate<LessonLink> wanted) {
        return robot.lookup("#lessonBody .hyperlink").queryAllAs(Hyperlink.class).stream()
                .filter(h -> h.getProperties().get(MarkdownView.LINK_KEY) instanceof LessonLink l && wanted.test(l))
                .findFirst()
                .orElseThrow(() -> new AssertionError("the lesson has no such link"));
    }

    private static List<String> recentMenuTexts(FxRobot robot) {
        javafx.scene.control.MenuBar bar = robot.lookup(".menu-bar").queryAs(javafx.scene.control.MenuBar.class);
        return bar.getMenus().stream()
                .flatMap(m -> m.getItems().stream())
                .filter(i -> "menuRecent".equals(i.getId()))
                .flatMap(i -> ((javafx.scene.control.Menu) i).getItems().stream())
                .map(javafx.scene.control.MenuItem::getText)
                .toList();
    }
}
