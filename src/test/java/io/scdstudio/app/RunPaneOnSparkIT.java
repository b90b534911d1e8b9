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
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The run pane on the Spark engine as the launcher wires it for the window: stages shown, cancel mid-run. */
class RunPaneOnSparkIT {

    /**
     * The cancel comes from Spark's own scheduler thread in the middle of batch 2's MERGE, after one of its jobs and
     * before the next, as a user's click would come while Spark works: only a cancel of the job group and its future
     * jobs stops the MERGE there; a check between stages would let it run to its commit.
     */
    @Test
    void theWindowsSparkEngineNamesEachStageAndACancelStopsARunningSparkJob() {
        DesignDocument moves = Fixtures.documentWith(DesignFiles.open(Fixtures.CUSTOMER_MOVES));
        List<Throwable> shown = new ArrayList<>();
        List<String> verdicts = Collections.synchronizedList(new ArrayList<>());
        AtomicBoolean cancelled = new AtomicBoolean();
        AtomicInteger mergeLogStart = new AtomicInteger(-1);
        RunViewModel[] vm = new RunViewModel[1];
        vm[0] = new RunViewModel(Optional.of(Launcher.sparkForTheRunPane(SharedSpark.SETTINGS)), TaskRunner.inline(),
                moves, Runnable::run, shown::add);
        vm[0].verdictProperty().addListener((o, was, now) -> {
            verdicts.add(now);
            if (now.contains("computing and writing the target (batch 2 of 3)")) {
                mergeLogStart.compareAndSet(-1, vm[0].logProperty().get().length());
            }
        });
        // The MERGE runs several Spark jobs: cancel once the first has finished, so the next is still to come.
        vm[0].logProperty().addListener((o, was, now) -> {
            int from = mergeLogStart.get();
            if (from >= 0 && now.length() > from && now.substring(from).matches("(?s).*DAGScheduler: Job \\d+ finished.*")
                    && cancelled.compareAndSet(false, true)) {
                vm[0].cancel();
            }
        });

        vm[0].run();

        assertThat(cancelled).isTrue();
        assertThat(verdicts).anySatisfy(v -> assertThat(v).startsWith("Running: ").endsWith("(batch 2 of 3)…"));
        assertThat(vm[0].verdictProperty().get()).isEqualTo("Cancelled.");
        assertThat(shown).as("a cancel is not an error").isEmpty();
        String log = vm[0].logProperty().get();
        assertThat(log).contains("batch 1 applied").doesNotContain("batch 2 applied");
        assertThat(log.substring(log.indexOf("batch 1 applied"))).containsIgnoringCase("cancel");
    }

    @Test
    void theTargetFolderTypedInThePaneGetsTheTableAndABadMasterIsNamedWithTheWaysToWriteIt(@TempDir Path dir) {
        DesignDocument moves = Fixtures.documentWith(DesignFiles.open(Fixtures.CUSTOMER_MOVES));
        List<Throwable> shown = new ArrayList<>();
        RunViewModel vm = new RunViewModel(Optional.of(Launcher.sparkForTheRunPane(SharedSpark.SETTINGS)),
                TaskRunner.inline(), moves, Runnable::run, shown::add);
        vm.setPreview(new PreviewComputer().compute(moves.design().orElseThrow().scenario()));
        Path target = dir.resolve("dim customers");
        vm.engineSettings().usePreferences(new EnginePreferences("", "", target.toString()), p -> { });

        vm.run();

        assertThat(vm.verdictProperty().get()).isEqualTo("Equal to the preview (4 rows).");
        assertThat(Files.isDirectory(target.resolve("_delta_log"))).isTrue();
        assertThat(vm.history()).hasSize(3);

        vm.engineSettings().masterProperty().set("local[x]");
        vm.run();
        assertThat(vm.verdictProperty().get()).contains("master", "local[x]");
        assertThat(shown).singleElement().isInstanceOfSatisfying(ScdException.class, e -> {
            assertThat(e.errorClass()).isEqualTo("INVALID_SETTING");
            assertThat(e.hint()).contains("spark://host:port");
        });
    }
}
