package io.scdstudio.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a CDC format's reader does before AUTO CDC, written as Spark SQL, so that exported code can do it too: the
 * raw rows as they land in Spark (a Kafka message's {@code value} text, or the columns of a CDC tool's CSV export),
 * and the stages that turn them into the flat rows the flow reads, dropping the rows the reader drops. Each stage
 * filters its input, then selects; its expressions name the previous stage's columns. The last stage selects the
 * flow's source columns, each cast to its type.
 *
 * @param formatTitle the format, as the exports' comments name it
 * @param rawColumns  the raw rows' columns (the names and the types Spark reads them with)
 * @param rawFile     how a file of raw rows is read (Spark Java's {@code main})
 * @param stages      from raw rows to flat rows, in order
 * @param streamOptions reader options a streaming read of the raw table needs (Delta's {@code readChangeFeed})
 * @param notes       what a reviewer should know about the flattening, one sentence each
 * @param unportable  why the exported code would compute another table than the reader did from this feed, if it would
 */
public record SourceView(
        String formatTitle,
        List<Column> rawColumns,
        RawFile rawFile,
        List<Stage> stages,
        List<Option> streamOptions,
        List<String> notes,
        Optional<Unportable> unportable) {
    /**
     * Stands, in an expression, for the row's order of arrival: the batch's arrival column in the portable exports,
     * the reading order where no such column exists (Lakeflow).
     */
    public static final String READ_ORDER = "{read_order}";

    public SourceView {
        Objects.requireNonNull(formatTitle, "formatTitle");
        Objects.requireNonNull(rawFile, "rawFile");
        rawColumns = List.copyOf(rawColumns);
        stages = List.copyOf(stages);
        streamOptions = List.copyOf(streamOptions);
        notes = List.copyOf(notes);
        Objects.requireNonNull(unportable, "unportable");
        if (stages.isEmpty() || rawColumns.isEmpty()) {
            throw new IllegalArgumentException("a source view reads raw columns through at least one stage");
        }
    }

    /** A view every export can use. */
    public SourceView(
            String formatTitle,
            List<Column> rawColumns,
            RawFile rawFile,
            List<Stage> stages,
            List<Option> streamOptions,
            List<String> notes) {
        this(formatTitle, rawColumns, rawFile, stages, streamOptions, notes, Optional.empty());
    }

    /**
     * Where the feed holds what the view cannot read as the reader did, one row at a time (a Debezium dump's later
     * snapshot), and what to do instead.
     */
    public record Unportable(Location where, String problem, String hint) {
        public Unportable {
            Objects.requireNonNull(where, "where");
            Objects.requireNonNull(problem, "problem");
            Objects.requireNonNull(hint, "hint");
        }
    }

    /** The same view, refused to every export for this reason. */
    public SourceView unportable(Unportable why) {
        return new SourceView(formatTitle, rawColumns, rawFile, stages, streamOptions, notes, Optional.of(why));
    }

    /**
     * Stops an export whose code would compute another table from this feed than the reader did: a wrong table in
     * the pipeline is worse than no code.
     */
    public void requirePortable() {
        if (unportable.isPresent()) {
            Unportable u = unportable.get();
            throw Errors.at(u.where(), ErrorClass.UNSUPPORTED_SETTING, u.problem(), u.hint());
        }
    }

    /** How a file of raw rows is read. */
    public enum RawFile {
        /** One message per line, read as text into {@code value}. */
        TEXT_LINES,
        /** A CSV file with a header row holding the raw columns. */
        CSV_WITH_HEADER,
        /** A file of JSON objects, one per line, whose fields are the raw columns. */
        JSON_LINES
    }

    /** A filter on the stage's input (Spark SQL), then the columns it selects. */
    public record Stage(Optional<String> where, List<Projection> select) {
        public Stage {
            Objects.requireNonNull(where, "where");
            select = List.copyOf(select);
        }
    }

    /** One selected column: a Spark SQL expression, the column's name (unquoted), and the type it is cast to. */
    public record Projection(String expression, String name, Optional<DataType> type) {
        public Projection {
            Objects.requireNonNull(expression, "expression");
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(type, "type");
        }

        /** A column selected as the expression gives it. */
        public Projection(String expression, String name) {
            this(expression, name, Optional.empty());
        }

        /** A flat column: the expression cast to the column's type. */
        public Projection(String expression, String name, DataType type) {
            this(expression, name, Optional.of(type));
        }

        /** The expression as SQL selects it, cast when it has a type. */
        public String sql() {
            return type.map(t -> cast(expression, t)).orElse(expression);
        }
    }

    /** A reader option, such as {@code readChangeFeed = true}. */
    public record Option(String key, String value) {}

    /**
     * The same view casting each flat column to its type in {@code schema}, as a design whose column types the user
     * changed reads them.
     */
    public SourceView retyped(Schema schema) {
        int last = stages.size() - 1;
        List<Projection> select = stages.get(last).select().stream()
                .map(p -> p.type().isEmpty()
                        ? p
                        : new Projection(
                                p.expression(),
                                p.name(),
                                schema.find(p.name()).map(Column::type).or(p::type)))
                .toList();
        List<Stage> out = new ArrayList<>(stages.subList(0, last));
        out.add(new Stage(stages.get(last).where(), select));
        return new SourceView(formatTitle, rawColumns, rawFile, out, streamOptions, notes, unportable);
    }

    /** The format's name without the parenthesis that lists its variants: "Debezium change events". */
    public String formatName() {
        int open = formatTitle.indexOf(" (");
        return open < 0 ? formatTitle : formatTitle.substring(0, open);
    }

    /** The names the last stage selects: the flat rows' columns. */
    public List<String> flatColumns() {
        return stages.get(stages.size() - 1).select().stream()
                .map(Projection::name)
                .toList();
    }

    /** A name in backticks, as Spark SQL reads any identifier. */
    public static String quote(String name) {
        return "`" + name.replace("`", "``") + "`";
    }

    /** A Spark SQL string literal: Spark reads backslash escapes in literals, so quotes and breaks are escaped. */
    public static String literal(String text) {
        StringBuilder sb = new StringBuilder("'");
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\'' -> sb.append("\\'");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> sb.append(c);
            }
        }
        return sb.append('\'').toString();
    }

    /** {@code CAST(expression AS type)}, the flat column's type. */
    public static String cast(String expression, DataType type) {
        return "CAST(" + expression + " AS " + type.sqlName() + ")";
    }
}
