package io.scdstudio.cli;

import io.scdstudio.engine.EventKind;
import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.TraceEntry;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Location;
import io.scdstudio.model.Row;
import io.scdstudio.model.Scenario;
import java.io.PrintStream;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/** {@code explain}: prints, event by event in arrival order, what each event did to the target and why. */
final class ExplainCommand extends Command {
    static final String USAGE = "explain <scenario-folder | feed-file> " + FeedDesign.USAGE + " [--key K] [--scd 1|2]";

    ExplainCommand() {
        super("explain", USAGE, "print the trace: for each event what it did and why (--key follows one key)");
    }

    @Override
    protected int run(List<String> raw, PrintStream out, PrintStream err) {
        Args args = Args.parse(raw, RunCommand.union(FeedDesign.VALUED, Set.of("key", "scd")), Set.of(), USAGE);
        Scenario scenario = FeedDesign.open(args, args.onlyPositional("scenario folder or feed file", USAGE), USAGE);
        FlowSettings flow = Options.scdType(args, scenario.flow(), USAGE);
        FlowRun run = FeedRunner.runAll(
                new InMemoryEngine(),
                flow,
                scenario.feed(),
                RunOptions.TRACED,
                scenario.simulateTombstoneGcBeforeBatches());
        Optional<String> key = args.option("key");
        out.println("Flow " + flow.target() + " as SCD type " + flow.scdType() + ", keys " + flow.keys()
                + "; target columns " + run.targetSchema().names());
        int shown = 0;
        for (TraceEntry t : run.trace().entries()) {
            if (key.isPresent() && !matches(t, key.get())) {
                continue;
            }
            shown++;
            out.println("#" + (t.event() + 1) + " (batch " + t.batch() + (t.line() > 0 ? ", line " + t.line() : "")
                    + ") " + t.explain());
            print(out, "- ", t.removed());
            print(out, "+ ", t.added());
        }
        if (key.isPresent() && shown == 0) {
            Set<String> keys = new TreeSet<>();
            for (TraceEntry t : run.trace().entries()) {
                if (t.kind() != EventKind.TRUNCATE && keys.size() < 10) {
                    keys.add(t.key());
                }
            }
            throw Errors.at(
                    Location.field("--key"),
                    ErrorClass.USAGE,
                    "no event has key '" + key.get() + "'",
                    "Give a key the feed has, such as " + String.join(", ", keys) + (keys.size() == 10 ? ", …" : "")
                            + "; a composite key is written 1,a");
        }
        run.warnings().forEach(w -> out.println("warning " + w.code() + ": " + w.message()));
        return Cli.OK;
    }

    private static boolean matches(TraceEntry t, String key) {
        String k = t.key();
        return k.equals(key)
                || (k.startsWith("(")
                        && k.substring(1, k.length() - 1).replace(" ", "").equals(key.replace(" ", "")))
                || t.kind() == EventKind.TRUNCATE;
    }

    private static void print(PrintStream out, String sign, List<Row> rows) {
        for (Row r : rows) {
            StringBuilder sb = new StringBuilder("      ").append(sign);
            for (int i = 0; i < r.size(); i++) {
                sb.append(i > 0 ? ", " : "").append(CanonicalText.render(r.get(i)));
            }
            out.println(sb);
        }
    }
}
