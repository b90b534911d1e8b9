package io.scdstudio.lint;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.FlowWarning;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Feed;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Row;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The rules that read the design alone have one home: what {@code lint} finds with them is what a run warns, same
 * id, same words, on designs made to earn each rule (a Debezium feed sequenced by {@code ts_ms} among them) and on
 * every lesson of the library.
 */
class RunWarningsAgreeWithLintTest {
    private static final Schema SCHEMA = Schema.of(
            new Column("id", DataType.BIGINT),
            new Column("name", DataType.STRING),
            new Column("op", DataType.STRING),
            new Column("seq", DataType.BIGINT),
            new Column("ts_ms", DataType.BIGINT),
            new Column("_ingested_at", DataType.TIMESTAMP));
    private static final CdcFlowSettings FLOW = CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq"))
            .withConditions(Optional.of("op = 'd'"), Optional.empty())
            .withColumnSelection(Optional.empty(), Optional.of(List.of("op", "seq", "ts_ms", "_ingested_at")));
    private static final ChangeFeed FEED = new ChangeFeed(
            "feed.csv",
            SCHEMA,
            List.of(new Batch(
                    1,
                    0,
                    List.of(
                            Row.of(1L, "Ann", "u", 1L, 1000L, LocalDateTime.of(2026, 1, 1, 0, 0)),
                            Row.of(1L, "Bo", "u", 2L, 2000L, LocalDateTime.of(2026, 1, 1, 0, 1))),
                    List.of(2, 3))));

    private static Set<String> designRuleIds() {
        return DesignChecks.all().stream()
                .filter(DesignCheck::readsTheDesignAlone)
                .map(DesignCheck::id)
                .collect(Collectors.toSet());
    }

    /** id → words of the design-only warnings lint finds. */
    private static Map<String, String> lintSays(FlowSettings flow, Feed feed) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Finding f : DesignChecks.run(flow, feed)) {
            if (designRuleIds().contains(f.id()) && f.severity() == Severity.WARNING) {
                out.put(f.id(), f.sentence());
            }
        }
        return out;
    }

    /** id → words of the design-only warnings a run reports. */
    private static Map<String, String> runSays(FlowSettings flow, Feed feed, List<Integer> tombstoneGc) {
        FlowRun run = FeedRunner.runAll(new InMemoryEngine(), flow, feed, RunOptions.FAST, tombstoneGc);
        Map<String, String> out = new LinkedHashMap<>();
        for (FlowWarning w : run.warnings()) {
            if (designRuleIds().contains(w.code())) {
                out.put(w.code(), w.message());
            }
        }
        return out;
    }

    private static Map<String, String> agreeing(FlowSettings flow) {
        Map<String, String> lint = lintSays(flow, FEED);
        assertThat(runSays(flow, FEED, List.of())).isEqualTo(lint);
        return lint;
    }

    @Test
    void aTrackedSequenceColumnIsOneWarningWithOneTextAndGoesOnceItIsLeftOut() {
        CdcFlowSettings keepsSeq = FLOW.withColumnSelection(
                        Optional.empty(), Optional.of(List.of("op", "ts_ms", "_ingested_at")))
                .withScdType(2);

        assertThat(agreeing(keepsSeq)).containsOnlyKeys("SEQUENCE_COLUMN_TRACKED");
        assertThat(agreeing(keepsSeq).get("SEQUENCE_COLUMN_TRACKED")).contains("seq", "except_column_list");
        assertThat(agreeing(keepsSeq.withScdType(1))).doesNotContainKey("SEQUENCE_COLUMN_TRACKED");
        assertThat(agreeing(FLOW.withScdType(2))).isEmpty();
    }

    @Test
    void aDebeziumSequenceByTsMsIsAProcessingTimeInLintAndInTheRun() {
        CdcFlowSettings byTsMs = FLOW.withSequenceBy(SequenceBy.column("ts_ms"));
        CdcFlowSettings byIngestion = FLOW.withSequenceBy(SequenceBy.column("_ingested_at"));

        assertThat(agreeing(byTsMs)).containsOnlyKeys("PROCESSING_TIME_SEQUENCE");
        assertThat(agreeing(byTsMs).get("PROCESSING_TIME_SEQUENCE")).startsWith("ts_ms is named like");
        assertThat(agreeing(byIngestion)).containsOnlyKeys("PROCESSING_TIME_SEQUENCE");
        assertThat(agreeing(FLOW)).as("a source change number").isEmpty();
    }

    @Test
    void metadataTrackedAndNothingTrackedAreRunWarningsToo() {
        CdcFlowSettings tracksOp = FLOW.withColumnSelection(Optional.empty(), Optional.of(List.of("seq")))
                .withTrackHistory(Optional.empty(), Optional.of(List.of("ts_ms", "_ingested_at")))
                .withScdType(2);
        CdcFlowSettings tracksNothing =
                FLOW.withScdType(2).withTrackHistory(Optional.empty(), Optional.of(List.of("name")));

        assertThat(agreeing(tracksOp)).containsOnlyKeys("METADATA_COLUMN_TRACKED");
        assertThat(agreeing(tracksNothing)).containsOnlyKeys("NO_TRACKED_COLUMNS");
    }

    @Test
    void everyRuleThatReadsTheDesignAloneIsEarnedByOneOfTheseDesigns() {
        Set<String> earned = Stream.of(
                        FLOW.withSequenceBy(SequenceBy.column("ts_ms")),
                        FLOW.withScdType(2)
                                .withColumnSelection(
                                        Optional.empty(), Optional.of(List.of("op", "ts_ms", "_ingested_at"))),
                        FLOW.withScdType(2).withTrackHistory(Optional.empty(), Optional.of(List.of("name"))),
                        FLOW.withScdType(2).withColumnSelection(Optional.empty(), Optional.of(List.of("seq"))),
                        FLOW.withScdType(2).withConditions(Optional.empty(), Optional.of("op = 't'")))
                .flatMap(f -> DesignChecks.run(f, FEED).stream())
                .map(Finding::id)
                .collect(Collectors.toSet());

        assertThat(earned).containsAll(designRuleIds());
    }

    @Test
    void everyLessonOfTheLibrarySaysTheSameInLintAndInItsRun() throws IOException {
        List<Path> lessons = new ArrayList<>();
        try (Stream<Path> folders = Files.list(Path.of("sample-data"))) {
            folders.filter(p -> Files.isRegularFile(p.resolve(ScenarioReader.CASE_FILE)))
                    .filter(p -> !p.getFileName().toString().contains("100k"))
                    .sorted()
                    .forEach(lessons::add);
        }
        assertThat(lessons).hasSizeGreaterThan(20);
        int warned = 0;
        for (Path lesson : lessons) {
            Scenario s = ScenarioReader.read(lesson);
            Map<String, String> lint = lintSays(s.flow(), s.feed());
            assertThat(runSays(s.flow(), s.feed(), s.simulateTombstoneGcBeforeBatches()))
                    .as(lesson.toString())
                    .isEqualTo(lint);
            warned += lint.isEmpty() ? 0 : 1;
        }
        assertThat(warned).as("lessons whose design earns a warning").isPositive();
    }
}
