package io.scdstudio.ui.shell;

import io.scdstudio.project.AppVersion;
import io.scdstudio.ui.run.RunEngine;
import java.util.Optional;

/**
 * What the About dialog says, as the running app finds it: its own version ({@link AppVersion}), Java,
 * JavaFX, the engines, and the licence. A bug report quoting these lines says what ran.
 */
public record AboutFacts(String app, String java, String javafx, String engines, String licence) {
    static final String LICENCE = "Apache License 2.0 (LICENSE). The bundled libraries keep their own licences, "
            + "listed in THIRD-PARTY.txt beside the app.";

    public static AboutFacts of(Optional<RunEngine> otherEngine) {
        String version = AppVersion.current();
        return new AboutFacts(
                "SCD Studio " + version,
                "Java " + Runtime.version() + " (" + System.getProperty("java.vendor", "unknown vendor") + ")",
                "JavaFX " + System.getProperty("javafx.runtime.version", "unknown"),
                "The in-memory AUTO CDC engine"
                        + otherEngine.map(e -> " and " + e.label()).orElse(""),
                LICENCE);
    }

    /** The facts as lines to copy into a bug report. */
    public String asText() {
        return String.join(System.lineSeparator(), app, java, javafx, engines, licence);
    }
}
