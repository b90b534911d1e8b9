package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.compare.NaiveMerge;
import io.scdstudio.compare.NaiveMergeSql;
import io.scdstudio.engine.TableDiff;
import io.scdstudio.engine.resolve.FlowResolver;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Table;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The textbook MERGE the Textbook MERGE tab shows is the recipe: its SQL ({@code compare.NaiveMergeSql}), run on
 * Spark + Delta batch by batch on a view of each batch, gives the table {@code compare.NaiveMerge} folds in memory,
 * on lessons with late data across batches, several changes of a key in one batch, late deletes, a key deleted and
 * inserted again in a later batch, and a STRUCT sequence. A session of its own keeps the views {@code updates} and {@code latest} from other tests.
 */
class TextbookMergeSqlIT {
    @TempDir
    Path temp;

    @ParameterizedTest(name = "{0} SCD{1}")
    @CsvSource({
        "users-docs-example, 1",
        "users-docs-example, 2",
        "late-update-splits-history, 2",
        "many-changes-one-batch, 2",
        "late-delete-and-tombstone, 1",
        "struct-tiebreaker, 2",
        "customer-moves, 2",
        "delete-then-reinsert, 1",
        "delete-then-reinsert, 2"
    })
    void theSqlShownGivesTheRecipesTable(String lesson, int type) throws IOException {
        Scenario s = ScenarioReader.read(Path.of("sample-data", lesson));
        ChangeFeed feed = (ChangeFeed) s.feed();
        String name = "naive_sql_" + lesson.replace('-', '_') + "_" + type;
        CdcFlowSettings flow = ((CdcFlowSettings) s.flow().withScdType(type))
                .toBuilder().target(name).build();
        ResolvedFlow resolved = FlowResolver.resolveCdc(flow, feed.schema());
        SparkSession spark = SparkSessions.get(SharedSpark.SETTINGS).newSession();
        Path table = temp.resolve("target");
        DeltaTables.overwrite(spark.createDataFrame(List.of(), SparkTypes.of(resolved.target())), table);
        spark.sql("DROP TABLE IF EXISTS " + name);
        spark.sql("CREATE TABLE " + name + " USING delta LOCATION '" + table.toAbsolutePath() + "'");
        try {
            List<String> statements = NaiveMergeSql.withArrival(flow, feed.schema(), "__arrival");
            for (Batch b : feed.batches()) {
                ExportedFlowRunner.rowsWithArrival(spark, feed.schema(), b, "__arrival")
                        .createOrReplaceTempView("updates");
                for (String statement : statements) {
                    spark.sql(statement);
                }
            }
            Table memory = NaiveMerge.run(flow, feed);
            Table spark2 = new TargetReader(resolved).read(spark, table);
            TableDiff diff = TableDiff.of(memory, spark2);
            assertThat(diff.isEmpty()).as(diff.describe()).isTrue();
        } finally {
            spark.sql("DROP TABLE IF EXISTS " + name);
        }
    }
}
