package io.scdstudio.cli;

import io.scdstudio.compare.BatchingCheck;
import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Scenario;
import java.io.PrintStream;
import java.util.List;
import java.util.Set;

/** {@code check-batching}: the same feed replayed batched four ways must give the same table. */
final class CheckBatchingCommand extends Command {
    static final String USAGE =
            "check-batching <scenario-folder | feed-file> " + FeedDesign.USAGE + " [--scd 1|2] [--seed S]";

    CheckBatchingCommand() {
        super(
                "check-batching",
                USAGE,
                "replay the feed as one batch, as its own batches, one batch per event and "
                        + "shuffled, and check the tables agree (exit 1 with the first key that differs)");
    }

    @Override
    protected int run(List<String> raw, PrintStream out, PrintStream err) {
        Args args = Args.parse(raw, RunCommand.union(FeedDesign.VALUED, Set.of("scd", "seed")), Set.of(), USAGE);
        Scenario scenario = FeedDesign.open(args, args.onlyPositional("scenario folder or feed file", USAGE), USAGE);
        FlowSettings flow = Options.scdType(args, scenario.flow(), USAGE);
        int type = flow.scdType();
        // The feed as it arrived first, as run folds it: a design or a value run refuses is bad input (exit 2), not
        // a batching the replays could agree on.
        FeedRunner.runAll(
                new InMemoryEngine(),
                flow,
                scenario.feed(),
                RunOptions.FAST,
                scenario.simulateTombstoneGcBeforeBatches());
        BatchingCheck.Result result = BatchingCheck.run(scenario, type, args.longOption("seed", 1, USAGE));
        for (BatchingCheck.Replay r : result.replays()) {
            out.println("  " + r.name() + ": "
                    + r.table()
                            .map(t -> t.size() + " row(s)")
                            .orElseGet(() -> "fails with " + r.error().orElse("an error")));
        }
        out.println(result.summary());
        return result.difference().isPresent() ? Cli.FAILED : Cli.OK;
    }
}
