package io.scdstudio.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.SequenceBy;
import io.scdstudio.project.RecoveryStore;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.Shown;
import io.scdstudio.ui.code.CodeFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.TabPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** A CDC export opens with its preset and reasons; a design check's finding sits by its setting and its fix works. */
@ExtendWith(ApplicationExtension.class)
class FormatsAndChecksFxTest {
    @TempDir
    Path temp;

    private StudioViewModel vm;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        StudioServices services = new StudioServices(
                StudioServices.Workers.inline(),
                Fixtures.returningUser(temp),
                new RecoveryStore(temp.resolve("recovery")),
                Optional.empty());
        vm = StudioWindow.show(stage, services, w -> new StubDialogs());
    }

    @Test
    void aDebeziumDumpOpensWithItsPresetAndWhyEachChoice(FxRobot robot) {
        robot.interact(() -> vm.open(Path.of("src/test/resources/formats/debezium-json/raw.jsonl")));
        WaitForAsyncUtils.waitForFxEvents();
        Label note = robot.lookup("#formatNote").queryAs(Label.class);
        javafx.scene.control.TitledPane folded =
                robot.lookup("#formatNotePane").queryAs(javafx.scene.control.TitledPane.class);
        assertThat(folded.isVisible()).isTrue();
        assertThat(robot.lookup("#formatNoteTitle").queryAs(Label.class).getText())
                .isEqualTo("Read as Debezium change events");
        assertThat(folded.getText()).isEqualTo("Why these settings");
        assertThat(folded.isExpanded())
                .as("folded, so the settings below stay in sight")
                .isFalse();
        assertThat(note.getText())
                .startsWith("Read as Debezium change events")
                .contains("• sequence_by: __phase first")
                .contains("1 tombstone(s) dropped");
        assertThat(vm.flow().flowProperty().get().sequenceBy())
                .isEqualTo(SequenceBy.struct(List.of("__phase", "__source_lsn")));
        assertThat(vm.feature(CodeFeature.class)
                        .viewModel()
                        .tab("lakeflow-sql")
                        .orElseThrow()
                        .code())
                .as("the Code tab flattens the envelope first")
                .contains("CREATE TEMPORARY VIEW source_flat AS", "from_json(value, ", "FROM stream(source_flat)");
        robot.clickOn("#scdType2");
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> vm.preview().last());
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#previewTab");
        List<String> cells = robot.lookup("#previewTable").lookup(".table-cell").queryAllAs(Labeled.class).stream()
                .map(Labeled::getText)
                .filter(t -> t != null)
                .toList();
        assertThat(cells)
                .as("a STRUCT __START_AT as the explanation under the table writes it, not as JSON")
                .anyMatch(t -> t.startsWith("(__phase 0, __source_lsn "))
                .noneMatch(t -> t.startsWith("{"));
        robot.interact(() -> vm.open(Path.of("sample-data/customer-moves")));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#formatNoteTitle").query().getParent().isVisible())
                .as("a plain scenario has none")
                .isFalse();
    }

    @Test
    void atTheFirstWindowSizeBesideALessonTheFormatTitleAColumnChoiceAndEveryTypeAreReadWhole(FxRobot robot) {
        robot.interact(() -> {
            stage.setMaximized(false);
            stage.setWidth(1200);
            stage.setHeight(760);
            vm.open(Path.of("sample-data/sqlserver-cdc-customers"));
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> robot.lookup("#featureTabs")
                .queryAs(TabPane.class)
                .getSelectionModel()
                .select(0));
        WaitForAsyncUtils.waitForFxEvents();
        List<Labeled> read = new ArrayList<>();
        read.add(robot.lookup("#formatNoteTitle").queryAs(Labeled.class));
        read.addAll(robot.lookup("#targetColumnsMode").lookup(".label").queryAllAs(Labeled.class));
        read.addAll(robot.lookup("#schemaTable").lookup(".table-cell").queryAllAs(Labeled.class));
        assertThat(read.get(0).getText()).startsWith("Read as SQL Server CDC change table");
        assertThat(read)
                .as("the title, the choice of target columns and the schema's names and types")
                .hasSizeGreaterThan(6)
                .allSatisfy(l -> assertThat(Shown.text(l)).isEqualTo(l.getText() == null ? "" : l.getText()));
    }

    @Test
    void aTieIsShownBySequenceByAndItsFixBreaksItWithAChangeNumberInOneClick(FxRobot robot) throws IOException {
        robot.interact(() -> vm.open(Path.of("sample-data/sequence-tie")));
        WaitForAsyncUtils.waitForFxEvents();
        VBox findings = robot.lookup("#findings-sequence").queryAs(VBox.class);
        assertThat(findings.isVisible()).isTrue();
        assertThat(findingText(robot))
                .as("as a learner reads it: the id, the severity, what was found, and what to do")
                .startsWith(
                        "\u26a0 Warning \u00b7 SEQUENCE_TIE the key and sequence value of an earlier, different event come"
                                + " again in 1 later event(s) (line 7)")
                .as("the tie by the name the run's warning gives it too")
                .contains("(line 7). The run names such a tie AMBIGUOUS_SEQUENCE where the tied rows differ in the"
                        + " target; the later arrival wins")
                .contains("no column of this feed says which of two tied changes came later")
                .contains("STRUCT(changed_at, that column)");
        assertThat(robot.lookup("#fix-SEQUENCE_TIE").tryQuery())
                .as("no one-click fix with a column that only tells the events apart (a gate)")
                .isEmpty();
        assertThat(vm.statusProperty().get()).endsWith("· 1 warning: see \"What this event did\" in the Preview");
        assertThat(robot.lookup("#previewWarnings").queryAs(Label.class).getText())
                .as("the run's warning, named where the status bar says")
                .startsWith("⚠ About the whole feed, not this event alone (AMBIGUOUS_SEQUENCE): events with the same"
                        + " key and sequence differ:")
                .contains("if the feed has no such column, have the source add one")
                .doesNotContain("..");

        // The next lesson's feed has a change number: sequenced by the time alone, the fix offers it.
        Path copy = temp.resolve("tiebreaker");
        copyFolder(Path.of("sample-data/struct-tiebreaker"), copy);
        Path caseJson = copy.resolve("case.json");
        Files.writeString(
                caseJson,
                Files.readString(caseJson)
                        .replace(
                                "\"sequence_by\": [\"changed_at\", \"change_id\"]", "\"sequence_by\": \"changed_at\""));
        robot.interact(() -> vm.open(copy));
        WaitForAsyncUtils.waitForFxEvents();
        Button fix = robot.lookup("#fix-SEQUENCE_TIE").queryAs(Button.class);
        assertThat(fix.getText()).contains("STRUCT(changed_at, change_id)");
        robot.clickOn(fix);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.flow().flowProperty().get().sequenceBy().struct()).isTrue();
        assertThat(robot.lookup("#fix-SEQUENCE_TIE").tryQuery())
                .as("the tie is gone")
                .isEmpty();
        assertThat(robot.lookup("#previewWarnings").queryAs(Label.class).getText())
                .as("and its warning")
                .isEmpty();
        assertThat(vm.statusProperty().get()).doesNotContain("warning");
        assertThat(robot.lookup("#findings-sequence").queryAs(VBox.class).getChildren())
                .noneMatch(n -> "finding-SEQUENCE_TIE".equals(n.getId()));
    }

    private static String findingText(FxRobot robot) {
        VBox tie = robot.lookup("#finding-SEQUENCE_TIE").queryAs(VBox.class);
        return robot.from(tie).lookup(".label").queryAllAs(Label.class).stream()
                .map(Label::getText)
                .reduce("", (a, b) -> a.isEmpty() || a.endsWith("_") ? a + b : a + " " + b);
    }

    private static void copyFolder(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        try (var files = Files.list(from)) {
            // Not the expected tables: their sequence is the lesson's STRUCT, which the copy changes.
            for (Path f : files.filter(f -> !f.getFileName().toString().startsWith("expected"))
                    .toList()) {
                Files.copy(f, to.resolve(f.getFileName()));
            }
        }
    }
}
