package io.scdstudio.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.feed.csv.CanonicalCsvWriter;
import io.scdstudio.model.Scenario;
import io.scdstudio.project.Design;
import io.scdstudio.project.DesignFiles;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * A path opens the same way from the command line and from the window: both go through {@code DesignFiles.open}
 * and its {@code FeedLoader}, which decide once what the path is (a scenario's case.json meaning its folder).
 */
class OneLoaderTest {
    private static final Path USERS = Path.of("sample-data/users-docs-example");
    private static final Path DEBEZIUM = Path.of("sample-data/debezium-postgres-customers");

    private static String table(Scenario s) {
        return CanonicalCsvWriter.toString(FeedRunner.runAll(
                        new InMemoryEngine(), s.flow(), s.feed(), RunOptions.FAST, s.simulateTombstoneGcBeforeBatches())
                .target());
    }

    @Test
    void aScenariosCaseJsonOpensItsFolderOnTheCommandLineAndInTheWindow() {
        CliTest.Result byFolder = CliTest.cli("run", USERS.toString());
        CliTest.Result byCaseJson =
                CliTest.cli("run", USERS.resolve("case.json").toString());

        assertThat(byCaseJson.code()).isZero();
        assertThat(byCaseJson.out()).isEqualTo(byFolder.out()).isNotBlank();
        Design opened = DesignFiles.open(USERS.resolve("case.json"));
        assertThat(opened.origin()).isEqualTo(USERS.toAbsolutePath().normalize());
        assertThat(opened.folder()).contains(USERS.toAbsolutePath().normalize());
    }

    @Test
    void aCdcFeedFileGivesTheCommandLineTheTableTheWindowsDesignGives() {
        Path file = DEBEZIUM.resolve("input.jsonl");
        CliTest.Result run = CliTest.cli("run", file.toString());

        assertThat(run.code()).isZero();
        assertThat(run.out()).isEqualTo(table(DesignFiles.open(file).scenario()));
    }
}
