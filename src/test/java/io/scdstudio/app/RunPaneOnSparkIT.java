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
    void theTextbookMergeModeRunsTheRecipeOnSparkAndMatchesItInMemory() {
        DesignDocument users = Fixtures.documentWith(Fixtures.users(2));
        List<Throwable> shown = new ArrayList<>();
        RunViewModel vm = new RunViewModel(
                Optional.of(Launcher.sparkForTheRunPane(SharedSpark.SETTINGS)),
                TaskRunner.inline(),
                users,
                Runnable::run,
                shown::add);
        vm.setPreview(new PreviewComputer().compute(users.design().orElseThrow().scenario()));
        assertThat(vm.modes()).contains(io.scdstudio.ui.run.RunMode.TEXTBOOK_MERGE);
        vm.modeProperty().set(io.scdstudio.ui.run.RunMode.TEXTBOOK_MERGE);
        vm.run();
        assertThat(shown).isEmpty();
        assertThat(vm.verdictProperty().get())
                .startsWith("Equal to the textbook MERGE recipe folded in memory (3 rows)");
    }

    @Test
    void theWindowsSparkEngineNamesEachStageAndACancelStopsARunningSparkJob() {
        DesignDocument moves = Fixtures.documentWith(DesignFiles.open(Fixtures.CUSTOMER_MOVES));
        List<Throwable> shown = new ArrayList<>();
        List<String> verdicts = Collections.synchronizedList(new ArrayList<>());
        AtomicBoolean cancelled = new AtomicBoolean();
        AtomicInteger mergeLogStart = new AtomicInteger(-1);
        RunViewModel[] vm = new RunViewModel[1];
        vm[0] = new RunViewModel(
                Optional.of(Launcher.sparkForTheRunPane(SharedSpark.SETTINGS)),
                TaskRunner.inline(),
                moves,
                Runnable::run,
                shown::add);
        vm[0].verdictProperty().addListener((o, was, now) -> {
            verdicts.add(now);
            if (now.contains("computing and writing the target (batch 2 of 3)")) {
                mergeLogStart.compareAndSet(-1, vm[0].logProperty().get().length());
            }
        });
        // The MERGE runs several Spark jobs: cancel once the first has finished, so the next is still to come.
        vm[0].logProperty().addListener((o, was, now) -> {
            int from = mergeLogStart.get();
            if (from >= 0
                    && now.length() > from
                    && now.substring(from).matches("(?s).*DAGScheduler: Job \\d+ finished.*")
                    && cancelled.compareAndSet(false, true)) {
                vm[0].cancel();
            }
        });

        vm[0].run();

        assertThat(cancelled).isTrue();
        assertThat(verdicts)
                .anySatisfy(v -> assertThat(v).startsWith("Running: ").endsWith("(batch 2 of 3)…"));
        assertThat(vm[0].verdictProperty().get()).isEqualTo("Cancelled.");
        assertThat(shown).as("a cancel is not an error").isEmpty();
        String log = vm[0].logProperty().get();
        assertThat(log).contains("batch 1 applied").doesNotContain("batch 2 applied");
        assertThat(log.substring(log.indexOf("batch 1 applied"))).containsIgnoringCase("cancel");
        assertThat(runFolderOf(tableNamed(log)))
                .as("a cancelled run's tables leave the workspace")
                .doesNotExist();
    }

    @Test
    void theWindowKeepsTheTablesOfItsLatestRunAndRemovesTheOnesBefore() {
        DesignDocument moves = Fixtures.documentWith(DesignFiles.open(Fixtures.CUSTOMER_MOVES));
        RunViewModel vm = new RunViewModel(
                Optional.of(Launcher.sparkForTheRunPane(SharedSpark.SETTINGS)),
                TaskRunner.inline(),
                moves,
                Runnable::run,
                e -> {});
        vm.setPreview(new PreviewComputer().compute(moves.design().orElseThrow().scenario()));

        vm.run();
        Path first = tableNamed(vm.logProperty().get());
        assertThat(first.resolve("_delta_log")).isDirectory();
        assertThat(vm.logProperty().get()).contains("The target table is in " + first + " until the next run");

        vm.run();
        Path second = tableNamed(vm.logProperty().get());
        assertThat(vm.verdictProperty().get()).isEqualTo("Equal to the preview (4 rows).");
        assertThat(second).isNotEqualTo(first);
        assertThat(runFolderOf(first)).as("the run before, target and bronze").doesNotExist();
        assertThat(second.resolve("_delta_log")).isDirectory();
        assertThat(runFolderOf(second).resolve("bronze")).isDirectory();

        // To keep that table, the user pastes the path the log named into the target folder: refused, and kept.
        vm.engineSettings().targetProperty().set(second.toString());
        vm.run();
        assertThat(vm.verdictProperty().get()).contains("inside the Spark workspace");
        assertThat(second.resolve("_delta_log"))
                .as("the table the user meant to keep")
                .isDirectory();
    }

    /** The target table the run's log names. */
    private static Path tableNamed(String log) {
        java.util.regex.Matcher m =
                java.util.regex.Pattern.compile("Target table: (.+)").matcher(log);
        assertThat(m.find()).as("the log names the target table: " + log).isTrue();
        return Path.of(m.group(1).trim());
    }

    /** The workspace folder of a run whose target is in it: the target's and bronze's parent. */
    private static Path runFolderOf(Path target) {
        assertThat(target.getParent().getParent().getFileName().toString()).isEqualTo("runs");
        return target.getParent();
    }

    @Test
    void theTargetFolderTypedInThePaneGetsTheTableAndABadMasterIsNamedWithTheWaysToWriteIt(@TempDir Path dir) {
        DesignDocument moves = Fixtures.documentWith(DesignFiles.open(Fixtures.CUSTOMER_MOVES));
        List<Throwable> shown = new ArrayList<>();
        RunViewModel vm = new RunViewModel(
                Optional.of(Launcher.sparkForTheRunPane(SharedSpark.SETTINGS)),
                TaskRunner.inline(),
                moves,
                Runnable::run,
                shown::add);
        vm.setPreview(new PreviewComputer().compute(moves.design().orElseThrow().scenario()));
        Path target = dir.resolve("dim customers");
        vm.engineSettings().usePreferences(new EnginePreferences("", "", target.toString()), p -> {});

        vm.run();

        assertThat(vm.verdictProperty().get()).isEqualTo("Equal to the preview (4 rows).");
        assertThat(Files.isDirectory(target.resolve("_delta_log"))).isTrue();
        assertThat(vm.history()).hasSize(3);

        vm.engineSettings().masterProperty().set("local[x]");
        vm.run();
        assertThat(vm.verdictProperty().get()).contains("master", "local[x]");
        assertThat(target.resolve("_delta_log"))
                .as("a picked target outlives the next run")
                .isDirectory();
        assertThat(shown).singleElement().isInstanceOfSatisfying(ScdException.class, e -> {
            assertThat(e.errorClass()).isEqualTo("INVALID_SETTING");
            assertThat(e.hint()).contains("spark://host:port");
        });
    }
}
