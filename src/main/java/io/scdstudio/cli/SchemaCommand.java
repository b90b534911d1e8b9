package io.scdstudio.cli;

import io.scdstudio.feed.FeedLoader;
import io.scdstudio.feed.Loaded;
import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.Feed;
import io.scdstudio.model.SnapshotFeed;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code schema}: shows what a feed file or scenario folder holds: its columns and types (for a plain CSV
 * or JSON-lines file, the inferred types with the reason for each), events and batches.
 */
final class SchemaCommand extends Command {
    static final String USAGE = "schema <feed-file | scenario-folder> [--format F]";

    SchemaCommand() {
        super(
                "schema",
                USAGE,
                "show a feed's columns and types (inferred types with the reason for each), events and batches");
    }

    @Override
    protected int run(List<String> raw, PrintStream out, PrintStream err) {
        Args args = Args.parse(raw, Set.of("format"), Set.of(), USAGE);
        Path path = ScenarioReader.folderOf(Path.of(args.onlyPositional("feed file or scenario folder", USAGE)));
        Loaded loaded = FeedLoader.open(path, Optional.empty(), args.option("format"));
        if (loaded instanceof Loaded.FeedFile f) {
            out.println("Format: " + f.read().format().id() + " ("
                    + f.read().format().title() + ")");
        }
        if (loaded instanceof Loaded.FeedFile f && f.inference().isPresent()) {
            out.println("Inferred schema (declare types in a scenario's case.json to override):");
            f.inference().get().reasons().forEach(r -> out.println("  " + r));
            describe(f.feed(), out);
            presetOf(f, out);
            return Cli.OK;
        }
        Feed feed = loaded instanceof Loaded.ScenarioFolder s ? s.scenario().feed() : ((Loaded.FeedFile) loaded).feed();
        boolean snapshotFiles = loaded instanceof Loaded.ScenarioFolder && !ScenarioReader.isScenarioFolder(path);
        if (snapshotFiles) {
            ((Loaded.ScenarioFolder) loaded).scenario().notes().ifPresent(n -> out.println("Note: " + n));
        }
        out.println(
                snapshotFiles
                        ? "Inferred schema (from the first snapshot; declare types in a scenario's case.json to override):"
                        : "Declared schema:");
        for (Column c : feed.schema().columns()) {
            out.println("  " + c.name() + ": " + c.type());
        }
        describe(feed, out);
        if (loaded instanceof Loaded.FeedFile f) {
            presetOf(f, out);
        }
        return Cli.OK;
    }

    /** What the format did while reading, and the design it suggests with a reason for each choice. */
    private static void presetOf(Loaded.FeedFile f, PrintStream out) {
        f.read().notes().forEach(n -> out.println("Note: " + n));
        f.preset().ifPresent(p -> {
            out.println("Suggested design (" + f.read().format().id() + " preset):");
            out.print(FlowSettingsText.of(p.flow()));
            out.println("Why:");
            p.reasons().forEach(r -> out.println("  " + r.setting() + ": " + r.why()));
        });
    }

    private static void describe(Feed feed, PrintStream out) {
        if (feed instanceof ChangeFeed c) {
            out.println(c.eventCount() + " event(s) in " + c.batches().size() + " micro-batch(es)");
        } else if (feed instanceof SnapshotFeed s) {
            out.println(s.snapshots().size() + " snapshot(s), versions of type " + s.versionType());
        }
    }
}
