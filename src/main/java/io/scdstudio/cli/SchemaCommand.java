package io.scdstudio.cli;

import io.scdstudio.feed.FeedLoader;
import io.scdstudio.feed.Loaded;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.Feed;
import io.scdstudio.model.SnapshotFeed;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * {@code schema}: shows what a feed file or scenario folder holds: its columns and types (for a plain CSV
 * or JSON-lines file, the inferred types with the reason for each), events and batches.
 */
final class SchemaCommand extends Command {
    static final String USAGE = "schema <feed.csv | feed.jsonl | scenario-folder>";

    SchemaCommand() {
        super("schema", USAGE, "show a feed's columns and types (inferred types with the reason for each), events and batches");
    }

    @Override
    int run(List<String> raw, PrintStream out, PrintStream err) {
        Args args = Args.parse(raw, Set.of(), Set.of(), USAGE);
        Loaded loaded = FeedLoader.open(Path.of(args.onlyPositional("feed file or scenario folder", USAGE)));
        if (loaded instanceof Loaded.FeedFile f && f.inference().isPresent()) {
            out.println("Inferred schema (declare types in a scenario's case.json to override):");
            f.inference().get().reasons().forEach(r -> out.println("  " + r));
            describe(f.feed(), out);
            return Cli.OK;
        }
        Feed feed = loaded instanceof Loaded.ScenarioFolder s ? s.scenario().feed() : ((Loaded.FeedFile) loaded).feed();
        out.println("Declared schema:");
        for (Column c : feed.schema().columns()) {
            out.println("  " + c.name() + ": " + c.type());
        }
        describe(feed, out);
        return Cli.OK;
    }

    private static void describe(Feed feed, PrintStream out) {
        if (feed instanceof ChangeFeed c) {
            out.println(c.eventCount() + " event(s) in " + c.batches().size() + " micro-batch(es)");
        } else if (feed instanceof SnapshotFeed s) {
            out.println(s.snapshots().size() + " snapshot(s), versions of type " + s.versionType());
        }
    }
}
