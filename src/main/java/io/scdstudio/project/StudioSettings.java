package io.scdstudio.project;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** What the studio remembers between sessions: recent files (newest first) and the window layout. */
public record StudioSettings(List<String> recentFiles, WindowLayout layout) {
    public static final int MAX_RECENT = 8;
    public static final StudioSettings DEFAULT = new StudioSettings(List.of(), WindowLayout.DEFAULT);

    public StudioSettings {
        recentFiles = List.copyOf(recentFiles);
        Objects.requireNonNull(layout, "layout");
    }

    /** The path moved to the front of the recent files, the list kept short. */
    public StudioSettings withRecent(String path) {
        List<String> out = new ArrayList<>();
        out.add(path);
        recentFiles.stream().filter(p -> !p.equals(path)).limit(MAX_RECENT - 1L).forEach(out::add);
        return new StudioSettings(out, layout);
    }

    public StudioSettings withLayout(WindowLayout newLayout) {
        return new StudioSettings(recentFiles, newLayout);
    }
}
