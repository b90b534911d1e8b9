package io.scdstudio.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.EngineLog;
import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.ForwardingFlowRun;
import io.scdstudio.engine.ForwardingVersionedRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.ScdEngine;
import io.scdstudio.engine.SourceShape;
import io.scdstudio.engine.TargetVersion;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Row;
import io.scdstudio.model.Table;
import io.scdstudio.ui.DesignDocument;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.TaskRunner;
import io.scdstudio.ui.preview.PreviewComputer;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

class RunViewModelTest {
    private final DesignDocument doc = Fixtures.documentWith(Fixtures.users(2));

    private RunViewModel vm(Optional<RunEngine> engine) {
        RunViewModel vm = new RunViewModel(engine, TaskRunner.inline(), doc, Runnable::run);
        vm.setPreview(new PreviewComputer().compute(doc.design().orElseThrow().scenario()));
        return vm;
    }

    @Test
    void withoutAnEngineThePaneSaysSoAndRunDoesNothing() {
        RunViewModel vm = vm(Optional.empty());
        vm.run();
        assertThat(vm.available()).isFalse();
        assertThat(vm.verdictProperty().get()).isEqualTo("Spark engine not available in this build");
    }

    @Test
    void anEngineThatAgreesGivesTheEqualVerdictInBothModes() {
        RunViewModel vm = vm(Optional.of(new RunEngine(new InMemoryEngine(), "memory (test)")));
        for (RunMode mode : RunMode.AUTO_CDC) {
            vm.modeProperty().set(mode);
            vm.run();
            assertThat(vm.verdictProperty().get()).as(mode.name()).startsWith("Equal to the preview (7 rows)");
            assertThat(vm.verdictKindProperty().get()).as("the badge").isEqualTo(RunVerdict.AGREES);
            assertThat(vm.progressProperty().get()).isEqualTo(1.0);
        }
        assertThat(vm.logProperty().get()).contains("batch 1 applied");
    }

    @Test
    void anotherDesignOpenedLeavesNothingOfTheLastRun() {
        RunViewModel vm = vm(Optional.of(new RunEngine(new InMemoryEngine(), "memory (test)")));
        vm.run();
        assertThat(vm.resultRows()).isNotEmpty();

        doc.open(Fixtures.users(1), false);
        vm.designOpened();

        assertThat(vm.resultRows()).as("the first design's engine table").isEmpty();
        assertThat(vm.resultColumns()).isEmpty();
        assertThat(vm.logProperty().get()).isEmpty();
        assertThat(vm.verdictProperty().get()).isEqualTo("Ready to run on memory (test).");
        assertThat(vm.verdictKindProperty().get()).isEqualTo(RunVerdict.READY);
    }

    @Test
    void theTextbookMergeModeIsHeldToTheRecipeInMemoryNotToAutoCdc() {
        RunEngine autoCdcOnly = new RunEngine(new InMemoryEngine(), "memory (test)");
        assertThat(vm(Optional.of(autoCdcOnly)).modes()).containsExactly(RunMode.INCREMENTAL, RunMode.BACKFILL);
        RunEngine engine = new RunEngine(
                (mode, controls) -> new InMemoryEngine(),
                "memory (test)",
                io.scdstudio.engine.EngineLog.NONE,
                Optional.empty(),
                List.of(RunMode.values()));
        RunViewModel vm = vm(Optional.of(engine));
        vm.modeProperty().set(RunMode.TEXTBOOK_MERGE);
        vm.run();
        assertThat(vm.verdictProperty().get())
                .as("AUTO CDC's table is not the recipe's")
                .startsWith("Differs from the textbook MERGE recipe in memory");
        assertThat(vm.verdictKindProperty().get()).as("the badge").isEqualTo(RunVerdict.DIFFERS);
        assertThat(vm.onlyInEngine()).isNotEmpty();
    }

    @Test
    void editingTheDesignAfterARunSaysTheResultIsOfTheEarlierDesignUntilUndone() {
        RunViewModel vm = vm(Optional.of(new RunEngine(new InMemoryEngine(), "memory (test)")));
        vm.run();
        assertThat(vm.verdictProperty().get()).isEqualTo("Equal to the preview (7 rows).");

        doc.edit("switch to SCD type 1", "stored_as_scd_type", false, f -> f.withScdType(1));
        assertThat(vm.verdictProperty().get())
                .isEqualTo("Equal to the preview (7 rows). " + RunViewModel.DESIGN_CHANGED);
        doc.undo();
        assertThat(vm.verdictProperty().get()).isEqualTo("Equal to the preview (7 rows).");
    }

    @Test
    void anEngineThatDisagreesShowsTheDifferingRowsSideBySide() {
        RunViewModel vm = vm(Optional.of(new RunEngine(droppingLastRow(), "faulty")));
        vm.run();
        assertThat(vm.verdictProperty().get()).startsWith("Differs from the preview");
        assertThat(vm.onlyInPreview()).hasSize(1);
        assertThat(vm.onlyInEngine()).isEmpty();
    }

    @Test
    void afterARunTheEnginesTableItsVersionsAndItsOwnLogAreShown() {
        DesignDocument moves = Fixtures.documentWith(io.scdstudio.project.DesignFiles.open(Fixtures.CUSTOMER_MOVES));
        FakeDeltaLog engineLog = new FakeDeltaLog();
        java.util.ArrayDeque<Runnable> fx = new java.util.ArrayDeque<>();
        RunViewModel vm = new RunViewModel(
                Optional.of(new RunEngine(mode -> new Versioned(engineLog), "fake delta", engineLog)),
                TaskRunner.inline(),
                moves,
                fx::add);
        vm.setPreview(new PreviewComputer().compute(moves.design().orElseThrow().scenario()));

        vm.run();
        while (!fx.isEmpty()) {
            fx.poll().run();
        }

        assertThat(vm.verdictProperty().get()).startsWith("Equal to the preview");
        assertThat(vm.resultColumns()).startsWith("customer_id", "name", "city");
        assertThat(vm.resultRows())
                .containsExactlyElementsOf(
                        vm.preview().finalTarget().orElseThrow().rows());
        assertThat(vm.history()).extracting(TargetVersion::version).containsExactly(0L, 1L, 2L);
        assertThat(vm.history()).extracting(TargetVersion::operation).containsExactly("WRITE", "MERGE", "MERGE");
        assertThat(vm.history()).extracting(v -> v.batch().getAsInt()).containsExactly(1, 2, 3);
        assertThat(vm.logProperty().get())
                .contains(
                        "DeltaLog: Committed delta #0", "Committed delta #2", "batch 3 applied", "target at version 2");
        assertThat(engineLog.following)
                .as("the log is no longer followed after the run")
                .isFalse();
    }

    @Test
    void pickingAVersionShowsTheTargetAsItHeldItAgainstThePreviewAfterTheSameBatch() {
        DesignDocument moves = Fixtures.documentWith(io.scdstudio.project.DesignFiles.open(Fixtures.CUSTOMER_MOVES));
        Versioned engine = new Versioned(new FakeDeltaLog(), 2);
        RunViewModel vm = new RunViewModel(
                Optional.of(new RunEngine(mode -> engine, "fake delta")), TaskRunner.inline(), moves, Runnable::run);
        vm.setPreview(new PreviewComputer().compute(moves.design().orElseThrow().scenario()));
        assertThat(vm.versionVerdictProperty().get()).isEqualTo(RunViewModel.PICK_A_VERSION);
        vm.run();

        vm.showVersion(vm.history().get(0));
        Table afterFirst = FeedRunner.run(
                        new InMemoryEngine(),
                        moves.design().orElseThrow().scenario().flow(),
                        firstBatchOf(moves),
                        RunOptions.FAST,
                        List.of(),
                        (n, r) -> true)
                .target();
        assertThat(vm.versionRows())
                .containsExactlyElementsOf(afterFirst.rows())
                .isNotEqualTo(vm.resultRows());
        assertThat(vm.versionColumns()).containsExactlyElementsOf(vm.resultColumns());
        assertThat(vm.versionVerdictProperty().get())
                .isEqualTo("Version 0 (WRITE, after batch 1): equal to the preview after batch 1 (" + afterFirst.size()
                        + " rows).");

        vm.showVersion(vm.history().get(2));
        assertThat(vm.versionVerdictProperty().get())
                .startsWith("Version 2 (MERGE, after batch 3): differs from the " + "preview after batch 3");

        vm.showVersion(new TargetVersion(7, java.time.Instant.EPOCH, "ADD FEATURE", java.util.OptionalInt.empty()));
        assertThat(vm.versionRows()).isEmpty();
        assertThat(vm.versionVerdictProperty().get()).contains("not written by a batch of this run", "VERSION AS OF 7");

        assertThat(engine.closed)
                .as("the finished run stays open for time travel")
                .isEmpty();
        vm.run();
        assertThat(engine.closed).as("the next run closes it").containsExactly(3);
        assertThat(vm.versionVerdictProperty().get()).isEqualTo(RunViewModel.PICK_A_VERSION);
    }

    @Test
    void aBackfillsOneVersionIsNamedAsTheWholeFeed() {
        DesignDocument moves = Fixtures.documentWith(io.scdstudio.project.DesignFiles.open(Fixtures.CUSTOMER_MOVES));
        RunViewModel vm = new RunViewModel(
                Optional.of(new RunEngine(mode -> new Versioned(new FakeDeltaLog()), "fake delta")),
                TaskRunner.inline(),
                moves,
                Runnable::run);
        vm.setPreview(new PreviewComputer().compute(moves.design().orElseThrow().scenario()));
        vm.modeProperty().set(RunMode.BACKFILL);
        vm.run();

        assertThat(vm.history())
                .singleElement()
                .satisfies(v -> assertThat(vm.holds(v)).isEqualTo("the target after the whole feed (one batch)"));
        vm.showVersion(vm.history().get(0));
        assertThat(vm.versionVerdictProperty().get())
                .isEqualTo("Version 0 (WRITE, after the whole feed, run as one "
                        + "batch): equal to the preview after the whole feed (4 rows).");
    }

    @Test
    void aVersionWhoseReadFailedIsReadAgainWhenPickedAgainAndAShownOneIsNotReadTwice() {
        DesignDocument moves = Fixtures.documentWith(io.scdstudio.project.DesignFiles.open(Fixtures.CUSTOMER_MOVES));
        int[] reads = {0};
        RunEngine flaky = new RunEngine(
                mode -> new ScdEngine() {
                    public String name() {
                        return "flaky";
                    }

                    public FlowRun open(FlowSettings flow, SourceShape source, RunOptions options) {
                        FlowRun versioned = new Versioned(new FakeDeltaLog()).open(flow, source, options);
                        return new ForwardingVersionedRun(versioned) {
                            @Override
                            public Table targetAt(long version) {
                                if (++reads[0] == 1) {
                                    throw io.scdstudio.model.Errors.of(
                                            ErrorClass.SPARK_FAILED, "the executor was lost", "Run again");
                                }
                                return super.targetAt(version);
                            }
                        };
                    }
                },
                "flaky");
        RunViewModel vm = new RunViewModel(Optional.of(flaky), TaskRunner.inline(), moves, Runnable::run);
        vm.setPreview(new PreviewComputer().compute(moves.design().orElseThrow().scenario()));
        vm.run();

        vm.showVersion(vm.history().get(1));
        assertThat(vm.versionVerdictProperty().get()).contains("could not be read", "the executor was lost");
        vm.showVersion(vm.history().get(1));
        assertThat(vm.versionVerdictProperty().get()).startsWith("Version 1 (MERGE, after batch 2): equal");
        vm.showVersion(vm.history().get(1));
        assertThat(reads[0]).isEqualTo(2);
    }

    private static io.scdstudio.model.ChangeFeed firstBatchOf(DesignDocument doc) {
        io.scdstudio.model.ChangeFeed feed = (io.scdstudio.model.ChangeFeed)
                doc.design().orElseThrow().scenario().feed();
        return new io.scdstudio.model.ChangeFeed(
                feed.source(), feed.schema(), feed.batches().subList(0, 1));
    }

    @Test
    void theEnginesStagesShowWhileItRunsAndCancelStopsItMidBatchWithoutAnErrorDialog() {
        DesignDocument moves = Fixtures.documentWith(io.scdstudio.project.DesignFiles.open(Fixtures.CUSTOMER_MOVES));
        List<Throwable> shown = new java.util.ArrayList<>();
        List<String> verdicts = new java.util.ArrayList<>();
        List<Integer> planned = new java.util.ArrayList<>();
        RunViewModel[] vm = new RunViewModel[1];
        RunEngine.Factory stoppable = (mode, controls) -> ForwardingFlowRun.overInMemory("stoppable", run -> {
            planned.add(controls.batches());
            boolean[] stopped = {false};
            controls.onStop(() -> stopped[0] = true);
            return new ForwardingFlowRun(run) {
                @Override
                public void apply(io.scdstudio.model.Batch batch) {
                    controls.stage("merging (batch " + batch.number() + " of " + controls.batches() + ")");
                    if (batch.number() == 2) {
                        vm[0].cancel(); // the user, while the batch runs
                        assertThat(stopped[0])
                                .as("the engine was told to stop mid-batch")
                                .isTrue();
                        throw io.scdstudio.model.Errors.of(
                                ErrorClass.CANCELLED, "the run was cancelled", "Run it again");
                    }
                    super.apply(batch);
                }
            };
        });
        vm[0] = new RunViewModel(
                Optional.of(new RunEngine(stoppable, "stoppable", EngineLog.NONE)),
                TaskRunner.inline(),
                moves,
                Runnable::run,
                shown::add);
        vm[0].verdictProperty().addListener((o, was, now) -> verdicts.add(now));
        vm[0].run();

        assertThat(planned).containsExactly(3);
        assertThat(verdicts).contains("Running: merging (batch 1 of 3)…", "Running: merging (batch 2 of 3)…");
        assertThat(vm[0].verdictProperty().get()).isEqualTo("Cancelled.");
        assertThat(shown).as("a cancel is not an error").isEmpty();
        assertThat(vm[0].logProperty().get())
                .contains("batch 1 applied", "Cancelled.")
                .doesNotContain("batch 2 applied");
    }

    /** A run that stores its tables in the workspace, numbered in the order opened, remembering which were removed. */
    private static final class StoringEngine {
        final List<Integer> discarded = new java.util.ArrayList<>();
        int opened;
        boolean failNext;

        ScdEngine engine() {
            return ForwardingFlowRun.overInMemory("storing", inner -> {
                int id = ++opened;
                boolean fail = failNext;
                failNext = false;
                return new ForwardingVersionedRun(inner) {
                    @Override
                    public void apply(io.scdstudio.model.Batch batch) {
                        if (fail) {
                            throw io.scdstudio.model.Errors.of(
                                    ErrorClass.SPARK_FAILED, "the disk is full", "Free some space");
                        }
                        super.apply(batch);
                    }

                    @Override
                    public Path targetLocation() {
                        return Path.of("/workspace/runs/run-" + id + "/target");
                    }

                    @Override
                    public void discard() {
                        discarded.add(id);
                    }
                };
            });
        }
    }

    @Test
    void thePaneKeepsTheTablesOfItsLatestRunOnlyAndAFailedRunsGoAtOnce() {
        StoringEngine storing = new StoringEngine();
        RunViewModel vm = new RunViewModel(
                Optional.of(new RunEngine(storing.engine(), "storing")),
                TaskRunner.inline(),
                doc,
                Runnable::run,
                e -> {});
        vm.setPreview(new PreviewComputer().compute(doc.design().orElseThrow().scenario()));

        vm.run();
        assertThat(storing.discarded)
                .as("the latest run's tables stay for the user to open")
                .isEmpty();
        assertThat(vm.logProperty().get())
                .contains(
                        "Target table: " + Path.of("/workspace/runs/run-1/target"),
                        "The target table is in " + Path.of("/workspace/runs/run-1/target") + " until the next run");

        vm.run();
        assertThat(storing.discarded).as("the next run removes the one before").containsExactly(1);

        storing.failNext = true;
        vm.run();
        assertThat(vm.verdictProperty().get()).contains("the disk is full");
        assertThat(storing.discarded).as("a failed run's tables go at once").containsExactly(1, 2, 3);
    }

    @Test
    void aRunWhoseSettingsAreRefusedKeepsThePreviousRunsTablesUntilARunStarts() {
        StoringEngine storing = new StoringEngine();
        List<Throwable> shown = new java.util.ArrayList<>();
        Path refused = Path.of("/workspace/runs/run-1/target").toAbsolutePath();
        RunEngine engine = new RunEngine(
                (mode, controls) -> {
                    if (controls.settings()
                            .flatMap(EngineSettings::target)
                            .filter(refused::equals)
                            .isPresent()) {
                        throw io.scdstudio.model.Errors.of(
                                ErrorClass.TARGET_IN_WORKSPACE,
                                "the target folder is inside the workspace",
                                "Pick a target folder outside it");
                    }
                    return storing.engine();
                },
                "storing",
                EngineLog.NONE,
                Optional.of(new EngineSettings.Support(
                        new EngineSettings("local[*]", Path.of("/workspace").toAbsolutePath(), Optional.empty()),
                        settings -> CompletableFuture.completedFuture(null))));
        RunViewModel vm = new RunViewModel(Optional.of(engine), TaskRunner.inline(), doc, Runnable::run, shown::add);
        vm.setPreview(new PreviewComputer().compute(doc.design().orElseThrow().scenario()));
        vm.run();

        // the user pastes the path the log named, to keep that table
        vm.engineSettings().targetProperty().set(refused.toString());
        vm.run();
        assertThat(shown).singleElement().satisfies(e -> assertThat(e).hasMessageContaining("inside the workspace"));
        assertThat(storing.discarded)
                .as("the table the user meant to keep is still there")
                .isEmpty();

        vm.engineSettings().targetProperty().set("");
        vm.run();
        assertThat(storing.discarded).as("the next run that starts removes it").containsExactly(1);
    }

    @Test
    void aCancelWhileTheEngineOpensEndsAsCancelledWithoutAnErrorDialog() {
        List<Throwable> shown = new java.util.ArrayList<>();
        RunViewModel[] vm = new RunViewModel[1];
        ScdEngine waiting = new ScdEngine() {
            @Override
            public String name() {
                return "waiting";
            }

            @Override
            public FlowRun open(FlowSettings flow, SourceShape source, RunOptions options) {
                vm[0].cancel(); // the user, while the session waits for a cluster's executor
                throw io.scdstudio.model.Errors.of(
                        ErrorClass.CANCELLED, "the run was cancelled while waiting for the cluster", "Run it again");
            }
        };
        vm[0] = new RunViewModel(
                Optional.of(new RunEngine(waiting, "waiting")), TaskRunner.inline(), doc, Runnable::run, shown::add);
        vm[0].run();

        assertThat(vm[0].verdictProperty().get()).isEqualTo("Cancelled.");
        assertThat(shown).isEmpty();
    }

    @Test
    void aTargetFolderThePaneWasGivenIsNamedAsKept() {
        StoringEngine storing = new StoringEngine();
        RunEngine engine = new RunEngine(
                (mode, controls) -> storing.engine(),
                "storing",
                EngineLog.NONE,
                Optional.of(new EngineSettings.Support(
                        new EngineSettings("local[*]", Path.of("/workspace").toAbsolutePath(), Optional.empty()),
                        settings -> CompletableFuture.completedFuture(null))));
        RunViewModel vm = new RunViewModel(Optional.of(engine), TaskRunner.inline(), doc, Runnable::run, e -> {});
        vm.setPreview(new PreviewComputer().compute(doc.design().orElseThrow().scenario()));
        vm.engineSettings()
                .usePreferences(
                        new io.scdstudio.project.EnginePreferences(
                                "",
                                "",
                                Path.of("/data/dim_users").toAbsolutePath().toString()),
                        p -> {});

        vm.run();
        assertThat(vm.logProperty().get())
                .contains("The target table is in " + Path.of("/workspace/runs/run-1/target") + ".")
                .doesNotContain("until the next run");
    }

    @Test
    void aCancelBeforeTheRunStartsStopsItAsSoonAsTheEngineListens() {
        EngineJob job = new EngineJob(
                new RunEngine(
                        (mode, c) -> {
                            List<Boolean> heard = new java.util.ArrayList<>();
                            c.onStop(() -> heard.add(true));
                            assertThat(heard)
                                    .as("stopped before the engine was made")
                                    .containsExactly(true);
                            return new InMemoryEngine();
                        },
                        "early",
                        EngineLog.NONE),
                Optional.empty());
        job.cancel();
        assertThat(job.run(
                        doc.design().orElseThrow().scenario(),
                        RunMode.INCREMENTAL,
                        p -> {},
                        s -> {},
                        l -> {},
                        () -> {}))
                .isEmpty();
    }

    @Test
    void thePaneSaysTheEngineIsWarmingUntilItIsReadyAndSaysNothingOfAWarmUpThatFailed() {
        EngineSettings defaults = new EngineSettings("local[*]", Path.of("/tmp/ws-default"), Optional.empty());
        List<CompletableFuture<Void>> starts = new java.util.ArrayList<>();
        RunEngine configurable = new RunEngine(
                (mode, controls) -> new InMemoryEngine(),
                "configurable",
                EngineLog.NONE,
                Optional.of(new EngineSettings.Support(defaults, s -> {
                    CompletableFuture<Void> start = new CompletableFuture<>();
                    starts.add(start);
                    return start;
                })));
        RunViewModel vm = vm(Optional.of(configurable));
        assertThat(vm.engineStateProperty().get()).as("before any warm-up").isEmpty();

        vm.warmUp();
        assertThat(vm.engineStateProperty().get()).startsWith("Warming up").contains("you can run now");
        starts.get(0).complete(null);
        assertThat(vm.engineStateProperty().get()).isEqualTo("Warm: a run starts at once.");
        vm.warmUp();
        assertThat(starts).as("the same settings are warmed once").hasSize(1);

        vm.engineSettings().masterProperty().set("local[1]");
        vm.warmUp();
        assertThat(vm.engineStateProperty().get()).startsWith("Warming up");
        starts.get(1).completeExceptionally(new IllegalStateException("no executor"));
        assertThat(vm.engineStateProperty().get())
                .as("a failed warm-up is left to the run to report")
                .isEmpty();

        vm.engineSettings().masterProperty().set("local[2]");
        vm.warmUp();
        vm.run();
        assertThat(vm.engineStateProperty().get())
                .as("a run that ends while the warm-up still runs: its engine is up")
                .isEqualTo("Warm: a run starts at once.");
        starts.get(2).complete(null);
        assertThat(vm.engineStateProperty().get()).isEqualTo("Warm: a run starts at once.");
    }

    @Test
    void theSettingsTypedInThePaneReachTheEngineEmptyFieldsTakeTheDefaultsAndAreRemembered() {
        EngineSettings defaults = new EngineSettings("local[*]", Path.of("/tmp/ws-default"), Optional.empty());
        List<Optional<EngineSettings>> given = new java.util.ArrayList<>();
        List<EngineSettings> warmed = new java.util.ArrayList<>();
        List<io.scdstudio.project.EnginePreferences> remembered = new java.util.ArrayList<>();
        RunEngine configurable = new RunEngine(
                (mode, controls) -> {
                    given.add(controls.settings());
                    return new InMemoryEngine();
                },
                "configurable",
                EngineLog.NONE,
                Optional.of(new EngineSettings.Support(defaults, s -> {
                    warmed.add(s);
                    return CompletableFuture.completedFuture(null);
                })));
        RunViewModel vm = vm(Optional.of(configurable));
        vm.engineSettings()
                .usePreferences(new io.scdstudio.project.EnginePreferences("local[2]", "", ""), remembered::add);
        assertThat(vm.engineSettings().configurable()).isTrue();

        vm.warmUp();
        vm.warmUp();
        assertThat(warmed)
                .as("once per settings")
                .containsExactly(new EngineSettings("local[2]", Path.of("/tmp/ws-default"), Optional.empty()));
        vm.engineSettings().targetProperty().set("  /tmp/dim_customers ");
        vm.run();

        assertThat(given)
                .containsExactly(Optional.of(new EngineSettings(
                        "local[2]", Path.of("/tmp/ws-default"), Optional.of(Path.of("/tmp/dim_customers")))));
        assertThat(remembered)
                .containsExactly(new io.scdstudio.project.EnginePreferences("local[2]", "", "/tmp/dim_customers"));
        assertThat(vm.logProperty().get())
                .contains("on configurable, local[2], workspace /tmp/ws-default, target " + "/tmp/dim_customers");
    }

    @Test
    void aFolderThatIsNotAPathIsNamedAndNothingRuns() {
        List<Throwable> shown = new java.util.ArrayList<>();
        List<Integer> made = new java.util.ArrayList<>();
        RunEngine configurable = new RunEngine(
                (mode, controls) -> {
                    made.add(1);
                    return new InMemoryEngine();
                },
                "configurable",
                EngineLog.NONE,
                Optional.of(new EngineSettings.Support(
                        new EngineSettings("local[*]", Path.of("/tmp/ws"), Optional.empty()),
                        s -> CompletableFuture.completedFuture(null))));
        RunViewModel vm =
                new RunViewModel(Optional.of(configurable), TaskRunner.inline(), doc, Runnable::run, shown::add);
        vm.engineSettings().workspaceProperty().set("/tmp/bad\u0000name");
        vm.run();
        assertThat(made).isEmpty();
        assertThat(vm.verdictProperty().get()).contains("workspace", "is not a path");
        assertThat(shown)
                .singleElement()
                .isInstanceOfSatisfying(
                        io.scdstudio.model.ScdException.class,
                        e -> assertThat(e.errorClass()).isEqualTo("INVALID_SETTING"));
        assertThat(vm.runningProperty().get()).isFalse();
    }

    @Test
    void aRelativeFolderIsRefusedBecauseItWouldLandWhereverTheAppWasStarted() {
        List<Throwable> shown = new java.util.ArrayList<>();
        RunEngine configurable = new RunEngine(
                (mode, controls) -> new InMemoryEngine(),
                "configurable",
                EngineLog.NONE,
                Optional.of(new EngineSettings.Support(
                        new EngineSettings("local[*]", Path.of("/tmp/ws"), Optional.empty()),
                        s -> CompletableFuture.completedFuture(null))));
        RunViewModel vm =
                new RunViewModel(Optional.of(configurable), TaskRunner.inline(), doc, Runnable::run, shown::add);
        vm.engineSettings().targetProperty().set("dims/customers");
        vm.run();
        assertThat(vm.verdictProperty().get()).contains("target", "'dims/customers' is relative");
        assertThat(vm.resultRows()).isEmpty();
    }

    @Test
    void aFeedWithASkippedBatchNumberPlansTheBatchesItApplies() {
        io.scdstudio.project.Design users = Fixtures.users(2);
        io.scdstudio.model.ChangeFeed feed =
                (io.scdstudio.model.ChangeFeed) users.scenario().feed();
        List<Row> events = feed.events();
        // batches 1 and 3: batch 2 is empty (a skipped number), so a run applies two
        io.scdstudio.model.ChangeFeed gap = new io.scdstudio.model.ChangeFeed(
                feed.source(),
                feed.schema(),
                List.of(
                        io.scdstudio.model.Batch.of(1, 0, events.subList(0, 4)),
                        io.scdstudio.model.Batch.of(3, 4, events.subList(4, events.size()))));
        List<Integer> planned = new java.util.ArrayList<>();
        RunEngine counting = new RunEngine(
                (mode, controls) -> {
                    planned.add(controls.batches());
                    return new InMemoryEngine();
                },
                "counting",
                EngineLog.NONE);
        RunViewModel vm = new RunViewModel(
                Optional.of(counting), TaskRunner.inline(), Fixtures.documentWith(users.withFeed(gap)), Runnable::run);
        vm.run();
        assertThat(planned).containsExactly(2);
        assertThat(vm.progressProperty().get()).isEqualTo(1.0);
    }

    @Test
    void aRunThatFailsShowsTheShortMessageAndHandsTheErrorToTheDialog() {
        List<Throwable> shown = new java.util.ArrayList<>();
        ScdEngine broken = new ScdEngine() {
            public String name() {
                return "broken";
            }

            public FlowRun open(FlowSettings flow, SourceShape source, RunOptions options) {
                throw io.scdstudio.model.Errors.of(
                        ErrorClass.SPARK_FAILED,
                        "the Spark session could not start",
                        "Check that Java 17 runs the app");
            }
        };
        RunViewModel vm = new RunViewModel(
                Optional.of(new RunEngine(broken, "broken")), TaskRunner.inline(), doc, Runnable::run, shown::add);
        vm.run();
        assertThat(vm.verdictProperty().get())
                .contains("the Spark session could not start")
                .doesNotContain("\tat ");
        assertThat(shown).singleElement().satisfies(e -> assertThat(e).hasMessageContaining("could not start"));
        assertThat(vm.runningProperty().get()).isFalse();
        assertThat(vm.logProperty().get()).contains("How to fix: Check that Java 17 runs the app");
    }

    @Test
    void logLinesLoggedBeforeTheWindowCatchesUpReachItAsOneBatch() {
        java.util.ArrayDeque<Runnable> fx = new java.util.ArrayDeque<>();
        List<List<String>> batches = new java.util.ArrayList<>();
        LogBatcher batcher = new LogBatcher(fx::add, batches::add);
        for (int i = 0; i < 100; i++) {
            batcher.add("line " + i);
        }
        assertThat(fx).hasSize(1);
        fx.poll().run();
        batcher.add("line 100");
        fx.poll().run();
        assertThat(batches).hasSize(2);
        assertThat(batches.get(0)).hasSize(100).startsWith("line 0").endsWith("line 99");
        assertThat(batches.get(1)).containsExactly("line 100");
    }

    /** An engine that loses the last row of the target, as a buggy engine might. */
    private static ScdEngine droppingLastRow() {
        return ForwardingFlowRun.overInMemory("faulty", inner -> new ForwardingFlowRun(inner) {
            @Override
            public Table target() {
                List<Row> rows = inner.target().rows();
                return new Table(inner.targetSchema(), rows.subList(0, rows.size() - 1));
            }
        });
    }
}
