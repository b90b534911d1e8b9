package io.scdstudio.cli;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.SnapshotFlowSettings;
import io.scdstudio.project.Design;
import io.scdstudio.project.DesignFiles;
import io.scdstudio.project.OpenedFormat;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * What {@code run} and the other feed commands work on: a scenario folder, or a bare feed file in any format
 * (its format's preset, or a first guess, as the design), with {@code --keys}, {@code --sequence-by} and
 * {@code --deletes} overriding the design's.
 */
public final class FeedDesign {
    static final Set<String> VALUED = Set.of("format", "keys", "sequence-by", "deletes", "truncates");
    static final String USAGE = "[--format F] [--keys K1,K2] [--sequence-by COL | --sequence-by C1,C2 (a STRUCT)] "
            + "[--deletes CONDITION] [--truncates CONDITION]";

    private FeedDesign() {}

    public static Scenario open(Args args, String path, String usage) {
        return openDesign(args, path, usage).scenario();
    }

    /**
     * As {@link #open}, printing on {@code err} what the format's reader noted about a bare feed file (rows it
     * dropped, columns it named or added): a table read from a guess should say what was guessed.
     */
    static Scenario openNoting(Args args, String path, String usage, PrintStream err) {
        return read(args, path, usage, notes -> notes.forEach(n -> err.println("note: " + n)))
                .scenario();
    }

    /** As {@link #open}, keeping what the window keeps: how a feed in a CDC format was read, for exported code. */
    static Design openDesign(Args args, String path, String usage) {
        return read(args, path, usage, notes -> {});
    }

    /** As {@link #openDesign}, noting on {@code err} what was guessed, as {@code run} does: code is a design too. */
    static Design openDesignNoting(Args args, String path, String usage, PrintStream err) {
        return read(args, path, usage, notes -> notes.forEach(n -> err.println("note: " + n)));
    }

    /** The one loader the window uses too ({@link DesignFiles#open}), then the command line's overrides. */
    private static Design read(Args args, String path, String usage, Consumer<List<String>> readerNotes) {
        Design d = DesignFiles.open(Path.of(path), args.option("format"));
        List<String> notes = new ArrayList<>();
        if (designedWithoutConditions(args, d) && d.flow() instanceof CdcFlowSettings flow) {
            // --deletes and --truncates, when given, apply below with the other options.
            d = d.withFlow(flow.withConditions(Optional.empty(), Optional.empty()));
            if (args.option("deletes").isEmpty()) {
                flow.applyAsDeletes()
                        .ifPresent(c -> notes.add("no --deletes: the rows where " + c + " are upserts; add --deletes \""
                                + c + "\" to delete their keys"));
            }
            if (args.option("truncates").isEmpty()) {
                flow.applyAsTruncates()
                        .ifPresent(c -> notes.add("no --truncates: the rows where " + c
                                + " are upserts; add --truncates \"" + c + "\" to empty the table there"));
            }
        }
        notes.addAll(guessed(args, d));
        d.format().ifPresent(f -> notes.addAll(f.notes()));
        readerNotes.accept(notes);
        return d.withFlow(overridden(args, d.flow(), usage));
    }

    /**
     * A bare feed's design is a guess, its format's or a first one: said, with how to set it, as a table folded by
     * the wrong key or order is otherwise exit 0 without a word (a CSV whose first column is Op was read as DMS and
     * ordered by its lines, its own seq column ignored).
     */
    private static List<String> guessed(Args args, Design d) {
        if (d.folder().isPresent() || !(d.flow() instanceof CdcFlowSettings flow)) {
            return List.of();
        }
        List<String> notes = new ArrayList<>();
        d.format()
                .ifPresent(f -> notes.add("read as " + f.title()
                        + (args.option("format").isEmpty()
                                ? ", recognised from the file (--format " + plain(f) + " reads it as plain rows)"
                                : "")));
        String whose = d.format().isPresent() ? "its format's suggestion" : "a first guess";
        if (args.option("keys").isEmpty()) {
            // A format's preset that could only guess the keys says so (a Debezium dump without message keys).
            String keysWhose = d.format()
                    .flatMap(f -> f.reasons().stream()
                            .filter(c -> c.setting().equals("keys") && c.why().contains("is a guess"))
                            .findFirst())
                    .map(c -> "a guess ("
                            + c.why()
                                    .substring(c.why().indexOf("is a guess") + "is a guess".length())
                                    .replaceFirst("^: ", "")
                                    .replaceFirst(";.*$", "")
                            + ")")
                    .orElse(whose);
            notes.add("keys " + String.join(", ", flow.keys()) + ": " + keysWhose + "; set them with --keys");
        }
        if (args.option("sequence-by").isEmpty()) {
            SequenceBy seq = flow.sequenceBy();
            notes.add(
                    "sequence_by " + (seq.struct() ? "STRUCT(" + String.join(", ", seq.columns()) + ")" : seq.column())
                            + ": " + whose + "; set it with --sequence-by");
        }
        if (args.option("deletes").isEmpty() && flow.applyAsDeletes().isPresent()) {
            notes.add("deletes where " + flow.applyAsDeletes().get() + ": " + whose
                    + "; set them with --deletes, or --deletes '' for none");
        }
        if (args.option("truncates").isEmpty() && flow.applyAsTruncates().isPresent()) {
            notes.add("truncates where " + flow.applyAsTruncates().get() + ": " + whose
                    + "; set them with --truncates, or --truncates '' for none");
        }
        return notes;
    }

    /**
     * A bare feed's deletes and truncates are guessed from its operation column only while the whole design is a
     * guess: who sets the keys or the sequence designs the flow, and a flow without {@code --deletes} has none, as
     * AUTO CDC without {@code apply_as_deletes}. The guesses the user did not ask for are named, with the option that
     * applies each.
     */
    private static boolean designedWithoutConditions(Args args, Design d) {
        boolean designed =
                args.option("keys").isPresent() || args.option("sequence-by").isPresent();
        return designed && d.folder().isEmpty() && d.format().isEmpty();
    }

    /** The plain reading of a file in a CDC format: JSON lines for a JSON format, else CSV. */
    private static String plain(OpenedFormat f) {
        return f.raw().map(r -> r.format().inputFile().endsWith(".jsonl")).orElse(false) ? "jsonl" : "csv";
    }

    private static FlowSettings overridden(Args args, FlowSettings flow, String usage) {
        boolean any = args.option("keys").isPresent()
                || args.option("sequence-by").isPresent()
                || args.option("deletes").isPresent()
                || args.option("truncates").isPresent();
        if (!any) {
            return flow;
        }
        if (flow instanceof SnapshotFlowSettings snapshots
                && args.option("sequence-by").isEmpty()
                && args.option("deletes").isEmpty()
                && args.option("truncates").isEmpty()) {
            return snapshots.withKeys(list(args.option("keys").get(), "--keys", usage));
        }
        if (!(flow instanceof CdcFlowSettings cdc)) {
            throw Args.usageError(
                    "--sequence-by, --deletes and --truncates set a change feed's flow; a snapshot series takes --keys"
                            + " only",
                    usage);
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
        if (args.option("truncates").isPresent()) {
            String t = args.option("truncates").get().trim();
            out = out.withConditions(out.applyAsDeletes(), t.isEmpty() ? Optional.empty() : Optional.of(t));
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
