package io.scdstudio.feed;

import io.scdstudio.model.Schema;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * One way a change feed can be written down: plain CSV or JSON lines, or a CDC tool's own envelope (Debezium,
 * SQL Server CDC, Delta's change data feed, ...). A format reads its file into the flat rows AUTO CDC folds and
 * says, as a {@link Preset}, the design a careful engineer would start from. The plain formats live here; the CDC
 * formats live in {@code io.scdstudio.format} and are found through {@link java.util.ServiceLoader}, so a new
 * format is one class (plus its tests and its line in {@code META-INF/services}).
 */
public interface FeedFormat {
    /** The name in {@code case.json}'s {@code "format"} and after {@code --format}, e.g. {@code debezium-json}. */
    String id();

    /** What a user would call it, e.g. "Debezium change events (JSON lines)". */
    String title();

    /** The file a scenario folder of this format keeps its feed in, e.g. {@code input.jsonl}. */
    String inputFile();

    /**
     * The file name extensions (without the dot) this format's files carry, for a file chooser and a hint: by
     * default the one of {@link #inputFile()}; none for a format read from a folder (a Delta table).
     */
    default List<String> extensions() {
        String name = inputFile();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? List.of() : List.of(name.substring(dot + 1));
    }

    /** Whether a file looks like this format, judged from its name and its first non-blank line. */
    boolean recognises(FileSample sample);

    /** Whether a folder (that is no scenario folder) is a feed of this format, such as a Delta table. */
    default boolean recognisesFolder(Path folder) {
        return false;
    }

    /**
     * Reads {@code file} (named {@code display} in messages) into flat rows: typed by {@code schema} when given,
     * else by types the format knows (an envelope's schema) or infers.
     */
    FormatRead read(Path file, String display, Optional<Schema> schema);
}
