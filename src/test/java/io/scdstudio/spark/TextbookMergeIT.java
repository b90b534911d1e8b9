package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.compare.NaiveMerge;
import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.TableDiff;
import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.Table;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The naive-MERGE lesson's two halves agree: the textbook recipe run for real on Spark + Delta, batch by batch
 * ({@link TextbookMergeEngine}), gives the table the recipe folded in memory gives ({@code compare.NaiveMerge}),
 * on every change feed of the library (one standing for the CDC-format lessons) and on random feeds with late
 * events, several events per key and batch, deletes, ties and composite keys.
 */
@Execution(ExecutionMode.CONCURRENT)
class TextbookMergeIT {
    private static final long START = System.nanoTime();
    private static final Schema RANDOM = Schema.of(
            new Column("region", DataType.STRING),
            new Column("id", DataType.BIGINT),
            new Column("city", DataType.STRING),
            new Column("tier", DataType.STRING),
            new Column("op", DataType.STRING),
            new Column("seq", DataType.BIGINT));

    /**
     * The lessons whose feeds hold a shape the recipe gets wrong in its own way (late data, several changes per key
     * in a batch, late deletes); the random feed below adds ties, composite keys and deletes. Every library feed took
     * the build six minutes; {@code -Dtextbook.proof=all} runs them all.
     */
    private static final Set<String> REPRESENTATIVE =
            Set.of("late-update-splits-history", "many-changes-one-batch", "late-delete-and-tombstone");

    static Stream<Arguments> libraryFeeds() throws IOException {
        List<Arguments> out = new ArrayList<>();
        boolean all = "all".equals(System.getProperty("textbook.proof", ""));
        try (Stream<Path> children = Files.list(Path.of("sample-data"))) {
            // The CDC-format lessons are flat rows to the recipe; one (a STRUCT sequence, an ignore-null list) stands
            // for them, as FormatPresetsOnSparkIT proves the formats on Spark.
            for (Path p : children.filter(ScenarioReader::isScenarioFolder)
                    .filter(p -> ScenarioReader.formatOf(p).isEmpty() || p.endsWith("debezium-postgres-customers"))
                    .filter(p -> all || REPRESENTATIVE.contains(p.getFileName().toString()))
                    .sorted()
                    .toList()) {
                Scenario s = ScenarioReader.read(p);
                if (s.feed() instanceof ChangeFeed && s.expectError().isEmpty()) {
                    s.scdTypes()
                            .forEach(t -> out.add(Arguments.of(p.getFileName().toString(), t)));
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} SCD{1}")
    @MethodSource("libraryFeeds")
    void onEveryLibraryFeedSparkAndMemoryGiveTheRecipesTable(String lesson, int type) {
        Scenario s = ScenarioReader.read(Path.of("sample-data", lesson));
        CdcFlowSettings flow = (CdcFlowSettings) s.flow().withScdType(type);
        assertSame(flow, (ChangeFeed) s.feed());
    }

    /** One seed in the build (its feed has every shape the lessons above miss); {@code -Dtextbook.proof=all} adds more. */
    static LongStream seeds() {
        return "all".equals(System.getProperty("textbook.proof", "")) ? LongStream.of(1, 2, 3) : LongStream.of(1);
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void onRandomFeedsSparkAndMemoryGiveTheRecipesTable(long seed) {
        ChangeFeed feed = randomFeed(seed);
        for (int type : new int[] {1, 2}) {
            CdcFlowSettings flow = CdcFlowSettings.of(List.of("region", "id"), SequenceBy.column("seq"))
                    .withConditions(Optional.of("op = 'DELETE'"), Optional.empty())
                    .withColumnSelection(Optional.empty(), Optional.of(List.of("op", "seq")))
                    .withScdType(type);
            assertSame(type == 2 ? flow.withTrackHistory(Optional.of(List.of("city")), Optional.empty()) : flow, feed);
        }
    }

    private static void assertSame(CdcFlowSettings flow, ChangeFeed feed) {
        Table memory = NaiveMerge.run(flow, feed);
        FlowRun run = FeedRunner.runAll(
                new TextbookMergeEngine(SharedSpark.SETTINGS), flow, feed, RunOptions.FAST, List.of());
        try {
            TableDiff diff = TableDiff.of(memory, run.target());
            assertThat(diff.isEmpty()).as(diff.describe()).isTrue();
        } finally {
            run.discardAndClose();
        }
    }

    /** Late events across batches, several events of a key in one batch, deletes, ties, a composite key. */
    private static ChangeFeed randomFeed(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        String[] regions = {"eu", "us"};
        String[] cities = {"Kyiv", "Lviv", null, "Oslo"};
        String[] tiers = {"gold", "silver"};
        List<Batch> batches = new ArrayList<>();
        long arrival = 0;
        for (int b = 1; b <= 3; b++) {
            List<Row> rows = new ArrayList<>();
            for (int i = 0; i < 12; i++) {
                boolean delete = random.nextInt(6) == 0;
                rows.add(Row.of(
                        regions[random.nextInt(2)],
                        (long) random.nextInt(4),
                        delete ? null : cities[random.nextInt(4)],
                        delete ? null : tiers[random.nextInt(2)],
                        delete ? "DELETE" : "UPSERT",
                        (long) random.nextInt(30)));
            }
            batches.add(Batch.of(b, arrival, rows));
            arrival += rows.size();
        }
        return new ChangeFeed("random.csv", RANDOM, batches);
    }

    @AfterAll
    static void reportTime() {
        System.out.printf("TextbookMergeIT: took %.1f s%n", (System.nanoTime() - START) / 1e9);
    }
}
