package io.scdstudio.cli;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.FlowWarning;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.ScdEngine;
import io.scdstudio.engine.resolve.OrderedColumnTypes;
import io.scdstudio.feed.csv.CanonicalCsvWriter;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Table;
import io.scdstudio.spark.SparkEngine;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

/** {@code run}: folds a scenario's feed and prints the target table as canonical CSV. */
public final class RunCommand extends Command {
    static final String USAGE = "run <scenario-folder | feed-file> " + FeedDesign.USAGE
            + " [--scd 1|2] [--after-batch N] [--out FILE] [--force] " + EngineOptions.USAGE + " [--target DIR]";

    RunCommand() {
        super(
                "run",
                USAGE,
                "fold the feed and print the target table as CSV (--out writes it to FILE; --force overwrites)");
    }

    @Override
    protected int run(List<String> raw, PrintStream out, PrintStream err) throws Exception {
        Args args = Args.parse(
                raw,
                union(union(EngineOptions.VALUED, FeedDesign.VALUED), Set.of("scd", "after-batch", "out", "target")),
                Set.of("force"),
                USAGE);
        ScdEngine engine = chosenEngine(args);
        if (args.option("out").isPresent()) {
            OutputFiles.check(OutputFiles.path(args.option("out").get(), "target.csv"), args.flag("force"));
        }
        Scenario scenario =
                FeedDesign.openNoting(args, args.onlyPositional("scenario folder or feed file", USAGE), USAGE, err);
        FlowSettings flow = Options.scdType(args, scenario.flow(), USAGE);
        if (flow instanceof CdcFlowSettings cdc && scenario.feed() instanceof ChangeFeed feed) {
            OrderedColumnTypes.notes(cdc, feed.typeFallbacks()).forEach(n -> err.println("note: " + n));
        }
        if (engine instanceof SparkEngine spark) {
            engine = spark.withPlannedBatches(scenario.feed().batchCount())
                    .withProgress(p -> err.println("spark: " + p.describe()));
        }
        int afterBatch = afterBatch(args, scenario, err);
        AtomicReference<Table> table = new AtomicReference<>();
        FlowRun run = FeedRunner.run(
                engine,
                flow,
                scenario.feed(),
                RunOptions.FAST,
                scenario.simulateTombstoneGcBeforeBatches(),
                (batch, r) -> {
                    if (batch >= afterBatch) {
                        table.set(r.target());
                        return false;
                    }
                    return true;
                });
        Table result = table.get() != null ? table.get() : run.target();
        printRunNotes(run, err);
        write(result, args, out, err);
        return Cli.OK;
    }

    /** The engine {@code --engine} names, writing to the Delta table folder {@code --target} names, if any. */
    private static ScdEngine chosenEngine(Args args) {
        ScdEngine engine = EngineOptions.engine(args, USAGE);
        if (args.option("target").isPresent()) {
            if (!(engine instanceof SparkEngine spark)) {
                throw Args.usageError("--target (a Delta table folder) needs --engine spark", USAGE);
            }
            engine = spark.withTargetPath(Path.of(args.option("target").get()));
        }
        return engine;
    }

    /** The batch {@code --after-batch} stops after; without it, none (the whole feed is folded). */
    private static int afterBatch(Args args, Scenario scenario, PrintStream err) {
        int afterBatch = args.intOption("after-batch", Integer.MAX_VALUE, USAGE);
        if (afterBatch < 1) {
            throw Args.usageError("--after-batch must be 1 or more", USAGE);
        }
        if (afterBatch != Integer.MAX_VALUE && afterBatch > scenario.feed().batchCount()) {
            err.println("note: the feed has " + scenario.feed().batchCount() + " micro-batch(es), so --after-batch "
                    + afterBatch + " shows the table after the last one");
        }
        return afterBatch;
    }

    private static void printRunNotes(FlowRun run, PrintStream err) {
        run.versioned()
                .ifPresent(v -> err.println("target Delta table: " + v.targetLocation() + " ("
                        + v.targetHistory().size() + " version(s))"));
        for (FlowWarning w : run.warnings()) {
            err.println("warning " + w.code() + ": " + w.message());
        }
    }

    /** Writes the table as canonical CSV to {@code --out}, or else to standard output. */
    private static void write(Table result, Args args, PrintStream out, PrintStream err) throws IOException {
        String csv = CanonicalCsvWriter.toString(result);
        if (args.option("out").isPresent()) {
            OutputFiles.write(Path.of(args.option("out").get()), csv, args.flag("force"));
            err.println("wrote " + result.size() + " row(s) to "
                    + args.option("out").get());
        } else {
            out.print(csv);
        }
    }

    public static Set<String> union(Set<String> a, Set<String> b) {
        Set<String> all = new HashSet<>(a);
        all.addAll(b);
        return all;
    }
}
