package io.scdstudio.cli;

import io.scdstudio.feed.ScenarioReader;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.SnapshotFlowSettings;
import io.scdstudio.project.Design;
import io.scdstudio.project.DesignFiles;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What {@code run} and the other feed commands work on: a scenario folder, or a bare feed file in any format
 * (its format's preset, or a first guess, as the design), with {@code --keys}, {@code --sequence-by} and
 * {@code --deletes} overriding the design's.
 */
final class FeedDesign {
    static final Set<String> VALUED = Set.of("format", "keys", "sequence-by", "deletes");
    static final String USAGE = "[--format F] [--keys K1,K2] [--sequence-by COL | --sequence-by C1,C2 (a STRUCT)] "
            + "[--deletes CONDITION]";

    private FeedDesign() {}

    static Scenario open(Args args, String path, String usage) {
        return openWithSourceView(args, path, usage).scenario();
    }

    /**
     * As {@link #open}, printing on {@code err} what the format's reader noted about a bare feed file (rows it
     * dropped, columns it named or added): a table read from a guess should say what was guessed.
     */
    static Scenario openNoting(Args args, String path, String usage, PrintStream err) {
        return read(args, path, usage, notes -> notes.forEach(n -> err.println("note: " + n)))
                .scenario();
    }

    /** As {@link #open}, keeping how exported code reads the raw rows of a feed in a CDC format. */
    static ScenarioReader.Read openWithSourceView(Args args, String path, String usage) {
        return read(args, path, usage, notes -> {});
    }

    private static ScenarioReader.Read read(
            Args args, String path, String usage, java.util.function.Consumer<List<String>> readerNotes) {
        Path p = Path.of(path);
        ScenarioReader.Read read;
        if (ScenarioReader.isScenarioFolder(p) && args.option("format").isEmpty()) {
            read = ScenarioReader.readWithSourceView(p);
        } else {
            Design d = DesignFiles.open(p, args.option("format"));
            d.format().ifPresent(f -> readerNotes.accept(f.notes()));
            read = new ScenarioReader.Read(d.scenario(), d.format().flatMap(f -> f.sourceView()));
        }
        return new ScenarioReader.Read(
                read.scenario().withFlow(overridden(args, read.scenario().flow(), usage)), read.sourceView());
    }

    private static FlowSettings overridden(Args args, FlowSettings flow, String usage) {
        boolean any = args.option("keys").isPresent()
                || args.option("sequence-by").isPresent()
                || args.option("deletes").isPresent();
        if (!any) {
            return flow;
        }
        if (flow instanceof SnapshotFlowSettings snapshots
                && args.option("sequence-by").isEmpty()
                && args.option("deletes").isEmpty()) {
            return snapshots.withKeys(list(args.option("keys").get(), "--keys", usage));
        }
        if (!(flow instanceof CdcFlowSettings cdc)) {
            throw Args.usageError(
                    "--sequence-by and --deletes set a change feed's flow; a snapshot series takes --keys only", usage);
        }
        CdcFlowSettings out = cdc;
        if (args.option("keys").isPresent()) {
            out = out.withKeys(list(args.option("keys").get(), "--keys", usage));
        }
        if (args.option("sequence-by").isPresent()) {
            List<String> cols = list(args.option("sequence-by").get(), "--sequence-by", usage);
            out = out.withSequenceBy(cols.size() == 1 ? SequenceBy.column(cols.get(0)) : SequenceBy.struct(cols));
        }
        if (args.option("deletes").isPresent()) {
            String d = args.option("deletes").get().trim();
            out = out.withConditions(d.isEmpty() ? Optional.empty() : Optional.of(d), out.applyAsTruncates());
        }
        return out;
    }

    private static List<String> list(String text, String option, String usage) {
        List<String> names = Arrays.stream(text.split(",")).map(String::trim).toList();
        if (names.isEmpty() || names.stream().anyMatch(String::isEmpty)) {
            throw Args.usageError(
                    option + " takes column names separated by commas, e.g. " + option + " id,region", usage);
        }
        return names;
    }
}
