package io.scdstudio.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.project.DesignFiles;
import io.scdstudio.project.RecoveryStore;
import io.scdstudio.ui.DeferredRunner;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.TaskRunner;
import io.scdstudio.ui.timeline.TimelineFeature;
import io.scdstudio.ui.timeline.TimelineViewModel;
import java.nio.file.Path;
import java.util.Optional;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A fresh-eyes review: after a switch to a lesson with a bigger feed, the preview and the Timeline went on showing the
 * lesson before, under the new lesson's title, for as long as the new preview took to compute (about a second).
 */
@ExtendWith(ApplicationExtension.class)
class DesignSwitchFxTest {
    @TempDir
    Path temp;

    private final DeferredRunner previews = new DeferredRunner();
    private final DeferredRunner checks = new DeferredRunner();

    @Start
    void start(Stage stage) {
        stage.show();
    }

    @Test
    void aDesignOpenedShowsNothingOfTheDesignBeforeWhileItsPreviewComputes(FxRobot robot) {
        robot.interact(() -> designSwitch());
    }

    private void designSwitch() {
        StudioViewModel studio = new StudioViewModel(services(), new StubDialogs());
        TimelineViewModel timeline = timeline(studio);
        timeline.setActive(true);
        studio.show(DesignFiles.open(Path.of("sample-data/late-update-splits-history")), false);
        previews.runAll();
        checks.runAll();
        assertThat(studio.preview().columns()).contains("device_id");
        assertThat(studio.preview().rows()).isNotEmpty();
        assertThat(timeline.keys()).isNotEmpty();
        assertThat(studio.flow().findings()).as("the late data's finding").isNotEmpty();

        studio.show(DesignFiles.open(Fixtures.CUSTOMER_MOVES), false);

        assertThat(previews.pending()).as("the new preview is still computing").isPositive();
        assertThat(studio.titleProperty().get()).doesNotContain("late");
        assertThat(studio.preview().columns()).as("the design before's columns").isEmpty();
        assertThat(studio.preview().rows()).as("the design before's rows").isEmpty();
        assertThat(studio.preview().eventCountProperty().get()).isZero();
        assertThat(studio.preview().waitingProperty().get()).startsWith("Computing the preview");
        assertThat(timeline.keys()).as("the design before's bars").isEmpty();
        assertThat(timeline.asOfRows()).isEmpty();
        assertThat(timeline.messageProperty().get())
                .as("not \"the flow does not run\"")
                .isEqualTo("The timeline shows once the preview has run.");
        assertThat(studio.preview().positionProperty().get())
                .as("not \"Before event 1 of 0\"")
                .isEmpty();
        assertThat(studio.flow().findings()).as("the design before's findings").isEmpty();

        previews.runAll();
        assertThat(studio.preview().columns()).contains("customer_id").doesNotContain("device_id");
        assertThat(studio.preview().rows()).isNotEmpty();
        assertThat(timeline.keys()).isNotEmpty();
    }

    private StudioServices services() {
        TaskRunner now = TaskRunner.inline();
        return new StudioServices(
                new StudioServices.Workers(previews, now, now, now, now, now, now, now, checks, now, now, now, now),
                Fixtures.returningUser(temp),
                new RecoveryStore(temp.resolve("recovery")),
                Optional.empty());
    }

    private static TimelineViewModel timeline(StudioViewModel studio) {
        return studio.features().stream()
                .filter(TimelineFeature.class::isInstance)
                .map(f -> ((TimelineFeature) f).viewModel())
                .findFirst()
                .orElseThrow();
    }
}
