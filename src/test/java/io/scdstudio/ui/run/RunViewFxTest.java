package io.scdstudio.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.project.DesignFiles;
import io.scdstudio.ui.DesignDocument;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.TaskRunner;
import io.scdstudio.ui.preview.PreviewComputer;
import java.nio.file.Path;
import java.util.Optional;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The run pane driven by clicks, on an engine that keeps a version per batch. */
@ExtendWith(ApplicationExtension.class)
class RunViewFxTest {

    @Start
    void start(Stage stage) {
        DesignDocument moves = Fixtures.documentWith(DesignFiles.open(Fixtures.CUSTOMER_MOVES));
        RunViewModel vm = new RunViewModel(
                Optional.of(new RunEngine(mode -> new Versioned(new FakeDeltaLog()), "fake delta")),
                TaskRunner.inline(),
                moves,
                Runnable::run);
        vm.setPreview(new PreviewComputer().compute(moves.design().orElseThrow().scenario()));
        stage.setScene(new Scene(new RunView(vm), 1100, 750));
        stage.show();
    }

    @Test
    void clickingAVersionInTheHistoryShowsTheTableAsThatBatchLeftIt(FxRobot robot) {
        robot.clickOn("#runButton");
        robot.clickOn("#runHistoryTab");
        assertThat(robot.lookup("#runVersionVerdict").queryAs(Label.class).getText())
                .isEqualTo(RunViewModel.PICK_A_VERSION);

        Node secondVersion =
                robot.lookup("#runHistoryTable .table-row-cell").nth(1).query();
        robot.clickOn(secondVersion);

        assertThat(robot.lookup("#runVersionVerdict").queryAs(Label.class).getText())
                .isEqualTo("Version 1 (MERGE, after batch 2): equal to the preview after batch 2 (3 rows).");
        assertThat(robot.lookup("#runVersionTable").queryAs(TableView.class).getItems())
                .hasSize(3);
        assertThat(robot.lookup("#runResultTable").queryAs(TableView.class).getItems())
                .hasSize(4);
    }

    @Test
    void aTimestampColumnIsWideEnoughToReadItsValuesWhole(FxRobot robot) {
        robot.clickOn("#runButton");
        robot.clickOn("#runTableTab");
        WaitForAsyncUtils.waitForFxEvents();
        TableView<?> table = robot.lookup("#runResultTable").queryAs(TableView.class);
        TableColumn<?, ?> start = table.getColumns().stream()
                .filter(c -> c.getText().equals("__START_AT"))
                .findFirst()
                .orElseThrow();
        Text value = new Text("2024-01-05 09:00:00");
        value.setFont(Font.font(Font.getDefault().getFamily(), 14));
        assertThat(start.getWidth()).isGreaterThan(value.getLayoutBounds().getWidth());
    }

    @Test
    void theSettingsTitleWritesTheHomeFolderAsATilde() {
        String home = System.getProperty("user.home");
        assertThat(RunView.homeAsTilde(
                        Path.of(home, ".local", "share", "scd-studio").toString()))
                .isEqualTo("~" + java.io.File.separator + Path.of(".local", "share", "scd-studio"));
        assertThat(RunView.homeAsTilde("/srv/spark-workspace")).isEqualTo("/srv/spark-workspace");
        assertThat(RunView.homeAsTilde(home + "-other" + java.io.File.separator + "x"))
                .doesNotStartWith("~");
    }
}
