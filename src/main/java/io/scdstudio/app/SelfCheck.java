package io.scdstudio.app;

import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.ScdEngine;
import io.scdstudio.engine.ScenarioVerifier;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.feed.scenario.FolderSwap;
import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Scenario;
import io.scdstudio.project.SampleFolders;
import io.scdstudio.spark.EngineVersions;
import io.scdstudio.spark.SparkEngine;
import io.scdstudio.spark.SparkSessions;
import io.scdstudio.spark.SparkSettings;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code scd-studio --selfcheck}: whether an installed app works, in one line. It checks that the launcher's JVM
 * flags took effect (Spark fails late and obscurely without them), that the scenario library was installed beside the
 * app, and that the Databricks users example comes out right on the in-memory engine and on Spark + Delta. The
 * packaging profile runs it on the image it builds.
 */
final class SelfCheck {
    static final String SAMPLE = "users-docs-example";

    private final List<String> requiredOpens;
    private final Optional<Path> library;
    private final SparkSettings spark;

    SelfCheck(List<String> requiredOpens, Optional<Path> library, SparkSettings spark) {
        this.requiredOpens = List.copyOf(requiredOpens);
        this.library = library;
        this.spark = spark;
    }

    /** As the launcher runs it: the opens of the jar's manifest, the library beside the app, Spark on one core. */
    static SelfCheck forThisInstallation(Path sparkWorkspace) {
        return new SelfCheck(
                JvmOpens.requiredByManifest(),
                SampleFolders.installedLibraryFolder(),
                new SparkSettings("local[1]", sparkWorkspace));
    }

    /** Prints the verdict line; 0 when every check passed. */
    int run(PrintStream out) {
        long start = System.nanoTime();
        List<String> failures = new ArrayList<>();
        List<String> missingOpens = JvmOpens.missing(requiredOpens);
        if (!missingOpens.isEmpty()) {
            failures.add("the JVM flags did not take effect (not open: " + String.join(", ", missingOpens)
                    + "); start the app with its launcher or with java -jar");
        }
        Optional<Scenario> sample = sample(failures);
        if (sample.isPresent()) {
            verify(sample.get(), new InMemoryEngine(), "the in-memory engine", failures);
            if (missingOpens.isEmpty()) {
                verify(
                        sample.get(),
                        new SparkEngine(spark, SparkEngine.Mode.BACKFILL),
                        EngineVersions.describe(),
                        failures);
            }
        }
        String seconds = String.format(Locale.ROOT, "%.1f s", (System.nanoTime() - start) / 1e9);
        if (failures.isEmpty()) {
            String flags = requiredOpens.isEmpty()
                    ? "JVM flags not checked (not started from the jar)"
                    : "JVM flags in effect (" + requiredOpens.size() + " opens)";
            out.println("selfcheck passed: " + flags + ", scenario library found, " + SAMPLE + " right on the "
                    + "in-memory engine and on " + EngineVersions.describe() + " (Java " + Runtime.version() + ", "
                    + seconds + ")");
            return 0;
        }
        out.println("selfcheck FAILED: " + String.join("; ", failures) + " (" + seconds + ")");
        return 1;
    }

    private Optional<Scenario> sample(List<String> failures) {
        if (library.isEmpty()) {
            failures.add("no sample-data folder beside the app: the scenario library was not installed");
            return Optional.empty();
        }
        try {
            return Optional.of(ScenarioReader.read(library.get().resolve(SAMPLE)));
        } catch (ScdException e) {
            failures.add("the bundled " + SAMPLE + " cannot be read: " + e.userMessage());
            return Optional.empty();
        }
    }

    private static void verify(Scenario scenario, ScdEngine engine, String name, List<String> failures) {
        try {
            for (ScenarioVerifier.Verdict v : new ScenarioVerifier(engine, RunOptions.FAST).verify(scenario)) {
                if (!v.passed()) {
                    failures.add(SAMPLE + " SCD" + v.scdType() + " is wrong on " + name + ": "
                            + String.join("; ", v.problems()));
                }
            }
        } catch (RuntimeException e) {
            failures.add(name + " failed: " + e);
        }
    }

    /** Runs the check with Spark's workspace in a temporary folder, removed afterwards. */
    static int runInTemporaryWorkspace(PrintStream out) {
        Path workspace;
        try {
            workspace = Files.createTempDirectory("scd-studio-selfcheck");
        } catch (IOException e) {
            out.println("selfcheck FAILED: no temporary folder for Spark's workspace: " + e.getMessage());
            return 1;
        }
        try {
            return forThisInstallation(workspace).run(out);
        } finally {
            SparkSessions.stop();
            FolderSwap.deleteQuietly(workspace);
        }
    }
}
