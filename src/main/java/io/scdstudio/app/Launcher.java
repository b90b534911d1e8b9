package io.scdstudio.app;

import io.scdstudio.cli.Cli;
import io.scdstudio.spark.CancellationToken;
import io.scdstudio.spark.SparkEngine;
import io.scdstudio.spark.SparkLog;
import io.scdstudio.spark.SparkSettings;
import io.scdstudio.ui.run.RunEngine;
import io.scdstudio.ui.run.RunMode;
import io.scdstudio.ui.shell.StudioApp;
import java.util.Optional;

/** {@code java -jar scd-studio.jar}: the window; {@code java -jar scd-studio.jar <command> ...}: the command line. */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            StudioApp.launchWindow(args, Optional.of(sparkForTheRunPane()));
            return;
        }
        System.exit(new Cli().execute(args, System.out, System.err));
    }

    /** The Spark engine in both modes; its session starts only when the user first runs on Spark. */
    private static RunEngine sparkForTheRunPane() {
        return sparkForTheRunPane(SparkSettings.defaults());
    }

    /** As the window gets it, with the given settings (the screenshot tool keeps its workspace in a temporary folder). */
    static RunEngine sparkForTheRunPane(SparkSettings settings) {
        return new RunEngine((mode, controls) -> {
            CancellationToken token = new CancellationToken();
            controls.onStop(token::cancel);
            return new SparkEngine(settings, mode == RunMode.BACKFILL ? SparkEngine.Mode.BACKFILL
                    : SparkEngine.Mode.INCREMENTAL).withPlannedBatches(controls.batches())
                    .withProgress(p -> controls.stage(p.describe())).withCancellation(token);
        }, "Spark 4.2 + Delta 4.4, " + settings.master(), new SparkLog());
    }
}
