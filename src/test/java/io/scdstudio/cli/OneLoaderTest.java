package io.scdstudio.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.feed.csv.CanonicalCsvWriter;
import io.scdstudio.model.Scenario;
import io.scdstudio.project.Design;
import io.scdstudio.project.DesignFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

    @Test
    void schemaAndCheckTakeACaseJsonForItsFolderToo() {
        for (String command : new String[] {"schema", "check"}) {
            CliTest.Result byFolder = CliTest.cli(command, USERS.toString());
            CliTest.Result byCaseJson =
                    CliTest.cli(command, USERS.resolve("case.json").toString());
            assertThat(byCaseJson.code()).as(command).isEqualTo(byFolder.code()).isZero();
            assertThat(byCaseJson.out()).as(command).isEqualTo(byFolder.out());
        }
    }

    @Test
    void aFileOfAnUnknownKindIsToldTheExtensionsTheRegistryReads(@TempDir Path tmp) throws IOException {
        Path parquet = Files.writeString(tmp.resolve("events.parquet"), "PAR1");

        CliTest.Result r = CliTest.cli("run", parquet.toString());

        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err())
                .contains("a change feed file (.")
                .contains(".csv")
                .contains(".jsonl")
                .doesNotContain(".delta-table")
                .contains("Delta table");
    }
}
