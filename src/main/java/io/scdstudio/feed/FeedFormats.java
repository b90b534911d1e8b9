package io.scdstudio.feed;

import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

/**
 * Every feed format the product reads: the CDC formats found through {@link ServiceLoader}, then plain CSV and
 * JSON lines. Detection asks the CDC formats first, since their files also end in {@code .csv} or {@code .jsonl}.
 */
public final class FeedFormats {
    private static final List<FeedFormat> ALL = load();

    private FeedFormats() {}

    public static List<FeedFormat> all() {
        return ALL;
    }

    public static FeedFormat csv() {
        return PlainFormats.CSV;
    }

    public static FeedFormat jsonLines() {
        return PlainFormats.JSON_LINES;
    }

    /** The format named {@code id}, if this version reads it. */
    public static Optional<FeedFormat> find(String id) {
        return ALL.stream().filter(f -> f.id().equals(id)).findFirst();
    }

    /** The format named {@code id}; an unknown name is an error at {@code where} listing the known ones. */
    public static FeedFormat byId(String id, Location where) {
        return find(id).orElseThrow(() -> Errors.at(
                where,
                ErrorClass.UNSUPPORTED_FILE,
                "'" + id + "' is not a feed format this version reads",
                "Use one of: " + ids()));
    }

    public static String ids() {
        return ALL.stream().map(FeedFormat::id).collect(Collectors.joining(", "));
    }

    /** Every extension a feed file of some format carries, without dots, each once: {@code csv, jsonl, ...}. */
    public static List<String> extensions() {
        return ALL.stream().flatMap(f -> f.extensions().stream()).distinct().toList();
    }

    /** The first format that recognises the file, if any. */
    public static Optional<FeedFormat> detect(Path file) {
        if (Files.isDirectory(file)) {
            return ALL.stream().filter(f -> f.recognisesFolder(file)).findFirst();
        }
        return detect(FileSample.of(file));
    }

    /** The first format that recognises a file from its sample, read already. */
    public static Optional<FeedFormat> detect(FileSample sample) {
        return ALL.stream().filter(f -> f.recognises(sample)).findFirst();
    }

    private static List<FeedFormat> load() {
        List<FeedFormat> all = new ArrayList<>();
        ServiceLoader.load(FeedFormat.class, FeedFormats.class.getClassLoader()).forEach(all::add);
        all.add(PlainFormats.CSV);
        all.add(PlainFormats.JSON_LINES);
        return List.copyOf(all);
    }
}
