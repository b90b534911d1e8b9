package io.scdstudio.feed.scenario;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Where the conformance suite lives: system property {@code conformance.dir}, default {@code ../shared/conformance}. */
public final class Conformance {
    private Conformance() {}

    static Path dir() {
        return io.scdstudio.ConformanceSuite.dir();
    }

    /** Every scenario folder; skips the calling test with a clear message when the suite is absent. */
    static List<Path> folders() {
        Path dir = dir();
        assumeTrue(
                Files.isDirectory(dir),
                "conformance suite not found at " + dir.toAbsolutePath() + " (set -Dconformance.dir=...); skipping");
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(Files::isDirectory).sorted().toList();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    public static Path folder(String prefix) {
        return folders().stream()
                .filter(p -> p.getFileName().toString().startsWith(prefix + "-"))
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("no conformance case " + prefix));
    }
}
