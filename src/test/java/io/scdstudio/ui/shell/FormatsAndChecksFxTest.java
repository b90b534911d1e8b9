package io.scdstudio.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.SequenceBy;
import io.scdstudio.project.RecoveryStore;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.Shown;
import io.scdstudio.ui.code.CodeFeature;
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
                .isEqualTo("Read as Debezium change events: why these settings");
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
        robot.interact(() -> vm.open(Path.of("sample-data/customer-moves")));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#formatNotePane").query().isVisible())
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
    void aTieIsShownBySequenceByAndItsFixBreaksItInOneClick(FxRobot robot) {
        robot.interact(() -> vm.open(Path.of("sample-data/sequence-tie")));
        WaitForAsyncUtils.waitForFxEvents();
        VBox findings = robot.lookup("#findings-sequence").queryAs(VBox.class);
        assertThat(findings.isVisible()).isTrue();
        VBox tie = robot.lookup("#finding-SEQUENCE_TIE").queryAs(VBox.class);
        assertThat(robot.from(tie).lookup(".label").queryAllAs(Label.class).stream()
                        .map(Label::getText)
                        .reduce("", (a, b) -> a.isEmpty() || a.endsWith("_") ? a + b : a + " " + b))
                .as("as a learner reads it: the id, the severity, what was found")
                .startsWith("SEQUENCE_TIE (warning): 1 event(s) share")
                .contains("(line 7). The later arrival wins");
        assertThat(vm.statusProperty().get()).endsWith("· 1 warning, under the preview's explanation");
        assertThat(robot.lookup("#previewWarnings").queryAs(Label.class).getText())
                .as("the run's warning, named where the status bar says")
                .startsWith("⚠ Events with the same key and sequence differ:")
                .contains("AMBIGUOUS_SEQUENCE");
        Button fix = robot.lookup("#fix-SEQUENCE_TIE").queryAs(Button.class);
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
                .noneMatch(n ->
                        n.lookup(".label") instanceof Label l && l.getText().startsWith("SEQUENCE_TIE"));
    }
}
