package io.scdstudio.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.project.RecoveryStore;
import io.scdstudio.spark.SparkSettings;
import io.scdstudio.ui.ErrorReport;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.LatestWinsRunner;
import io.scdstudio.ui.TaskRunner;
import io.scdstudio.ui.practice.PracticeFeature;
import io.scdstudio.ui.run.RunFeature;
import io.scdstudio.ui.shell.Dialogs;
import io.scdstudio.ui.shell.StudioServices;
import io.scdstudio.ui.shell.StudioViewModel;
import io.scdstudio.ui.shell.StudioWindow;
import io.scdstudio.ui.timeline.TimelineFeature;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TitledPane;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Renders the window with the users example to the PNGs in {@code docs/screenshots/} that the README and
 * docs/studio.md show, wired as {@link Launcher} wires it, so the run pane runs the flow on the embedded Spark +
 * Delta engine (its session starts in this JVM: allow a minute). It lives in {@code app} because only the
 * launcher may hand the window a Spark engine. Not a regular test (the name keeps surefire from picking it
 * up); regenerate with {@code mvn test -Dtest=ScreenshotTool -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@ExtendWith(ApplicationExtension.class)
class ScreenshotTool {
    private static final Path OUT = Path.of("docs/screenshots");
    /** The window's default size, which a first-time learner sees. */
    private static final int WIDTH = 1200;

    private static final int HEIGHT = 760;

    @TempDir
    static Path temp;

    private final List<ErrorReport> errors = new ArrayList<>();
    private StudioViewModel vm;
    private Stage stage;
    private StudioServices services;

    @Start
    void start(Stage s) {
        stage = s;
        services = new StudioServices(
                new StudioServices.Workers(
                        TaskRunner.inline(),
                        TaskRunner.inline(),
                        TaskRunner.inline(),
                        TaskRunner.inline(),
                        new LatestWinsRunner("engine-job"),
                        TaskRunner.inline(),
                        TaskRunner.inline(),
                        TaskRunner.inline(),
                        TaskRunner.inline(),
                        TaskRunner.inline(),
                        TaskRunner.inline(),
                        TaskRunner.inline(),
                        TaskRunner.inline()),
                Fixtures.returningUser(temp),
                new RecoveryStore(temp.resolve("recovery")),
                Optional.of(
                        Launcher.sparkForTheRunPane(new SparkSettings(SparkSettings.LOCAL, temp.resolve("spark")))));
        vm = StudioWindow.show(s, services, w -> new NoDialogs());
        s.setWidth(WIDTH);
        s.setHeight(HEIGHT);
    }

    @Test
    void renderTheUsersExample(FxRobot robot) throws IOException, TimeoutException {
        Files.createDirectories(OUT);
        robot.interact(() -> vm.open(Fixtures.USERS));
        // The panes at full width; the lesson beside them has screenshots of its own.
        robot.interact(() -> vm.lessons().lesson().close());
        robot.clickOn("#scdType2");
        robot.interact(() -> vm.preview().moveTo(7));
        shoot(robot, "preview.png");

        robot.clickOn("#feedTab");
        robot.interact(() -> editTheLastType(robot.lookup("#schemaTable").queryAs(TableView.class)));
        shoot(robot, "feed.png");
        robot.type(KeyCode.ESCAPE);

        robot.clickOn("#timelineTab");
        robot.interact(() -> vm.preview().last());
        robot.interact(() -> vm.feature(TimelineFeature.class)
                .viewModel()
                .asOfProperty()
                .set(vm.feature(TimelineFeature.class)
                        .viewModel()
                        .axisProperty()
                        .get()
                        .rank(5L)));
        shoot(robot, "timeline.png");

        robot.clickOn("#codeTab");
        codeShown(robot);
        shoot(robot, "code.png");

        // The flow pane's lower half (the upper half is in every other screenshot).
        robot.clickOn("#previewTab");
        robot.interact(() -> robot.lookup("#flowPane").queryAs(ScrollPane.class).setVvalue(1));
        shoot(robot, "flow.png");
        robot.interact(() -> robot.lookup("#flowPane").queryAs(ScrollPane.class).setVvalue(0));

        robot.clickOn("#runTab");
        robot.clickOn("#runButton");
        WaitForAsyncUtils.waitFor(
                5,
                TimeUnit.MINUTES,
                () -> !vm.feature(RunFeature.class)
                        .viewModel()
                        .runningProperty()
                        .get());
        robot.clickOn("#runTableTab");
        robot.interact(() -> {
            TitledPane log = robot.lookup("#runLogPane").queryAs(TitledPane.class);
            log.setAnimated(false); // a snapshot during the opening animation shows the log squeezed
            log.setExpanded(true);
        });
        shoot(robot, "run.png");
        robot.interact(() -> {
            robot.lookup("#runLogPane").queryAs(TitledPane.class).setExpanded(false);
            TitledPane settings = robot.lookup("#runSettingsPane").queryAs(TitledPane.class);
            settings.setAnimated(false);
            settings.setExpanded(true);
        });
        shoot(robot, "run-settings.png");
        robot.interact(
                () -> robot.lookup("#runSettingsPane").queryAs(TitledPane.class).setExpanded(false));

        // Three batches, so the history has versions to travel between.
        robot.interact(() -> vm.open(Fixtures.CUSTOMER_MOVES));
        robot.interact(() -> vm.lessons().lesson().close());
        // A lesson opens on the Preview: back to the Run tab.
        robot.clickOn("#runTab");
        robot.clickOn("#runButton");
        WaitForAsyncUtils.waitFor(
                5,
                TimeUnit.MINUTES,
                () -> !vm.feature(RunFeature.class)
                        .viewModel()
                        .runningProperty()
                        .get());
        robot.clickOn("#runHistoryTab");
        robot.interact(
                () -> robot.lookup("#runLogPane").queryAs(TitledPane.class).setExpanded(false));
        robot.interact(() -> robot.lookup("#runHistoryTable")
                .queryAs(TableView.class)
                .getSelectionModel()
                .select(1));
        WaitForAsyncUtils.waitFor(
                2,
                TimeUnit.MINUTES,
                () -> !vm.feature(RunFeature.class).viewModel().versionRows().isEmpty());
        shoot(robot, "run-history.png");

        assertThat(errors).as("errors the window showed").isEmpty();
    }

    /**
     * The learner's way in: the home view with the library, the first-run tour over the users example, and a
     * lesson beside the preview with its link followed. No Spark here, so it can run on its own:
     * {@code mvn test -Dtest=ScreenshotTool#renderTheLibraryTheTourAndALesson -Dsurefire.failIfNoSpecifiedTests=false}.
     */
    @Test
    void renderTheLibraryTheTourAndALesson(FxRobot robot) throws IOException {
        Files.createDirectories(OUT);
        shoot(robot, "home.png");
        robot.clickOn("#tag-late-data");
        shoot(robot, "library-late-data.png");
        robot.clickOn("#tag-all");

        robot.interact(() -> vm.lessons().startTour());
        WaitForAsyncUtils.waitForFxEvents();
        shoot(robot, "tour-feed.png");
        robot.clickOn("#tourNext");
        robot.clickOn("#tourNext");
        shoot(robot, "tour-colours.png");
        robot.clickOn("#tourSkip");

        io.scdstudio.lesson.Lesson lesson = vm.lessons()
                .library()
                .library()
                .find("late-update-splits-history")
                .orElseThrow();
        robot.interact(() -> vm.lessons().library().open(lesson));
        robot.interact(() -> vm.preview().moveTo(5));
        shoot(robot, "lesson.png");

        io.scdstudio.lesson.Lesson snapshots =
                vm.lessons().library().library().find("historical-snapshots").orElseThrow();
        robot.interact(() -> vm.lessons().library().open(snapshots));
        shoot(robot, "lesson-snapshots.png");
        assertThat(errors).as("errors the window showed").isEmpty();
    }

    /**
     * Practice (a question, a wrong answer explained, the score) and the textbook MERGE beside AUTO CDC, on the users
     * example as SCD type 2: {@code mvn test -Dtest=ScreenshotTool#renderPracticeAndTheTextbookMerge
     * -Dsurefire.failIfNoSpecifiedTests=false}.
     */
    @Test
    void renderPracticeAndTheTextbookMerge(FxRobot robot) throws IOException, TimeoutException {
        Files.createDirectories(OUT);
        robot.interact(() -> vm.open(Fixtures.USERS));
        robot.interact(() -> vm.lessons().lesson().close());
        robot.clickOn("#scdType2");
        robot.clickOn("#compareTab");
        // The whole tables and the cards come one a frame: the users example has two cards.
        WaitForAsyncUtils.waitFor(
                10,
                java.util.concurrent.TimeUnit.SECONDS,
                () -> robot.lookup("#compareCards")
                                .queryAs(javafx.scene.layout.VBox.class)
                                .getChildren()
                                .size()
                        >= 2);
        WaitForAsyncUtils.sleep(100, java.util.concurrent.TimeUnit.MILLISECONDS);
        shoot(robot, "textbook-merge.png");

        robot.clickOn("#practiceTab");
        robot.clickOn("#practiceStart");
        // The first question of seed 1 that asks what an event does: answered wrong, so its explanation shows.
        while (vm.feature(PracticeFeature.class)
                        .viewModel()
                        .questionProperty()
                        .get()
                        .kind()
                != io.scdstudio.practice.QuestionKind.EVENT_OUTCOME) {
            robot.interact(() -> vm.feature(PracticeFeature.class)
                    .viewModel()
                    .answer(vm.feature(PracticeFeature.class)
                            .viewModel()
                            .questionProperty()
                            .get()
                            .answer()));
            robot.interact(() -> vm.feature(PracticeFeature.class).viewModel().next());
        }
        shoot(robot, "practice-question.png");
        io.scdstudio.practice.Question q =
                vm.feature(PracticeFeature.class).viewModel().questionProperty().get();
        robot.clickOn("#practiceOption-" + (q.answer().equals("a") ? "b" : "a"));
        robot.clickOn("#practiceCheck");
        shoot(robot, "practice-wrong.png");
        while (vm.feature(PracticeFeature.class).viewModel().questionProperty().get() != null) {
            robot.interact(() -> vm.feature(PracticeFeature.class).viewModel().next());
            if (vm.feature(PracticeFeature.class).viewModel().questionProperty().get() != null) {
                robot.interact(() -> vm.feature(PracticeFeature.class)
                        .viewModel()
                        .answer(vm.feature(PracticeFeature.class)
                                .viewModel()
                                .questionProperty()
                                .get()
                                .answer()));
            }
        }
        shoot(robot, "practice-score.png");
        assertThat(errors).as("errors the window showed").isEmpty();
    }

    /**
     * The Study tab: an exam question with the lesson and preview hidden, the review of a finished round, and the
     * progress report: {@code mvn test -Dtest=ScreenshotTool#renderTheStudyTab -Dsurefire.failIfNoSpecifiedTests=false}.
     */
    @Test
    void renderTheStudyTab(FxRobot robot) throws IOException {
        Files.createDirectories(OUT);
        io.scdstudio.lesson.Lesson tie =
                vm.lessons().library().library().find("sequence-tie").orElseThrow();
        robot.interact(() -> vm.lessons().library().open(tie));
        robot.interact(() -> vm.preview().last());
        robot.interact(() -> vm.lessons().showStudy());
        io.scdstudio.ui.study.StudyViewModel study =
                vm.feature(io.scdstudio.ui.study.StudyFeature.class).viewModel();
        robot.interact(() -> study.countProperty().set(6));
        robot.interact(study::start);
        // The first question that shows rows as a table or flow code: what the exam adds to practice.
        for (int i = 0; i < 5; i++) {
            io.scdstudio.practice.QuestionKind k =
                    study.questionProperty().get().kind();
            if (k == io.scdstudio.practice.QuestionKind.WHICH_CODE
                    || k == io.scdstudio.practice.QuestionKind.TARGET_ROWS) {
                break;
            }
            robot.interact(study::next);
        }
        shoot(robot, "exam-question.png");
        for (int i = 0; i < study.size(); i++) {
            int at = i;
            robot.interact(() -> {
                study.go(at);
                io.scdstudio.practice.Question q = study.questionProperty().get();
                study.answer(at == 1 ? (q.answer().equals("a") ? "b" : "a") : q.answer());
            });
        }
        robot.interact(study::finish);
        shoot(robot, "exam-review.png");
        robot.interact(
                () -> robot.lookup("#studyPane").queryAs(ScrollPane.class).setVvalue(1));
        shoot(robot, "study-progress.png");
        assertThat(errors).as("errors the window showed").isEmpty();
    }

    /**
     * Help > Glossary searched for a word, and a lesson whose glossary words are underlined: {@code mvn test
     * -Dtest=ScreenshotTool#renderTheGlossary -Dsurefire.failIfNoSpecifiedTests=false}.
     */
    @Test
    void renderTheGlossary(FxRobot robot) throws IOException {
        Files.createDirectories(OUT);
        robot.interact(() -> vm.open(Fixtures.USERS));
        shoot(robot, "lesson-glossary-words.png");
        robot.press(KeyCode.F2).release(KeyCode.F2);
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#glossarySearch").write("end");
        WaitForAsyncUtils.waitForFxEvents();
        AtomicReference<WritableImage> image = new AtomicReference<>();
        robot.interact(() -> image.set(Window.getWindows().stream()
                .filter(w -> w != stage && w.isShowing() && w.getScene().lookup("#glossaryWindow") != null)
                .findFirst()
                .orElseThrow()
                .getScene()
                .snapshot(null)));
        ImageIO.write(
                toBuffered(image.get()), "png", OUT.resolve("glossary.png").toFile());
        assertThat(errors).as("errors the window showed").isEmpty();
    }

    /**
     * A Debezium topic dump opened with its preset and reasons, its Lakeflow SQL with the source view, and a design
     * check's finding with its fix, by the setting it concerns: {@code mvn test -Dtest=ScreenshotTool#renderAFormatPresetAndADesignCheck
     * -Dsurefire.failIfNoSpecifiedTests=false}.
     */
    @Test
    void renderAFormatPresetAndADesignCheck(FxRobot robot) throws IOException, TimeoutException {
        Files.createDirectories(OUT);
        robot.interact(() -> vm.open(Path.of("src/test/resources/formats/debezium-json/raw.jsonl")));
        robot.interact(() -> vm.lessons().lesson().close());
        shoot(robot, "format-preset.png");
        robot.clickOn("#codeTab");
        shoot(robot, "format-source-view.png");
        robot.clickOn("#previewTab");
        // The tiebreaker lesson sequenced by the time alone: a tie its change number breaks, so the fix is offered.
        Path tied = Files.createTempDirectory("tied");
        try (var files = Files.list(Path.of("sample-data/struct-tiebreaker"))) {
            for (Path f : files.filter(f -> !f.getFileName().toString().startsWith("expected"))
                    .toList()) {
                Files.copy(f, tied.resolve(f.getFileName()));
            }
        }
        Files.writeString(
                tied.resolve("case.json"),
                Files.readString(tied.resolve("case.json"))
                        .replace(
                                "\"sequence_by\": [\"changed_at\", \"change_id\"]", "\"sequence_by\": \"changed_at\""));
        robot.interact(() -> vm.open(tied));
        robot.interact(() -> vm.lessons().lesson().close());
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> robot.lookup("#findings-sequence")
                .query()
                .getParent()
                .getParent()
                .getParent()
                .lookupAll("#findings-sequence")
                .forEach(n -> ((javafx.scene.layout.Region) n).requestLayout()));
        robot.interact(() ->
                ((javafx.scene.control.ScrollPane) robot.lookup("#flowPane").query()).setVvalue(0.35));
        shoot(robot, "design-check.png");
        // A historical snapshot design's Lakeflow SQL: FROM SNAPSHOT with its version query.
        robot.interact(() -> vm.open(Path.of("sample-data/historical-snapshots")));
        robot.interact(() -> vm.lessons().lesson().close());
        robot.clickOn("#codeTab");
        codeShown(robot);
        shoot(robot, "code-snapshot.png");
        robot.clickOn("#previewTab");
        assertThat(errors).as("errors the window showed").isEmpty();
    }

    /**
     * The desktop app's own views: the timeline on customer-moves (timestamps) and the users example in the light and
     * the dark theme, the preview in the dark theme, About, the guide in its help window and File > Import Flow Code.
     * No Spark: {@code mvn test -Dtest=ScreenshotTool#renderTheDesktopApp -Dsurefire.failIfNoSpecifiedTests=false}.
     */
    @Test
    void renderTheDesktopApp(FxRobot robot) throws IOException {
        Files.createDirectories(OUT);
        for (String theme : List.of("light", "dark")) {
            robot.interact(() -> vm.themeProperty().set(theme));
            themeTaken(robot);
            robot.interact(() -> vm.open(Fixtures.CUSTOMER_MOVES));
            robot.interact(() -> vm.lessons().lesson().close());
            robot.clickOn("#timelineTab");
            robot.interact(() -> vm.preview().last());
            robot.interact(() ->
                    vm.feature(TimelineFeature.class).viewModel().asOfProperty().set(2));
            write(robot, "timeline-customer-moves-" + theme + ".png");
            robot.interact(() -> vm.open(Fixtures.USERS));
            robot.interact(() -> vm.lessons().lesson().close());
            robot.clickOn("#scdType2");
            robot.clickOn("#timelineTab");
            robot.interact(() -> vm.preview().last());
            robot.interact(() -> vm.feature(TimelineFeature.class)
                    .viewModel()
                    .asOfProperty()
                    .set(vm.feature(TimelineFeature.class)
                            .viewModel()
                            .axisProperty()
                            .get()
                            .rank(5L)));
            write(robot, "timeline-users-" + theme + ".png");
        }
        robot.clickOn("#previewTab");
        robot.interact(() -> vm.preview().moveTo(5));
        shoot(robot, "preview-dark.png");
        robot.interact(() -> vm.themeProperty().set("light"));
        themeTaken(robot);

        // The app's first frame, before its full view is built (StudioWindow.showAtOnce).
        AtomicReference<WritableImage> opening = new AtomicReference<>();
        Stage[] second = new Stage[1];
        robot.interact(() -> {
            second[0] = new Stage();
            second[0].setWidth(WIDTH);
            second[0].setHeight(HEIGHT);
            StudioWindow.showAtOnce(second[0], services, w -> new NoDialogs(), Optional.empty());
            opening.set(second[0].getScene().snapshot(null));
        });
        ImageIO.write(
                toBuffered(opening.get()), "png", OUT.resolve("opening.png").toFile());
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> second[0].hide());

        robot.clickOn("#menuHelp").clickOn("#menuAbout");
        shootWindow(robot, "About SCD Studio", "about.png");
        robot.interact(() -> robot.listWindows().stream()
                .filter(w -> w != stage && w instanceof Stage)
                .toList()
                .forEach(Window::hide));
        robot.clickOn("#menuHelp").clickOn("#menuGuide");
        shootWindow(robot, "SCD Studio guide", "help-guide.png");
        robot.interact(() -> robot.listWindows().stream()
                .filter(w -> w != stage && w instanceof Stage)
                .toList()
                .forEach(Window::hide));
        robot.clickOn("#menuFile").clickOn("#menuImportFlow");
        robot.interact(() -> robot.lookup("#importFlowText")
                .queryAs(javafx.scene.control.TextArea.class)
                .setText("""
                CREATE FLOW users_flow AS AUTO CDC INTO users_scd2
                FROM stream(users_cdc)
                KEYS (userId)
                APPLY AS DELETE WHEN operation = 'DELETE'
                SEQUENCE BY
                COLUMNS * EXCEPT (operation, sequenceNum)
                STORED AS SCD TYPE 2;
                """));
        robot.clickOn("#importFlowApply");
        shootWindow(robot, "Import flow code", "import-flow-code.png");
        robot.interact(() -> robot.listWindows().stream()
                .filter(w -> w != stage && w instanceof Stage)
                .toList()
                .forEach(Window::hide));
        assertThat(errors).as("errors the window showed").isEmpty();
    }

    private static void shootWindow(FxRobot robot, String title, String name) throws IOException {
        WaitForAsyncUtils.waitForFxEvents();
        AtomicReference<WritableImage> image = new AtomicReference<>();
        robot.interact(() -> image.set(robot.listWindows().stream()
                .filter(w -> w instanceof Stage st && title.equals(st.getTitle()))
                .findFirst()
                .orElseThrow()
                .getScene()
                .snapshot(null)));
        ImageIO.write(toBuffered(image.get()), "png", OUT.resolve(name).toFile());
    }

    /** Opens the type editor of the schema's last column, as a double-click would. */
    private static <S> void editTheLastType(TableView<S> schema) {
        int last = schema.getItems().size() - 1;
        schema.getSelectionModel().clearAndSelect(last);
        schema.edit(last, schema.getColumns().get(1));
    }

    /** Waits for the Lakeflow SQL, which comes a frame after the Code tab is shown. */
    private static void codeShown(FxRobot robot) throws TimeoutException {
        WaitForAsyncUtils.waitFor(
                10,
                java.util.concurrent.TimeUnit.SECONDS,
                () -> !robot.lookup("#code-lakeflow-sql")
                        .queryAs(org.fxmisc.richtext.CodeArea.class)
                        .getText()
                        .isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * The window as it stands, in the light theme as {@code name} and in the dark theme beside it ({@code
     * name-dark.png}), so both themes are looked at for every screen.
     */
    private void shoot(FxRobot robot, String name) throws IOException {
        String theme = vm.themeProperty().get();
        write(robot, name);
        if (!name.endsWith("-dark.png")) {
            robot.interact(() -> vm.themeProperty().set("dark"));
            themeTaken(robot);
            write(robot, name.replace(".png", "-dark.png"));
            robot.interact(() -> vm.themeProperty().set(theme));
            themeTaken(robot);
        }
    }

    /** Waits for every pane of the window to show the new theme: they take it a frame each (ThemeSwitch). */
    private void themeTaken(FxRobot robot) {
        try {
            WaitForAsyncUtils.waitFor(
                    5,
                    java.util.concurrent.TimeUnit.SECONDS,
                    () -> robot.lookup("#paneInTurnPicture").tryQuery().isEmpty());
        } catch (java.util.concurrent.TimeoutException e) {
            throw new IllegalStateException("the window's panes did not take the new theme", e);
        }
    }

    private void write(FxRobot robot, String name) throws IOException {
        WaitForAsyncUtils.waitForFxEvents();
        AtomicReference<WritableImage> image = new AtomicReference<>();
        robot.interact(() -> image.set(stage.getScene().snapshot(null)));
        ImageIO.write(toBuffered(image.get()), "png", OUT.resolve(name).toFile());
    }

    private static BufferedImage toBuffered(WritableImage image) {
        int w = (int) image.getWidth();
        int h = (int) image.getHeight();
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        PixelReader pixels = image.getPixelReader();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                out.setRGB(x, y, pixels.getArgb(x, y));
            }
        }
        return out;
    }

    /** The screenshots ask nothing; an error the window would show fails the rendering instead. */
    private final class NoDialogs implements Dialogs {
        @Override
        public Optional<Path> chooseFeedToOpen() {
            return Optional.empty();
        }

        @Override
        public Optional<Path> chooseFolderToOpen() {
            return Optional.empty();
        }

        @Override
        public Optional<Path> chooseFolderToSave() {
            return Optional.empty();
        }

        @Override
        public boolean confirmReplace(Path folder) {
            return false;
        }

        @Override
        public UnsavedChoice askAboutUnsavedChanges(String designName, boolean ownCopy) {
            return UnsavedChoice.DISCARD;
        }

        @Override
        public boolean askRestoreRecovered(String designName) {
            return false;
        }

        @Override
        public void showError(ErrorReport report) {
            errors.add(report);
        }
    }
}
