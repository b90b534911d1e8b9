package io.scdstudio;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;

/**
 * Where the shared conformance suite lives, for every test that reads it: system property {@code conformance.dir},
 * else {@code ../shared/conformance}. Without it those tests cannot prove the engines agree with the spec, so under
 * CI ({@code CI=true}) a missing suite fails the build, and locally the tests that need it are skipped, each saying
 * where the suite was looked for.
 */
public final class ConformanceSuite {
    private ConformanceSuite() {}

    public static Path dir() {
        return Path.of(System.getProperty("conformance.dir", "../shared/conformance"));
    }

    public static boolean present() {
        return Files.isDirectory(dir());
    }

    /** Whether this build runs under CI, as CI services say by setting {@code CI=true}. */
    public static boolean underCi() {
        return "true".equalsIgnoreCase(System.getenv("CI"));
    }

    /** The suite's folder: fails under CI and skips the calling test locally when it is missing. */
    public static Path require() {
        if (!present()) {
            String where =
                    "the conformance suite is not at " + dir().toAbsolutePath().normalize()
                            + "; check out ../shared next to the project, or set -Dconformance.dir=<folder>";
            if (underCi()) {
                throw new AssertionError(where + " (CI=true: a build that cannot read the suite does not pass)");
            }
            Assumptions.abort(where + "; skipping the tests that need it");
        }
        return dir();
    }
}
