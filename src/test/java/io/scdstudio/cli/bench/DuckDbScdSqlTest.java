package io.scdstudio.cli.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.generate.FeedGenerator;
import io.scdstudio.generate.FeedShape;
import io.scdstudio.generate.GeneratedScenario;
import io.scdstudio.generate.GeneratorSettings;
import io.scdstudio.generate.WideFeedGenerator;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Table;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bench's DuckDB peer computes the engine's table, so the figures compare like with like: on a generated feed
 * with late events, deletes and returning customers, as SCD1 and as SCD2 with three of six columns tracked; and a
 * table it gets wrong is refused, not timed.
 */
class DuckDbScdSqlTest {
    @TempDir
    Path temp;

    private Scenario generated(Path folder) {
        GeneratedScenario.write(folder, new GeneratorSettings(20_000, 2_000, 0.1, 0.05, 5, 11, 2));
        return ScenarioReader.read(folder);
    }

    @Test
    void duckDbGivesTheEnginesScd2AndScd1TablesOnARealisticFeed() throws Exception {
        Path folder = temp.resolve("feed");
        Scenario s = generated(folder);
        try (Connection db = DriverManager.getConnection("jdbc:duckdb:")) {
            Table scd2 = DuckDbBench.checkedAgainstDuckDb(db, folder, s, FeedGenerator.flow(2));
            Table scd1 = DuckDbBench.checkedAgainstDuckDb(db, folder, s, FeedGenerator.flow(1));

            assertThat(scd2.size())
                    .as("closed versions as well as current rows")
                    .isGreaterThan(scd1.size());
            assertThat(scd1.size()).isGreaterThan(1000);
        }
    }

    @Test
    void duckDbGivesTheEnginesTablesOnAWideFeedWithNullsACompositeKeyAndAStructSequence() throws Exception {
        Path folder = temp.resolve("wide");
        GeneratedScenario.write(
                folder, new GeneratorSettings(20_000, 2_000, 0.1, 0.05, 5, 12, 2).withShape(FeedShape.WIDE));
        Scenario s = ScenarioReader.read(folder);
        try (Connection db = DriverManager.getConnection("jdbc:duckdb:")) {
            Table scd2 = DuckDbBench.checkedAgainstDuckDb(db, folder, s, WideFeedGenerator.flow(2));
            Table scd1 = DuckDbBench.checkedAgainstDuckDb(db, folder, s, WideFeedGenerator.flow(1));

            assertThat(scd2.size()).isGreaterThan(scd1.size());
            assertThat(scd2.rows())
                    .as("versions opened and closed by a tracked value going to or from NULL")
                    .anyMatch(r -> r.get(s.feed().schema().indexOf("segment")) == null);
            assertThat(DuckDbScdSql.target(WideFeedGenerator.flow(2), WideFeedGenerator.SCHEMA))
                    .contains("PARTITION BY \"region\", \"account_id\"", "struct_pack(\"commit_ts\"")
                    .doesNotContain("GROUP BY");
        }
    }

    @Test
    void aTableDuckDbGetsWrongIsRefusedBeforeAnythingIsTimed() throws Exception {
        Path folder = temp.resolve("feed");
        Scenario s = generated(folder);
        // DuckDB reads a file whose deletes were turned into updates, the engine the feed as it was: the tables
        // differ. Told that no row is a delete, both agree again.
        CdcFlowSettings noDeletes = FeedGenerator.flow(2).withConditions(Optional.of("op = 'NEVER'"), Optional.empty());
        Files.writeString(
                folder.resolve("input.csv"),
                Files.readString(folder.resolve("input.csv")).replace(",DELETE,", ",UPDATE,"));
        try (Connection db = DriverManager.getConnection("jdbc:duckdb:")) {
            assertThatThrownBy(() -> DuckDbBench.checkedAgainstDuckDb(db, folder, s, FeedGenerator.flow(2)))
                    .isInstanceOfSatisfying(
                            ScdException.class, e -> assertThat(e.errorClass()).isEqualTo("BENCH_FAILED"))
                    .hasMessageContaining("differs from the engine's");
            assertThat(DuckDbBench.checkedAgainstDuckDb(db, folder, s, noDeletes)
                            .size())
                    .isPositive();
        }
    }

    @Test
    void designsTheSqlCannotExpressAreRefusedWithTheReason() {
        CdcFlowSettings ignoreNull =
                FeedGenerator.flow(2).withIgnoreNullUpdates(true, Optional.empty(), Optional.empty());

        assertThatThrownBy(() -> DuckDbScdSql.target(ignoreNull, FeedGenerator.SCHEMA))
                .hasMessageContaining("ignore-null");
        assertThat(DuckDbScdSql.target(FeedGenerator.flow(2), FeedGenerator.SCHEMA))
                .contains("\"city\" IS DISTINCT FROM", "\"tier\" IS DISTINCT FROM", "\"credit_limit\" IS DISTINCT FROM")
                .doesNotContain("\"email\" IS DISTINCT FROM");
    }
}
