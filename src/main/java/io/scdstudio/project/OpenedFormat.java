package io.scdstudio.project;

import io.scdstudio.feed.FormatRead;
import io.scdstudio.feed.Preset;
import io.scdstudio.feed.scenario.ScenarioWriter;
import io.scdstudio.model.SourceView;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How a feed file in a CDC format was read, for the window to show beside the design: the format's name, what the
 * reading did (rows dropped, values not supplied) and why the design it suggested made each choice; the same
 * reading as Spark SQL, for the exports; and the raw file, which Save keeps as it is.
 */
public record OpenedFormat(
        String title,
        List<String> notes,
        List<Preset.Choice> reasons,
        Optional<SourceView> sourceView,
        Optional<ScenarioWriter.RawFeed> raw) {
    public OpenedFormat {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(sourceView, "sourceView");
        Objects.requireNonNull(raw, "raw");
        notes = List.copyOf(notes);
        reasons = List.copyOf(reasons);
    }

    /** A feed file read in its format; a folder (a Delta table) is no file Save could keep, so its rows are saved. */
    static OpenedFormat of(FormatRead read, Path file) {
        return new OpenedFormat(
                read.format().title(),
                read.notes(),
                read.preset().map(Preset::reasons).orElse(List.of()),
                read.sourceView(),
                Files.isRegularFile(file)
                        ? Optional.of(new ScenarioWriter.RawFeed(read.format(), file))
                        : Optional.empty());
    }

    /** The same reading, its raw file now the one saved in {@code folder}. */
    OpenedFormat savedIn(Path folder) {
        return new OpenedFormat(
                title,
                notes,
                reasons,
                sourceView,
                raw.map(r -> new ScenarioWriter.RawFeed(
                        r.format(), folder.resolve(r.format().inputFile()))));
    }
}
