package io.scdstudio.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.ScdException;
import io.scdstudio.project.DesignFiles;
import io.scdstudio.project.EnginePreferences;
import io.scdstudio.spark.SharedSpark;
import io.scdstudio.ui.DesignDocument;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.TaskRunner;
import io.scdstudio.ui.preview.PreviewComputer;
import io.scdstudio.ui.run.RunViewModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The run pane on the Spark engine as the launcher wires it for the window: stages shown, cancel mid-run. */
class RunPaneOnSparkIT {

    @Test
    void theWindowsSparkEngineNamesEachStageAndACancelStopsTheRunBeforeItsNextBatch() {
        DesignDocument moves = Fixtures.documentWith(DesignFiles.open(Fixtures.CUSTOMER_MOVES));
        List<Throwable> shown = new ArrayList<>();
        List<String> verdicts = Collections.synchronizedList(new ArrayList<>());
        RunViewModel[] vm = new RunViewModel[1];
        vm[0] = new RunViewModel(Optional.of(Launcher.sparkForTheRunPane(SharedSpark.SETTINGS)), TaskRunner.inline(),
                moves, Runnable::run, shown::add);
        vm[0].verdictProperty().addListener((o, was, now) -> {
            verdicts.add(now);
            if (now.contains("(batch 2 of 3)")) {
                vm[0].cancel(); // as the user would, once the second batch has begun
            }
        });

        vm[0].run();

        assertThat(verdicts).anySatisfy(v -> assertThat(v).startsWith("Running: ").endsWith("(batch 1 of 3)…"));
        assertThat(vm[0].verdictProperty().get()).isEqualTo("Cancelled.");
        assertThat(shown).as("a cancel is not an error").isEmpty();
        assertThat(vm[0].logProperty().get()).contains("batch 1 applied").doesNotContain("batch 2 applied");
        assertThat(vm[0].history()).isEmpty();
    }

    @Test
    void theTargetFolderTypedInThePaneGetsTheTableAndABadMasterIsNamedWithTheWaysToWriteIt(@TempDir Path dir) {
        DesignDocument moves = Fixtures.documentWith(DesignFiles.open(Fixtures.CUSTOMER_MOVES));
        List<Throwable> shown = new ArrayList<>();
        RunViewModel vm = new RunViewModel(Optional.of(Launcher.sparkForTheRunPane(SharedSpark.SETTINGS)),
                TaskRunner.inline(), moves, Runnable::run, shown::add);
        vm.setPreview(new PreviewComputer().compute(moves.design().orElseThrow().scenario()));
        Path target = dir.resolve("dim customers");
        vm.usePreferences(new EnginePreferences("", "", target.toString()), p -> { });

        vm.run();

        assertThat(vm.verdictProperty().get()).isEqualTo("Equal to the preview (4 rows).");
        assertThat(Files.isDirectory(target.resolve("_delta_log"))).isTrue();
        assertThat(vm.history()).hasSize(3);

        vm.masterProperty().set("local[x]");
        vm.run();
        assertThat(vm.verdictProperty().get()).contains("master", "local[x]");
        assertThat(shown).singleElement().isInstanceOfSatisfying(ScdException.class, e -> {
            assertThat(e.errorClass()).isEqualTo("INVALID_SETTING");
            assertThat(e.hint()).contains("spark://host:port");
        });
    }
}
