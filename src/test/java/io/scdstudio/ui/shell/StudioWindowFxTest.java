package io.scdstudio.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.project.DesignFiles;
import io.scdstudio.project.RecoveryStore;
import io.scdstudio.ui.Fixtures;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.controlsfx.control.CheckListView;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The main paths through the window, driven by node id on a headless stage. */
@ExtendWith(ApplicationExtension.class)
class StudioWindowFxTest {
    @TempDir
    Path temp;

    private final StubDialogs dialogs = new StubDialogs();
    private StudioViewModel vm;

    @Start
    void start(Stage stage) {
        StudioServices services = InlineServices.in(temp);
        vm = StudioWindow.show(stage, services, w -> dialogs);
        if (Boolean.getBoolean("debugFocus")) {
            stage.getScene()
                    .focusOwnerProperty()
                    .addListener((o, was, now) -> System.err.println("FOCUS " + was + " -> " + now
                            + (was != null
                                    ? " wasDisabled=" + was.isDisabled() + " visible=" + was.isVisible() + " scene="
                                            + was.getScene()
                                    : "")));
        }
    }

    private Path usersCopy() throws IOException {
        Path copy = temp.resolve("users");
        Files.createDirectories(copy);
        try (Stream<Path> files = Files.list(Fixtures.USERS)) {
            for (Path f : files.toList()) {
                Files.copy(f, copy.resolve(f.getFileName()));
            }
        }
        return copy;
    }

    /** Opens a sample and steps to its end: a lesson opens at its first event, and these tests read its final table. */
    private void open(FxRobot robot, Path path) {
        robot.interact(() -> vm.open(path));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> vm.preview().last());
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    @Test
    void openingTheUsersSampleListsItsEventsWithTheirOperations(FxRobot robot) {
        open(robot, Fixtures.USERS);
        robot.clickOn("#feedTab");
        assertThat(robot.lookup("#feedTable").queryAs(TableView.class).getItems())
                .hasSize(8);
        assertThat(robot.lookup("#feedTable .op-delete").queryAll()).isNotEmpty();
        assertThat(text(robot, "#feedSummary")).contains("8 events");
        assertThat(robot.lookup("#schemaTable").queryAs(TableView.class).getItems())
                .hasSize(5);
    }

    @Test
    void switchingToScd2AndSteppingBackExplainsTheLateUpdate(FxRobot robot) {
        open(robot, Fixtures.USERS);
        TableView<?> table = robot.lookup("#previewTable").queryAs(TableView.class);
        assertThat(table.getItems()).hasSize(3);
        robot.clickOn("#scdType2");
        assertThat(table.getItems().size()).isGreaterThan(3);
        robot.clickOn("#scdType2");
        assertThat(robot.lookup("#scdType2").queryAs(ToggleButton.class).isSelected())
                .as("a click on the chosen type keeps it chosen")
                .isTrue();
        robot.clickOn("#backButton");
        assertThat(text(robot, "#explanationText")).contains("125").contains("inserted into history between 2 and 6");
        assertThat(text(robot, "#positionLabel")).contains("Event 7 of 8");
        robot.clickOn("#forwardButton");
        assertThat(text(robot, "#positionLabel")).contains("Event 8 of 8");
        assertThat(text(robot, "#explanationText")).contains("123");
        robot.clickOn("#firstButton");
        assertThat(table.getItems()).isEmpty();
    }

    @Test
    void changingTheKeysIsCheckedAgainstTheFeedAtOnce(FxRobot robot) {
        open(robot, Fixtures.USERS);
        @SuppressWarnings("unchecked")
        CheckListView<String> keys = robot.lookup("#keysList").queryAs(CheckListView.class);
        robot.interact(() -> keys.getCheckModel().check("city"));
        assertThat(vm.document().cdcFlow().orElseThrow().keys()).containsExactly("userId", "city");
        assertThat(text(robot, "#previewError")).contains("line 6").contains("city");
        robot.interact(() -> keys.getCheckModel().clearCheck("city"));
        assertThat(robot.lookup("#previewTable").queryAs(TableView.class).getItems())
                .hasSize(3);
        assertThat(text(robot, "#previewError")).isEmpty();
        robot.interact(() -> keys.getCheckModel().clearChecks());
        assertThat(text(robot, "#keysError")).contains("EMPTY_KEYS");
        assertThat(text(robot, "#previewError")).contains("EMPTY_KEYS");
    }

    @Test
    void aBrokenConditionShowsItsErrorAndUndoRestoresIt(FxRobot robot) {
        open(robot, Fixtures.USERS);
        CodeArea condition = robot.lookup("#deleteCondition").queryAs(CodeArea.class);
        String original = condition.getText();
        robot.clickOn("#deleteCondition");
        robot.interact(() -> condition.moveTo(condition.getLength()));
        robot.write(" AND");
        assertThat(text(robot, "#deleteConditionError")).contains("apply_as_deletes");
        robot.clickOn("#previewTable");
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(condition.getText()).isEqualTo(original);
        assertThat(text(robot, "#deleteConditionError")).isEmpty();
        assertThat(vm.document().isDirty()).isFalse();
    }

    @Test
    void theCodeTabShowsTheLakeflowSqlOfTheCurrentDesign(FxRobot robot) {
        open(robot, Fixtures.USERS);
        robot.clickOn("#scdType2");
        robot.clickOn("#codeTab");
        // The code comes a frame after its tab is shown.
        String sql = codeOnceShown(robot, "#code-lakeflow-sql");
        assertThat(sql).contains("AUTO CDC").contains("STORED AS SCD TYPE 2").contains("userId");
        robot.clickOn("#tab-lakeflow-python");
        CodeArea python = robot.lookup("#code-lakeflow-python").queryAs(CodeArea.class);
        assertThat(codeOnceShown(robot, "#code-lakeflow-python"))
                .contains("create_auto_cdc_flow")
                .contains("stored_as_scd_type");

        // The shown code follows an edit at once; a tab not shown catches up when it is shown again.
        robot.clickOn("#scdType1");
        assertThat(python.getText()).contains("stored_as_scd_type=1");
        robot.clickOn("#tab-lakeflow-sql");
        assertThat(codeOnceShown(robot, "#code-lakeflow-sql")).contains("STORED AS SCD TYPE 1");
    }

    /** The code an area shows once it has any, for a tab just shown. */
    private static String codeOnceShown(FxRobot robot, String area) {
        CodeArea code = robot.lookup(area).queryAs(CodeArea.class);
        try {
            WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> !code.getText().isEmpty());
        } catch (java.util.concurrent.TimeoutException e) {
            // The assertion after it says what was there.
        }
        return code.getText();
    }

    @Test
    void aBadExpectedTableIsSaidOnceTheStepThroughIsReadyAndStopsSaveAsBeforeItsChooser(FxRobot robot)
            throws IOException {
        Path copy = usersCopy();
        Path expected = copy.resolve("expected_scd1.csv");
        Files.writeString(expected, Files.readString(expected) + "1,one,too,many,fields,here\n");

        open(robot, copy);

        assertThat(vm.document().design()).as("the design opened").isPresent();
        assertThat(dialogs.errors)
                .singleElement()
                .satisfies(e -> assertThat(e.summary())
                        .startsWith("The design is open, but a save will stop here")
                        .contains("expected_scd1.csv line"));
        assertThat(dialogs.errors.get(0).heading())
                .as("headed as what it is: the design did open")
                .isNotEqualTo(io.scdstudio.ui.ErrorReport.DID_NOT_WORK);

        Path mine = temp.resolve("mine-with-a-bad-expected-table");
        dialogs.folderToSave = mine;
        robot.interact(() -> vm.files().saveAs());
        WaitForAsyncUtils.waitForFxEvents();
        try {
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> dialogs.errors.size() == 2);
        } catch (java.util.concurrent.TimeoutException e) {
            // The assertions below say what was shown.
        }

        assertThat(dialogs.errors.get(1).summary()).startsWith("Not saved: ").contains("expected_scd1.csv line");
        assertThat(dialogs.foldersToSaveAsked)
                .as("no folder chooser, which would make the folder typed in it")
                .isZero();
        assertThat(mine).doesNotExist();

        // Save into the copy's own folder: refused before "Replace the folder?" is asked.
        robot.interact(() -> vm.files().save());
        WaitForAsyncUtils.waitForFxEvents();
        try {
            WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> dialogs.errors.size() == 3);
        } catch (java.util.concurrent.TimeoutException e) {
            // The assertions below say what was shown.
        }
        assertThat(dialogs.replaceAsked)
                .as("nothing asked for a save that cannot be made")
                .isEmpty();
        assertThat(dialogs.errors).hasSize(3);
        assertThat(dialogs.errors.get(2).summary()).startsWith("Not saved: ");
    }

    @Test
    void anotherDesignsFeedAndPreviewStartAtTheirFirstColumn(FxRobot robot) {
        open(robot, Fixtures.USERS);
        robot.clickOn("#feedTab");
        TableView<?> events = robot.lookup("#feedTable").queryAs(TableView.class);
        robot.interact(() -> {
            events.scrollToColumnIndex(events.getColumns().size() - 1);
            events.scrollTo(events.getItems().size() - 1);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(scrolled(events)).as("scrolled right by the test").isPositive();

        // Another design, with ten columns, so that its preview is wider than its pane.
        open(robot, java.nio.file.Path.of("sample-data/sqlserver-cdc-customers"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(scrolled(events))
                .as("the new feed's table from its first column")
                .isZero();

        robot.clickOn("#previewTab");
        TableView<?> preview = robot.lookup("#previewTable").queryAs(TableView.class);
        robot.interact(() -> preview.scrollToColumnIndex(preview.getColumns().size() - 1));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(scrolled(preview))
                .as("the preview scrolled right by the test")
                .isPositive();
        open(robot, Fixtures.CUSTOMER_MOVES);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(scrolled(preview))
                .as("the new design's preview from its first column")
                .isZero();
    }

    /** How far a table is scrolled sideways. */
    private static double scrolled(TableView<?> table) {
        return table.lookupAll(".scroll-bar").stream()
                .map(n -> (javafx.scene.control.ScrollBar) n)
                .filter(b -> b.getOrientation() == javafx.geometry.Orientation.HORIZONTAL)
                .mapToDouble(javafx.scene.control.ScrollBar::getValue)
                .max()
                .orElse(0);
    }

    @Test
    void savingWritesTheScenarioFolderAndReopeningBringsTheDesignBack(FxRobot robot) throws IOException {
        Path copy = usersCopy();
        open(robot, copy);
        robot.clickOn("#scdType2");
        assertThat(vm.titleProperty().get()).startsWith("•");
        robot.press(KeyCode.CONTROL, KeyCode.S).release(KeyCode.S, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dialogs.replaceAsked).containsExactly(copy.toAbsolutePath().normalize());
        assertThat(vm.titleProperty().get()).doesNotStartWith("•");
        assertThat(((CdcFlowSettings) DesignFiles.open(copy).flow()).scdType()).isEqualTo(2);

        open(robot, Fixtures.CUSTOMER_MOVES);
        open(robot, copy);
        assertThat(robot.lookup("#scdType2")
                        .queryAs(javafx.scene.control.ToggleButton.class)
                        .isSelected())
                .isTrue();
        assertThat(vm.recentFiles())
                .first()
                .isEqualTo(copy.toAbsolutePath().normalize().toString());
    }

    @Test
    void afterSaveAsTheTitleNamesTheFolderThatCtrlSNowWritesTo(FxRobot robot) {
        open(robot, Fixtures.USERS);
        assertThat(vm.titleProperty().get()).startsWith("users-docs-example");
        dialogs.folderToSave = temp.resolve("my-users");

        robot.interact(() -> vm.files().saveAs());
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(temp.resolve("my-users").resolve("case.json")).exists();
        assertThat(vm.titleProperty().get()).isEqualTo("my-users — SCD Studio");
        assertThat(vm.statusProperty().get())
                .as("the lesson's text is not in the copy, and the learner is told")
                .contains("stays with the lesson");
        assertThat(temp.resolve("my-users").resolve("lesson.json")).doesNotExist();
    }

    @Test
    void aFeedThatCannotBeReadShowsAShortErrorAndKeepsTheDesign(FxRobot robot) throws IOException {
        open(robot, Fixtures.USERS);
        Path broken = temp.resolve("broken.csv");
        Files.writeString(broken, "id,seq\n1,1\n2,\"open\n");
        open(robot, broken);
        assertThat(dialogs.errors)
                .singleElement()
                .satisfies(e -> assertThat(e.summary()).contains("broken.csv"));
        assertThat(vm.document().design().orElseThrow().scenario().id()).isEqualTo("users-docs-example");
    }

    @Test
    void aSaveThatCannotWriteShowsTheErrorDialogAndKeepsTheDesignUnsaved(FxRobot robot) throws IOException {
        open(robot, Fixtures.USERS);
        robot.clickOn("#scdType2");
        Path blocker = temp.resolve("not-a-folder");
        Files.writeString(blocker, "a file where the folder's parent should be");
        dialogs.folderToSave = blocker.resolve("design");
        robot.interact(() -> vm.files().saveAs());
        assertThat(dialogs.errors)
                .singleElement()
                .satisfies(e -> assertThat(e.summary()).isNotBlank().doesNotContain("\tat "));
        assertThat(vm.document().isDirty()).isTrue();
    }

    @Test
    void anUnsavedDesignIsRecoveredAfterACrash(FxRobot robot) {
        open(robot, Fixtures.USERS);
        robot.clickOn("#scdType2");
        RecoveryStore store = new RecoveryStore(temp.resolve("recovery"));
        assertThat(store.find()).isPresent();
        robot.interact(() -> vm.document().open(DesignFiles.open(Fixtures.CUSTOMER_MOVES), false));
        robot.interact(() -> vm.files().offerRecovery());
        assertThat(vm.document().isDirty()).isTrue();
        assertThat(vm.document().cdcFlow().orElseThrow().scdType()).isEqualTo(2);
        assertThat(vm.document().design().orElseThrow().scenario().id()).isEqualTo("users-docs-example");
    }

    /**
     * A learner restored the crashed session's work and was asked at once whether to save it, the window opening the
     * lesson it was started with over it; "Don't save" would have thrown the restored work away.
     */
    @Test
    void restoredWorkIsNotReplacedByTheDesignTheWindowWasStartedWith(FxRobot robot) {
        open(robot, Fixtures.USERS);
        robot.clickOn("#scdType2");
        assertThat(new RecoveryStore(temp.resolve("recovery")).find()).isPresent();
        // As after a crash: the window holds no unsaved design when it starts.
        robot.interact(() -> vm.document().open(DesignFiles.open(Fixtures.CUSTOMER_MOVES), false));
        int asked = dialogs.unsavedAsked.size();
        robot.interact(() -> vm.files().openAtStart(Optional.of(Fixtures.CUSTOMER_MOVES), () -> {}));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dialogs.unsavedAsked)
                .as("no question to throw the restored work away")
                .hasSize(asked);
        assertThat(vm.document().design().orElseThrow().scenario().id()).isEqualTo("users-docs-example");
        assertThat(vm.document().isDirty()).isTrue();
        assertThat(vm.statusProperty().get()).contains("restored").contains("was not opened");
    }

    /** Opens the type editor of schema row {@code row} and picks {@code type} in it. */
    private static void changeType(FxRobot robot, int row, String type) {
        robot.clickOn("#feedTab");
        // The tab, first shown, puts the schema under the events (a lesson is beside it) over the next pulses.
        robot.sleep(300);
        WaitForAsyncUtils.waitForFxEvents();
        // As the hint under the table says: the row selected and F2. The schema is under the events beside a lesson,
        // a few rows in sight, where the robot's double-click under Monocle landed on another row than it aimed at.
        @SuppressWarnings("unchecked")
        TableView<io.scdstudio.model.Column> table =
                robot.lookup("#schemaTable").queryAs(TableView.class);
        robot.interact(() -> {
            table.requestFocus();
            table.getSelectionModel().clearAndSelect(row);
            table.getFocusModel().focus(row, table.getColumns().get(1));
            table.scrollTo(row);
        });
        robot.type(KeyCode.F2);
        @SuppressWarnings("unchecked")
        ComboBox<String> editor = robot.lookup("#typeEditor").queryAs(ComboBox.class);
        robot.interact(() -> editor.setValue(type));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static String typeOf(FxRobot robot, int row) {
        return ((io.scdstudio.model.Column) robot.lookup("#schemaTable")
                        .queryAs(TableView.class)
                        .getItems()
                        .get(row))
                .type()
                .sqlName();
    }

    @Test
    void changingAColumnsTypeRereadsTheFeedIsUndoableAndIsSaved(FxRobot robot) throws IOException {
        Path copy = usersCopy();
        open(robot, copy);
        changeType(robot, 4, "int");
        assertThat(typeOf(robot, 4)).isEqualTo("int");
        assertThat(vm.document()
                        .design()
                        .orElseThrow()
                        .scenario()
                        .feed()
                        .schema()
                        .column(4)
                        .type()
                        .sqlName())
                .isEqualTo("int");
        assertThat(vm.titleProperty().get()).startsWith("•");
        robot.clickOn("#previewTab");
        assertThat(robot.lookup("#previewTable").queryAs(TableView.class).getItems())
                .hasSize(3);
        robot.clickOn("#feedTab");

        robot.interact(() -> vm.document().undo());
        assertThat(typeOf(robot, 4)).isEqualTo("bigint");
        assertThat(vm.titleProperty().get()).doesNotStartWith("•");
        robot.interact(() -> vm.document().redo());
        assertThat(typeOf(robot, 4)).isEqualTo("int");

        robot.press(KeyCode.CONTROL, KeyCode.S).release(KeyCode.S, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(Files.readString(copy.resolve("case.json"))).containsPattern("\"sequenceNum\"\\s*:\\s*\"int\"");
        assertThat(DesignFiles.open(copy)
                        .scenario()
                        .feed()
                        .schema()
                        .column(4)
                        .type()
                        .sqlName())
                .isEqualTo("int");
    }

    @Test
    void aTypeTheValuesDoNotFitNamesTheCellAndKeepsTheSchema(FxRobot robot) {
        open(robot, Fixtures.USERS);
        var feedBefore = vm.document().design().orElseThrow().scenario().feed();
        changeType(robot, 1, "int");
        assertThat(dialogs.errors)
                .singleElement()
                .satisfies(e -> assertThat(e.summary())
                        .contains("users-docs-example/input.csv")
                        .contains("line 2")
                        .contains("column 2")
                        .contains("name"));
        assertThat(dialogs.errors.get(0).details()).contains("How to fix");
        assertThat(text(robot, "#schemaError")).contains("line 2");
        assertThat(typeOf(robot, 1)).isEqualTo("string");
        assertThat(vm.document().design().orElseThrow().scenario().feed()).isSameAs(feedBefore);
        assertThat(vm.document().isDirty()).isFalse();

        changeType(robot, 1, "varchar2");
        assertThat(text(robot, "#schemaError")).contains("unknown type 'varchar2'");
        assertThat(typeOf(robot, 1)).isEqualTo("string");
    }

    static void deleteAll(Path p) throws IOException {
        try (Stream<Path> s = Files.walk(p)) {
            s.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        }
    }

    @Test
    void theFeedsClassifiedAsColumnFollowsAnEditedDeleteCondition(FxRobot robot) {
        robot.interact(() -> vm.open(Fixtures.USERS));
        robot.interact(() -> vm.lessons().lesson().close());
        robot.clickOn("#feedTab");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(classifiedAs(robot))
                .as("the users' feed as read")
                .contains("delete")
                .contains("upsert");

        robot.interact(() -> vm.flow().setDeletes("operation = \"NO SUCH OPERATION\""));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(classifiedAs(robot))
                .as("no row matches the delete condition now")
                .doesNotContain("delete");

        robot.interact(() -> vm.flow().setDeletes("operation = \"DELETE\""));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(classifiedAs(robot)).contains("delete");
    }

    /** The words the Feed tab's shown "classified as" cells show. */
    private static List<String> classifiedAs(FxRobot robot) {
        return robot.lookup("#feedTable .table-cell").queryAll().stream()
                .filter(n -> n instanceof javafx.scene.control.TableCell<?, ?> c
                        && c.getTableColumn() != null
                        && "operationColumn".equals(c.getTableColumn().getId())
                        && !c.isEmpty())
                .map(n -> ((javafx.scene.control.TableCell<?, ?>) n).getText())
                .toList();
    }

    @Test
    void theBatchTypedForOneDesignIsNotLeftForTheNext(FxRobot robot) {
        robot.interact(() -> vm.open(Fixtures.USERS));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#batchField").write("2");
        robot.clickOn("#jumpBatchButton");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#batchField")
                        .queryAs(javafx.scene.control.TextField.class)
                        .getText())
                .isEqualTo("2");
        robot.interact(() -> vm.open(Path.of("sample-data/customer-moves-type1")));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#batchField")
                        .queryAs(javafx.scene.control.TextField.class)
                        .getText())
                .as("the next lesson's batch field")
                .isEmpty();
    }
}
