package io.scdstudio.cli;

import io.scdstudio.compare.NaiveComparison;
import io.scdstudio.compare.NaiveComparison.Cause;
import io.scdstudio.compare.NaiveComparison.KeyDifference;
import io.scdstudio.feed.csv.CanonicalCsvWriter;
import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.Row;
import io.scdstudio.model.Scenario;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * {@code compare-naive}: the textbook Delta MERGE recipe against AUTO CDC on a scenario's feed: the rows only one
 * of them has, key by key, with the events that made the difference and why.
 */
final class CompareNaiveCommand extends Command {
    static final String USAGE = "compare-naive <scenario-folder | feed-file> " + FeedDesign.USAGE
            + " [--scd 1|2] [--naive-out FILE] [--force]";

    CompareNaiveCommand() {
        super(
                "compare-naive",
                USAGE,
                "run the textbook Delta MERGE recipe batch by batch and show where its table "
                        + "differs from AUTO CDC's, and why");
    }

    @Override
    protected int run(List<String> raw, PrintStream out, PrintStream err) throws Exception {
        Args args = Args.parse(
                raw, RunCommand.union(FeedDesign.VALUED, Set.of("scd", "naive-out")), Set.of("force"), USAGE);
        if (args.option("naive-out").isPresent()) {
            OutputFiles.check(OutputFiles.path(args.option("naive-out").get(), "naive.csv"), args.flag("force"));
        }
        Scenario scenario = FeedDesign.open(args, args.onlyPositional("scenario folder or feed file", USAGE), USAGE);
        int type = Options.scdType(args, scenario.flow(), USAGE).scdType();
        NaiveComparison c = NaiveComparison.of(scenario, type);
        for (KeyDifference d : c.differences()) {
            out.println("key " + d.key() + ":");
            for (Cause cause : d.causes()) {
                out.println("  why: " + cause.why());
            }
            d.onlyAutoCdc().forEach(r -> out.println("  only in AUTO CDC:      " + csv(r)));
            d.onlyNaive().forEach(r -> out.println("  only in the naive one: " + csv(r)));
        }
        if (args.option("naive-out").isPresent()) {
            OutputFiles.write(
                    Path.of(args.option("naive-out").get()),
                    CanonicalCsvWriter.toString(c.naive()),
                    args.flag("force"));
            err.println("wrote the recipe's " + c.naive().size() + " row(s) to "
                    + args.option("naive-out").get());
        }
        if (!c.extraRowsLine().isEmpty()) {
            out.println(c.extraRowsLine());
        }
        out.println(c.summary());
        return Cli.OK;
    }

    private static String csv(Row r) {
        List<String> cells = new ArrayList<>();
        for (int i = 0; i < r.size(); i++) {
            cells.add(CanonicalText.render(r.get(i)));
        }
        return String.join(",", cells);
    }
}
