package io.scdstudio.project;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * The version of this build, as Maven wrote it from the pom into {@code app-version.properties}: the same in the
 * packaged jar, the installer and a run from the IDE's classes, where the jar manifest is not there to read.
 */
public final class AppVersion {
    private static final String RESOURCE = "app-version.properties";

    private AppVersion() {}

    public static String current() {
        try (InputStream in = AppVersion.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return "development build";
            }
            Properties p = new Properties();
            p.load(in);
            String v = p.getProperty("version", "").strip();
            // Unfiltered (a build that skipped Maven's resources step) the placeholder is still there.
            return v.isEmpty() || v.startsWith("${") ? "development build" : v;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
