package io.scdstudio.project;

import io.scdstudio.feed.FormatRead;
import io.scdstudio.feed.Preset;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import io.scdstudio.model.SourceView;

/**
 * How a feed file in a CDC format was read, for the window to show beside the design: the format's name, what the
 * reading did (rows dropped, values not supplied) and why the design it suggested made each choice.
 */
public record OpenedFormat(String title, List<String> notes, List<Preset.Choice> reasons,
        Optional<SourceView> sourceView) {
    public OpenedFormat {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(sourceView, "sourceView");
        notes = List.copyOf(notes);
        reasons = List.copyOf(reasons);
    }

    static OpenedFormat of(FormatRead read) {
        return new OpenedFormat(read.format().title(), read.notes(),
                read.preset().map(Preset::reasons).orElse(List.of()), read.sourceView());
    }
}
