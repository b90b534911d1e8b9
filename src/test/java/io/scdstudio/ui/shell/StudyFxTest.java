package io.scdstudio.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.lesson.Lesson;
import io.scdstudio.practice.AnswerForm;
import io.scdstudio.practice.Question;
import io.scdstudio.project.RecoveryStore;
import io.scdstudio.project.SettingsStore;
import io.scdstudio.study.ProgressStore;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.Shown;
import io.scdstudio.ui.study.StudyFeature;
import io.scdstudio.ui.study.StudyViewModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.scene.Node;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Spinner;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Study in the window: progress that survives a restart (a lesson completed, its tick in the library and the scores
 * in the Study tab), a damaged progress file, and a timed exam of three questions answered one wrong, reviewed with
 * its link into the lesson, and the missed one retried.
 */
@ExtendWith(ApplicationExtension.class)
class StudyFxTest {
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
        robot.interact(() -> vm[0] = StudioWindow.show(stage, services, w -> new StubDialogs()));
        WaitForAsyncUtils.waitForFxEvents();
        return vm[0];
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    private static boolean shown(FxRobot robot, String id) {
        return robot.lookup(id).tryQuery().map(Node::isVisible).orElse(false);
    }

    private static Lesson lesson(StudioViewModel vm, String id) {
        return vm.lessons().library().library().find(id).orElseThrow();
    }

    @Test
    void aCompletedLessonAndAnExamSurviveARestart(FxRobot robot) {
        SettingsStore settings = Fixtures.returningUser(temp.resolve("home"));
        StudioViewModel vm = window(robot, settings);
        robot.interact(() -> vm.lessons().library().open(lesson(vm, "sequence-tie")));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.study().progress().completed("sequence-tie"))
                .as("opened at its first event: visited, not completed")
                .isFalse();
        assertThat(vm.study().progress().visited("sequence-tie")).isTrue();
        robot.interact(() -> vm.preview().last());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.study().progress().completed("sequence-tie")).isTrue();

        takeExam(robot, vm, 3, false);

        StudioViewModel again = window(robot, settings);
        robot.interact(() -> again.lessons().showHome());
        WaitForAsyncUtils.waitForFxEvents();
        @SuppressWarnings("unchecked")
        ListView<Lesson> list = robot.lookup("#libraryList").queryAs(ListView.class);
        robot.interact(() -> list.scrollTo(lesson(again, "sequence-tie")));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(".lesson-mark").queryAllAs(Label.class))
                .extracting(Label::getText)
                .contains("\u2713 completed");
        assertThat(robot.lookup("#continueLesson").queryAs(ButtonBase.class).getText())
                .as("the last lesson opened is completed: continue with the first one that is not")
                .startsWith("Next: ");
        robot.interact(() -> again.lessons().showStudy());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(text(robot, "#studyReport"))
                .contains("1 of 25 completed")
                .contains("Exams taken: 1.")
                .contains("Databricks Certified Data Engineer Associate: 3 of 3 (passed)");
    }

    @Test
    void aLessonPackOpenedFromTheFileMenuIsListedInTheLibraryUnderItsName(FxRobot robot) throws Exception {
        Path home = temp.resolve("teacher");
        Path pack = temp.resolve("week1.scdpack");
        io.scdstudio.lesson.LessonLibrary bundled = io.scdstudio.lesson.LessonLibrary.read(Path.of("sample-data"));
        io.scdstudio.study.LessonPacks.export(
                pack,
                new io.scdstudio.study.LessonPacks.Manifest("week 1", "", List.of("sequence-tie"), "associate"),
                List.of(bundled.find("sequence-tie").orElseThrow()),
                null,
                false);
        StudioViewModel vm = window(robot, Fixtures.returningUser(home));
        int before = vm.lessons().library().library().lessons().size();
        robot.interact(() -> vm.installPack(pack, false));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.lessons().library().library().lessons()).hasSize(before + 1);
        Lesson fromPack = vm.lessons().library().library().lessons().get(before);
        assertThat(fromPack.folder()).startsWith(home.resolve("packs").resolve("week 1"));
        assertThat(text(robot, "#statusLabel")).contains("Opened the lesson pack 'week 1': 1 lesson(s)");
        @SuppressWarnings("unchecked")
        ListView<Lesson> list = robot.lookup("#libraryList").queryAs(ListView.class);
        robot.interact(() -> list.scrollTo(fromPack));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(".label").queryAllAs(Label.class))
                .extracting(Label::getText)
                .contains("from the pack week 1");

        StudioViewModel again = window(robot, Fixtures.returningUser(home));
        assertThat(again.lessons().library().library().lessons()).hasSize(before + 1);
    }

    @Test
    void aDamagedProgressFileIsNamedOnceAndProgressStartsEmpty(FxRobot robot) throws Exception {
        Path home = temp.resolve("damaged");
        SettingsStore settings = Fixtures.returningUser(home);
        Files.writeString(home.resolve(ProgressStore.FILE), "{\"lessons\": [oops");
        StudioViewModel vm = window(robot, settings);
        assertThat(text(robot, "#statusLabel")).contains("could not be read", "progress starts empty");
        assertThat(vm.study().progress().lessons()).isEmpty();
        assertThat(home.resolve(ProgressStore.FILE + ".damaged")).exists();
    }

    @Test
    void aTimedExamOfThreeQuestionsOneWrongIsReviewedWithItsLinkAndTheMissedOneRetried(FxRobot robot) {
        StudioViewModel vm = window(robot, Fixtures.returningUser(temp.resolve("exam")));
        // The window's first size, where the question and its buttons fill the tab: Finish's question opens below them.
        robot.interact(() -> {
            stage.setMaximized(false);
            stage.setWidth(1200);
            stage.setHeight(760);
        });
        robot.interact(() -> vm.open(Fixtures.USERS));
        WaitForAsyncUtils.waitForFxEvents();
        takeExam(robot, vm, 3, true);

        assertThat(text(robot, "#examResult")).startsWith("Score: 2 of 3");
        assertThat(text(robot, "#examReviewHead-2")).contains("\u2717 missed", "\u2691 you flagged it");
        assertThat(text(robot, "#examReviewHead-1")).contains("\u2713 right").doesNotContain("flagged");
        assertThat(text(robot, "#examResult"))
                .as("objectives in the guide's words, not their ids")
                .contains(" — ")
                .doesNotContain("ingest-cdc ·", "auto-cdc-scd ·", "pipeline-code ·", "quality ·");
        // A diagnosis may come first ("Wrong: you kept the deleted key: ... The answer is ..."): the round's seed
        // varies.
        assertThat(text(robot, "#examReviewWhy-2")).startsWith("Wrong: ").containsIgnoringCase("the answer is ");
        StudyViewModel study = vm.feature(StudyFeature.class).viewModel();
        ReviewLink link = new ReviewLink(
                study.review().get(1).question().lesson(), study.review().get(1).showAt());
        assertThat(shown(robot, "#examReviewOpen-2")).isTrue();

        robot.interact(
                () -> robot.lookup("#examRetry").queryAs(ButtonBase.class).fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(text(robot, "#examHeader")).startsWith("Question 2 (1 of 1 to retry)");
        Question again = study.questionProperty().get();
        choose(robot, again, again.answer());
        fire(robot, "#examFinish");
        assertThat(text(robot, "#examResult")).startsWith("Score: 1 of 1 (passed");
        List<javafx.scene.control.Labeled> progress = new ArrayList<>(
                robot.lookup("#studyMastery").lookup(".label").queryAllAs(javafx.scene.control.Labeled.class));
        progress.add(robot.lookup("#studyContinue").queryAs(javafx.scene.control.Labeled.class));
        assertThat(progress)
                .as("at 1200 px every objective's name and the button to the next lesson are read whole")
                .hasSizeGreaterThan(4)
                .allSatisfy(l -> assertThat(Shown.text(l)).isEqualTo(l.getText()));

        fire(robot, "#examReviewOpen-2");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.lessons().lesson().lesson().map(Lesson::id))
                .contains(link.lesson().id());
        if (link.event() > 0) {
            assertThat(vm.preview().appliedProperty().get()).isEqualTo(link.event());
        }
    }

    private record ReviewLink(Lesson lesson, int event) {}

    /**
     * Starts an associate exam of {@code n} questions from the Study tab, checks that the answers are hidden while it
     * runs and what the round says first, answers every question right (the second wrong when asked), flags one, and
     * finishes.
     */
    private static void takeExam(FxRobot robot, StudioViewModel vm, int n, boolean secondWrong) {
        robot.interact(() -> vm.lessons().showStudy());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#featureTabs")
                        .queryAs(TabPane.class)
                        .getSelectionModel()
                        .getSelectedItem()
                        .getId())
                .isEqualTo("studyTab");
        @SuppressWarnings("unchecked")
        Spinner<Integer> count = robot.lookup("#examCount").queryAs(Spinner.class);
        robot.interact(() -> count.getValueFactory().setValue(n));
        assertThat(text(robot, "#examRules"))
                .startsWith(n + " questions across the library, ")
                .contains("pass with");
        fire(robot, "#examStart");
        StudyViewModel study = vm.feature(StudyFeature.class).viewModel();
        assertThat(study.phaseProperty().get()).isEqualTo(StudyViewModel.Phase.ANSWERING);
        assertThat(vm.answersHiddenProperty().get())
                .as("the lesson, preview and settings hidden")
                .isTrue();
        assertThat(vm.preview().hiddenProperty().get()).isTrue();
        assertThat(menuItems(
                        robot, "menuOpen", "menuOpenFolder", "menuRecent", "menuImportFlow", "menuUndo", "menuRedo"))
                .as("nothing opens another design or undoes an edit behind the exam")
                .allMatch(javafx.scene.control.MenuItem::isDisable);
        assertThat(text(robot, "#examTime")).matches("\\d+:\\d\\d left");
        assertThat(text(robot, "#examStatus"))
                .as("a learner is not shown the round's seed as if it were a count of rounds")
                .startsWith("A new round: ");
        for (int i = 0; i < n; i++) {
            assertThat(text(robot, "#examHeader")).startsWith("Question " + (i + 1) + " of " + n);
            Question q = study.questionProperty().get();
            choose(robot, q, secondWrong && i == 1 ? wrong(q) : q.answer());
            if (i == 1) {
                fire(robot, "#examFlag");
                assertThat(robot.lookup("#examGo-2").queryAs(ButtonBase.class).getText())
                        .contains("\u2691");
            }
            if (i + 1 < n) {
                fire(robot, "#examNext");
            }
        }
        fire(robot, "#examFinish");
        assertThat(study.phaseProperty().get())
                .as("a flagged question: Finish asks first")
                .isEqualTo(StudyViewModel.Phase.ANSWERING);
        assertThat(text(robot, "#examFinishQuestion")).isEqualTo("1 flagged for review. Finish anyway?");
        assertThat(inSight(robot, "#examFinishConfirm"))
                .as("Finish anyway is scrolled into sight, not clipped below the tab")
                .isTrue();
        fire(robot, "#examFinishConfirm");
        assertThat(study.phaseProperty().get()).isEqualTo(StudyViewModel.Phase.REVIEW);
        assertThat(vm.answersHiddenProperty().get()).isFalse();
    }

    /** Whether the whole of the node is inside the scroll pane around it, as it scrolled. */
    private static boolean inSight(FxRobot robot, String id) {
        Node node = robot.lookup(id).query();
        javafx.scene.Parent p = node.getParent();
        while (p != null && !(p instanceof javafx.scene.control.ScrollPane)) {
            p = p.getParent();
        }
        if (p == null) {
            return node.isVisible();
        }
        javafx.geometry.Bounds seen = p.localToScene(p.getLayoutBounds());
        javafx.geometry.Bounds at = node.localToScene(node.getLayoutBounds());
        return node.isVisible() && at.getMinY() >= seen.getMinY() - 0.5 && at.getMaxY() <= seen.getMaxY() + 0.5;
    }

    private static void fire(FxRobot robot, String id) {
        robot.interact(() -> robot.lookup(id).queryAs(ButtonBase.class).fire());
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Chooses {@code answer} in the exam's controls. */
    private static void choose(FxRobot robot, Question q, String answer) {
        if (q.form() == AnswerForm.LETTER) {
            fire(robot, "#examOption-" + answer);
        } else if (q.form() == AnswerForm.NUMBERS) {
            for (String n : answer.split(",")) {
                fire(robot, "#examOption-" + n);
            }
        } else {
            robot.interact(() ->
                    robot.lookup("#examAnswerField").queryAs(TextField.class).setText(answer));
        }
    }

    private static String wrong(Question q) {
        return switch (q.form()) {
            case LETTER -> q.answer().equals("a") ? "b" : "a";
            case NUMBERS -> q.answer().equals("1") ? "2" : "1";
            case INTERVALS -> "0,0";
        };
    }

    private static List<javafx.scene.control.MenuItem> menuItems(FxRobot robot, String... ids) {
        javafx.scene.control.MenuBar bar = robot.lookup(".menu-bar").queryAs(javafx.scene.control.MenuBar.class);
        List<String> wanted = List.of(ids);
        List<javafx.scene.control.MenuItem> found = bar.getMenus().stream()
                .flatMap(m -> m.getItems().stream())
                .filter(i -> i.getId() != null && wanted.contains(i.getId()))
                .toList();
        assertThat(found).hasSize(ids.length);
        return found;
    }
}
