package io.scdstudio.cli.bench;

import io.scdstudio.cli.Args;
import io.scdstudio.cli.EngineOptions;
import io.scdstudio.cli.FeedDesign;
import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.model.Scenario;
import io.scdstudio.spark.SparkEngine;
import io.scdstudio.spark.SparkSessions;
import io.scdstudio.spark.SparkSettings;
import java.io.PrintStream;

/**
 * {@code bench <scenario> --engine spark --first-run}: what a learner waits for when they press Run for the first
 * time, as the Run pane runs it (incremental, batch by batch). The window warms Spark up when the Run tab is first
 * shown or the learner pauses; this times that warm-up (the same call the window makes), then the first run after
 * it and a second one. With {@code --cold} there is no warm-up, and the first run pays for starting Spark, as it
 * did before the window warmed it.
 */
final class FirstRunBench {
    private FirstRunBench() {}

    static void run(Args args, PrintStream out, String usage) {
        Scenario scenario = FeedDesign.open(args, args.onlyPositional("scenario folder or feed file", usage), usage);
        SparkSettings settings = EngineOptions.spark(args, usage).settings();
        long start = System.nanoTime();
        out.printf(
                "First run of %s on Spark (%d batches), Java %s (%s), %d cores; %s%n",
                scenario.id(),
                scenario.feed().batchCount(),
                System.getProperty("java.version"),
                Measure.jit(),
                Runtime.getRuntime().availableProcessors(),
                args.flag("cold") ? "no warm-up" : "warmed up as the window does");
        if (!args.flag("cold")) {
            SparkSessions.warmUpIfNoneRuns(settings).join();
            out.printf("warm-up (session start and a first Delta write): %.0f ms%n", millisSince(start));
        }
        out.printf("first run: %.0f ms%n", timedRun(scenario, settings));
        out.printf("second run: %.0f ms%n", timedRun(scenario, settings));
        out.printf("since the command started: %.0f ms%n", millisSince(start));
    }

    private static double timedRun(Scenario scenario, SparkSettings settings) {
        long t = System.nanoTime();
        FlowRun run = FeedRunner.runAll(
                new SparkEngine(settings, SparkEngine.Mode.INCREMENTAL),
                scenario.flow(),
                scenario.feed(),
                RunOptions.FAST,
                scenario.simulateTombstoneGcBeforeBatches());
        run.target();
        double ms = millisSince(t);
        run.discardAndClose();
        return ms;
    }

    private static double millisSince(long t) {
        return (System.nanoTime() - t) / 1e6;
    }
}
