package io.scdstudio.app;

import io.scdstudio.cli.Cli;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.project.AppDataFolder;
import io.scdstudio.spark.EngineVersions;
import io.scdstudio.spark.SparkEngine;
import io.scdstudio.spark.SparkLog;
import io.scdstudio.spark.SparkSessions;
import io.scdstudio.spark.SparkSettings;
import io.scdstudio.spark.TextbookMergeEngine;
import io.scdstudio.ui.run.EngineSettings;
import io.scdstudio.ui.run.RunEngine;
import io.scdstudio.ui.run.RunMode;
import io.scdstudio.ui.shell.StudioApp;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * {@code java -jar scd-studio.jar [FILE]}: the window, with a scenario folder, saved design or feed file open;
 * {@code --selfcheck}: whether this installation works; {@code java -jar scd-studio.jar <command> ...}: the command
 * line.
 */
public final class Launcher {
    private Launcher() {}

    public static void main(String[] args) {
        if (args.length == 1 && args[0].equals("--selfcheck")) {
            System.exit(SelfCheck.runInTemporaryWorkspace(System.out));
        }
        Optional<Path> toOpen = WindowArguments.fileToOpen(args);
        if (args.length == 0 || toOpen.isPresent()) {
            try {
                StudioApp.launchWindow(toOpen, Optional.of(sparkForTheRunPane()));
            } catch (RuntimeException e) {
                // A machine without GTK or a display is no bug of the app: say what is missing, not a stack trace.
                Optional<String> why = NativeToolkit.explain(e);
                if (why.isEmpty()) {
                    throw e;
                }
                System.err.println(why.get());
                System.exit(NativeToolkit.EXIT_CODE);
            }
            return;
        }
        System.exit(new Cli().execute(args, System.out, System.err));
    }

    /** The Spark engine in both modes; its session starts only when the user first runs on Spark. */
    private static RunEngine sparkForTheRunPane() {
        return sparkForTheRunPane(runPaneDefaults());
    }

    /** The pane's Spark defaults: the workspace inside the studio's home folder when the session names one. */
    static SparkSettings runPaneDefaults() {
        SparkSettings base = SparkSettings.defaults();
        return AppDataFolder.chosen()
                .map(home -> base.withWorkspace(home.resolve("spark-workspace")))
                .orElse(base);
    }

    /**
     * As the window gets it, on {@code base} (its master and workspace are the pane's defaults; the screenshot tool
     * and tests keep the workspace in a temporary folder), with the master, workspace and target folder the user
     * set in the pane, stage reports and a cancel that stops Spark's jobs.
     */
    static RunEngine sparkForTheRunPane(SparkSettings base) {
        EngineSettings defaults = new EngineSettings(base.master(), base.workspace(), Optional.empty());
        EngineSettings.Support support = new EngineSettings.Support(
                defaults,
                // Only a first session: restarting one with other settings would stop it under a run or its time
                // travel; the next run restarts it anyway.
                chosen -> SparkSessions.warmUpIfNoneRuns(sparkSettings(base, chosen)));
        return new RunEngine(
                (mode, controls) -> {
                    EngineSettings chosen = controls.settings().orElse(defaults);
                    if (mode == RunMode.TEXTBOOK_MERGE) {
                        return new TextbookMergeEngine(sparkSettings(base, chosen))
                                .withCancellation(controls.cancellation());
                    }
                    SparkEngine engine = new SparkEngine(
                                    sparkSettings(base, chosen),
                                    mode == RunMode.BACKFILL ? SparkEngine.Mode.BACKFILL : SparkEngine.Mode.INCREMENTAL)
                            .withPlannedBatches(controls.batches())
                            .withProgress(p -> controls.stage(p.describe()))
                            .withCancellation(controls.cancellation());
                    return chosen.target().map(engine::withTargetPath).orElse(engine);
                },
                EngineVersions.describe(),
                new SparkLog(),
                Optional.of(support),
                List.of(RunMode.values()));
    }

    private static SparkSettings sparkSettings(SparkSettings base, EngineSettings chosen) {
        try {
            return base.withMaster(chosen.master()).withWorkspace(chosen.workspace());
        } catch (IllegalArgumentException e) {
            throw Errors.at(
                    Location.field("master"),
                    ErrorClass.INVALID_SETTING,
                    "the " + e.getMessage(),
                    "Type local[*] to use every core of this machine, local[N] for N of them, or spark://host:port "
                            + "for a standalone cluster");
        }
    }
}
