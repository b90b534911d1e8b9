package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.feed.FeedLoader;
import io.scdstudio.feed.Loaded;
import io.scdstudio.format.FormatCases;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.Table;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * A Delta table's folder opens as its change data feed: one micro-batch per commit, preimages dropped, the
 * delta-cdf preset, and the SCD2 history of the table's own commits; a table without the feed is named with how
 * to turn it on.
 */
@Execution(ExecutionMode.CONCURRENT)
class DeltaTableChangeFeedIT {
    @TempDir
    Path temp;

    @Test
    void aDeltaTablesFolderOpensAsItsChangeFeedWithThePreset() {
        SparkSession spark = SparkSessions.get(SharedSpark.SETTINGS);
        String table = "delta.`" + temp.resolve("customers").toAbsolutePath() + "`";
        spark.sql("CREATE TABLE " + table + " (customer_id BIGINT, name STRING, city STRING) USING delta "
                + "TBLPROPERTIES (delta.enableChangeDataFeed = true)");
        spark.sql("INSERT INTO " + table + " VALUES (1, 'Ann', 'Kyiv'), (2, 'Bob', 'Lviv')");
        spark.sql("UPDATE " + table + " SET city = 'Odesa' WHERE customer_id = 1");
        spark.sql("DELETE FROM " + table + " WHERE customer_id = 2");
        spark.sql("INSERT INTO " + table + " VALUES (2, 'Bob', 'Kharkiv')");

        Loaded.FeedFile read = (Loaded.FeedFile) FeedLoader.open(temp.resolve("customers"));
        assertThat(read.read().format().id()).isEqualTo("delta-table");
        assertThat(read.feed().batches()).as("one micro-batch per commit").hasSize(4);
        assertThat(read.read().notes()).anySatisfy(n -> assertThat(n).startsWith("1 update_preimage row(s) dropped"));
        CdcFlowSettings flow = read.preset().orElseThrow().flow();
        assertThat(flow.keys()).containsExactly("customer_id");
        assertThat(flow.sequenceBy()).isEqualTo(SequenceBy.column("_commit_version"));
        Table scd2 = FormatCases.run(new InMemoryEngine(), flow.withScdType(2), read.feed());
        assertThat(scd2.rows())
                .extracting(r -> r.get(0) + " " + r.get(2) + " " + r.get(3) + "-" + r.get(4))
                .containsExactlyInAnyOrder("1 Kyiv 1-2", "1 Odesa 2-null", "2 Lviv 1-3", "2 Kharkiv 4-null");
    }

    @Test
    void anOverwrittenTableKeepsTheRowsTheOverwriteWrote() {
        // INSERT OVERWRITE writes each old row as a delete and each new row as an insert in one commit.
        SparkSession spark = SparkSessions.get(SharedSpark.SETTINGS);
        String table = "delta.`" + temp.resolve("overwritten").toAbsolutePath() + "`";
        spark.sql("CREATE TABLE " + table + " (customer_id BIGINT, city STRING) USING delta "
                + "TBLPROPERTIES (delta.enableChangeDataFeed = true)");
        spark.sql("INSERT INTO " + table + " VALUES (1, 'Kyiv'), (2, 'Lviv')");
        spark.sql("INSERT OVERWRITE " + table + " VALUES (1, 'Odesa'), (2, 'Lviv'), (3, 'Dnipro')");

        Loaded.FeedFile read = (Loaded.FeedFile) FeedLoader.open(temp.resolve("overwritten"));
        CdcFlowSettings flow = read.preset().orElseThrow().flow();
        assertThat(flow.sequenceBy())
                .isEqualTo(SequenceBy.struct(java.util.List.of("_commit_version", "__commit_step")));
        Table scd1 = FormatCases.run(new InMemoryEngine(), flow, read.feed());
        assertThat(scd1.rows())
                .extracting(r -> r.get(0) + " " + r.get(1))
                .containsExactlyInAnyOrder("1 Odesa", "2 Lviv", "3 Dnipro");
    }

    @Test
    void aTableWithoutTheChangeFeedIsNamedWithHowToTurnItOn() {
        SparkSession spark = SparkSessions.get(SharedSpark.SETTINGS);
        String table = "delta.`" + temp.resolve("plain").toAbsolutePath() + "`";
        spark.sql("CREATE TABLE " + table
                + " (id BIGINT) USING delta TBLPROPERTIES (delta.enableChangeDataFeed = false)");
        spark.sql("INSERT INTO " + table + " VALUES (1)");
        assertThatThrownBy(() -> FeedLoader.open(temp.resolve("plain")))
                .isInstanceOf(ScdException.class)
                .satisfies(e -> assertThat(((ScdException) e).userMessage())
                        .contains("plain")
                        .contains("delta.enableChangeDataFeed = true"));
    }

    @Test
    void aDamagedLogIsNamedAsSuchNotAsAMissingChangeFeed() throws IOException {
        Path log = temp.resolve("damaged/_delta_log");
        Files.createDirectories(log);
        Files.writeString(log.resolve("00000000000000000000.json"), "garbage\n");
        assertThatThrownBy(() -> FeedLoader.open(temp.resolve("damaged")))
                .isInstanceOf(ScdException.class)
                .satisfies(e -> assertThat(((ScdException) e).userMessage())
                        .contains("damaged")
                        .contains("transaction log (_delta_log) is damaged")
                        .doesNotContain("enableChangeDataFeed = true"));
    }
}
