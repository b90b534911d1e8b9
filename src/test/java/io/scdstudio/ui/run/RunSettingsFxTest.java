package io.scdstudio.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.EngineLog;
import io.scdstudio.project.DesignFiles;
import io.scdstudio.ui.DesignDocument;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.Shown;
import io.scdstudio.ui.TaskRunner;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TitledPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Spark settings as a learner opens them beside a lesson: narrower than the 580 px the pane has at 1200, as
 * Monocle's font is narrower than the desktop's.
 */
@ExtendWith(ApplicationExtension.class)
class RunSettingsFxTest {
    private static final Path WORKSPACE =
            Path.of(System.getProperty("user.home"), ".local", "share", "scd-studio", "spark-workspace");

    @Start
    void start(Stage stage) {
        DesignDocument users = Fixtures.documentWith(DesignFiles.open(Fixtures.USERS));
        EngineSettings defaults = new EngineSettings("local[*]", WORKSPACE, Optional.empty());
        RunEngine spark = new RunEngine(
                (mode, controls) -> new Versioned(new FakeDeltaLog()),
                "Spark",
                EngineLog.NONE,
                Optional.of(new EngineSettings.Support(defaults, s -> CompletableFuture.completedFuture(null))));
        RunViewModel vm = new RunViewModel(Optional.of(spark), TaskRunner.inline(), users, Runnable::run);
        stage.setScene(new Scene(new RunView(vm), 470, 700));
        stage.show();
    }

    @Test
    void openedBesideALessonEveryLabelReadsWholeAndTheTitleWritesTheHomeFolderAsATilde(FxRobot robot) {
        TitledPane settings = robot.lookup("#runSettingsPane").queryAs(TitledPane.class);
        assertThat(settings.getText()).contains("workspace ~/.local/share/scd-studio/spark-workspace");
        assertThat(settings.getTooltip().getText()).isEqualTo(settings.getText());

        robot.clickOn(settings.lookup(".title"));
        WaitForAsyncUtils.waitForFxEvents();
        List<Label> labels = settings.getContent().lookupAll(".label").stream()
                .filter(Label.class::isInstance)
                .map(Label.class::cast)
                .filter(Node::isVisible)
                .toList();
        assertThat(labels).extracting(Label::getText).contains("Master URL", "Workspace", "Target folder");
        for (Label l : labels) {
            assertThat(Shown.text(l))
                    .as("the label \"%s\" as shown", l.getText())
                    .isEqualTo(l.getText());
        }
    }
}
