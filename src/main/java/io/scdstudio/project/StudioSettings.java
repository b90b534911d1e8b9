package io.scdstudio.project;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What the studio remembers between sessions: recent files (newest first), the window layout, the run pane's
 * engine settings, whether the first-run tour was done or skipped, the colour theme, and the text size (View > Zoom,
 * 1 for the theme's own). A settings file from before a field
 * existed reads it as its default, and one from a later version, with fields this one does not know, still reads
 * what it does know.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record StudioSettings(
        List<String> recentFiles,
        WindowLayout layout,
        EnginePreferences engine,
        boolean tourSeen,
        String theme,
        double zoom) {
    public static final int MAX_RECENT = 8;
    public static final StudioSettings DEFAULT =
            new StudioSettings(List.of(), WindowLayout.DEFAULT, EnginePreferences.DEFAULT, false, "light", 1);
    /** The text sizes View > Zoom steps through; a remembered size outside them reads as the nearest. */
    public static final double MIN_ZOOM = 0.8;

    public static final double MAX_ZOOM = 2;

    public StudioSettings {
        recentFiles = recentFiles == null
                ? List.of()
                : recentFiles.stream().filter(Objects::nonNull).toList();
        layout = layout == null ? WindowLayout.DEFAULT : layout;
        engine = engine == null ? EnginePreferences.DEFAULT : engine;
        theme = theme == null || theme.isBlank() ? "light" : theme;
        // A file from before the zoom existed has none (0); a hand-edited one may say anything.
        zoom = zoom == 0 || Double.isNaN(zoom) ? 1 : Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom));
    }

    /**
     * The path moved to the front of the recent files, the list kept short. A path is kept absolute and normalised, and
     * one that names the same file as another in the list replaces it: opened once as {@code sample-data/x} and once
     * from the library as {@code /home/.../sample-data/x/}, a lesson stood in the list twice.
     */
    public StudioSettings withRecent(String path) {
        String wanted = normalised(path);
        List<String> out = new ArrayList<>();
        out.add(wanted);
        recentFiles.stream()
                .filter(p -> !normalised(p).equals(wanted))
                .limit(MAX_RECENT - 1L)
                .forEach(out::add);
        return new StudioSettings(out, layout, engine, tourSeen, theme, zoom);
    }

    private static String normalised(String path) {
        try {
            return Path.of(path).toAbsolutePath().normalize().toString();
        } catch (InvalidPathException e) {
            return path;
        }
    }

    public StudioSettings withLayout(WindowLayout newLayout) {
        return new StudioSettings(recentFiles, newLayout, engine, tourSeen, theme, zoom);
    }

    public StudioSettings withEngine(EnginePreferences newEngine) {
        return new StudioSettings(recentFiles, layout, newEngine, tourSeen, theme, zoom);
    }

    /** The same settings with the first-run tour marked done (or skipped), so it is not shown again. */
    public StudioSettings withTourSeen() {
        return new StudioSettings(recentFiles, layout, engine, true, theme, zoom);
    }

    /** The same settings with the colour theme the user chose (View > Theme), by its name. */
    public StudioSettings withTheme(String newTheme) {
        return new StudioSettings(recentFiles, layout, engine, tourSeen, newTheme, zoom);
    }

    /** The same settings with the text size the user chose (View > Zoom). */
    public StudioSettings withZoom(double newZoom) {
        return new StudioSettings(recentFiles, layout, engine, tourSeen, theme, newZoom);
    }
}
