package io.scdstudio.lint;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Feed;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.Snapshot;
import io.scdstudio.model.SnapshotFeed;
import io.scdstudio.model.SnapshotFlowSettings;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Each design check on a feed that triggers it and on one that does not; a fix, applied, clears its finding. */
class DesignChecksTest {
    private static final Schema SCHEMA = Schema.of(
            new Column("id", DataType.BIGINT),
            new Column("city", DataType.STRING),
            new Column("op", DataType.STRING),
            new Column("seq", DataType.BIGINT),
            new Column("change_no", DataType.BIGINT));
    private static final CdcFlowSettings FLOW = CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq"))
            .withConditions(Optional.of("op = 'D'"), Optional.empty())
            .withColumnSelection(Optional.empty(), Optional.of(List.of("op", "seq", "change_no")));

    private static ChangeFeed feed(Batch... batches) {
        return new ChangeFeed("feed.csv", SCHEMA, List.of(batches));
    }

    private static Batch batch(int n, long arrival, Row... rows) {
        List<Integer> lines = new java.util.ArrayList<>();
        for (int i = 0; i < rows.length; i++) {
            lines.add((int) arrival + i + 2);
        }
        return new Batch(n, arrival, List.of(rows), lines);
    }

    private static Row r(Long id, String city, String op, Long seq, long changeNo) {
        return Row.of(id, city, op, seq, changeNo);
    }

    private static final ChangeFeed CLEAN =
            feed(batch(1, 0, r(1L, "Kyiv", "U", 1L, 1), r(2L, "Lviv", "U", 2L, 2), r(1L, "Lviv", "D", 3L, 3)));

    private static List<Finding> findings(String id, FlowSettings flow, Feed feed) {
        return DesignChecks.run(flow, feed).stream()
                .filter(f -> f.id().equals(id))
                .toList();
    }

    @Test
    void everyCheckStaysQuietOnACleanFeed() {
        assertThat(DesignChecks.run(FLOW.withScdType(2), CLEAN)).isEmpty();
        assertThat(DesignChecks.run(FLOW, CLEAN)).isEmpty();
    }

    /** A fresh-eyes review: "9" newer than "10", 2024-1-9 newer than 2024-1-10, a date of 2023 newer than 2024. */
    @Test
    void aTextSequenceOfNumbersOrDatesThatTextOrdersOtherwiseIsSaid() {
        Schema text = Schema.of(new Column("id", DataType.BIGINT), new Column("seq", DataType.STRING));
        CdcFlowSettings flow = CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq"));
        java.util.function.Function<List<String>, ChangeFeed> feedOf = values -> {
            List<Row> rows = values.stream().map(v -> Row.of(1L, v)).toList();
            List<Integer> lines = new java.util.ArrayList<>();
            for (int i = 0; i < rows.size(); i++) {
                lines.add(i + 2);
            }
            return new ChangeFeed("feed.jsonl", text, List.of(new Batch(1, 0, rows, lines)));
        };
        Finding numbers = findings("TEXT_SEQUENCE_ORDER", flow, feedOf.apply(List.of("9", "10")))
                .get(0);
        assertThat(numbers.message()).contains("'9' orders after '10' as text, though it is the smaller");
        assertThat(numbers.lines()).containsExactly(2, 3);
        assertThat(numbers.severity()).isEqualTo(Severity.WARNING);
        assertThat(findings("TEXT_SEQUENCE_ORDER", flow, feedOf.apply(List.of("2024-1-9", "2024-1-10"))))
                .hasSize(1);
        assertThat(findings("TEXT_SEQUENCE_ORDER", flow, feedOf.apply(List.of("09/01/2024", "10/01/2023"))))
                .as("the year decides, day or month first")
                .hasSize(1);
        assertThat(findings("TEXT_SEQUENCE_ORDER", flow, feedOf.apply(List.of("007", "010", "2024-01-09"))))
                .as("one width, year first: text orders them as their numbers and dates")
                .isEmpty();
        assertThat(findings("TEXT_SEQUENCE_ORDER", flow, feedOf.apply(List.of("9", "10", "v2"))))
                .as("text that is not all numbers is ordered as text on purpose")
                .isEmpty();
    }

    @Test
    void aTieNamesItsLineAndTheFixBreaksItWithAChangeNumber() {
        ChangeFeed tied = feed(batch(1, 0, r(1L, "Kyiv", "U", 5L, 1), r(1L, "Odesa", "U", 5L, 2)));
        Finding f = findings("SEQUENCE_TIE", FLOW, tied).get(0);
        assertThat(f.lines()).containsExactly(3);
        assertThat(f.fix()).isPresent();
        assertThat(((CdcFlowSettings) f.fix().get().flow()).sequenceBy())
                .isEqualTo(SequenceBy.struct(List.of("seq", "change_no")));
        assertThat(findings("SEQUENCE_TIE", f.fix().get().flow(), tied)).isEmpty();
        ChangeFeed sameTwice = feed(batch(1, 0, r(1L, "Kyiv", "U", 5L, 1), r(1L, "Kyiv", "U", 5L, 1)));
        assertThat(findings("SEQUENCE_TIE", FLOW, sameTwice))
                .as("identical duplicates do not tie")
                .isEmpty();
    }

    /** The check and the run's warning are one tie to the learner: the check names the code the run warns with. */
    @Test
    void aTieNamesTheWarningTheRunGivesIt() {
        ChangeFeed upserts = feed(batch(1, 0, r(1L, "Kyiv", "U", 5L, 1), r(1L, "Odesa", "U", 5L, 2)));
        ChangeFeed deleteAndUpsert = feed(batch(1, 0, r(1L, "Kyiv", "U", 5L, 1), r(1L, "Kyiv", "D", 5L, 2)));
        for (ChangeFeed tied : List.of(upserts, deleteAndUpsert)) {
            List<String> warned = io.scdstudio.engine.FeedRunner.runAll(
                            new io.scdstudio.engine.memory.InMemoryEngine(),
                            FLOW,
                            tied,
                            io.scdstudio.engine.RunOptions.FAST,
                            List.of())
                    .warnings()
                    .stream()
                    .map(io.scdstudio.engine.FlowWarning::code)
                    .toList();
            assertThat(warned).isNotEmpty();
            assertThat(findings("SEQUENCE_TIE", FLOW, tied).get(0).why())
                    .contains("the run names such")
                    .contains(warned);
        }
    }

    @Test
    void aSqlServerTieIsBrokenByTheCommandIdNeverBySeqval() {
        io.scdstudio.model.Scenario s = io.scdstudio.feed.scenario.ScenarioReader.read(
                java.nio.file.Path.of("sample-data/sqlserver-cdc-customers"));
        CdcFlowSettings lsnOnly = ((CdcFlowSettings) s.flow()).withSequenceBy(SequenceBy.column("__$start_lsn"));
        Finding f = findings("SEQUENCE_TIE", lsnOnly, s.feed()).get(0);
        assertThat(((CdcFlowSettings) f.fix().orElseThrow().flow()).sequenceBy())
                .isEqualTo(SequenceBy.struct(List.of("__$start_lsn", "__$command_id")));
        assertThat(findings("SEQUENCE_TIE", s.flow(), s.feed()))
                .as("the preset's sequence does not tie")
                .isEmpty();
    }

    @Test
    void nullKeysAndSequencesAreErrorsWithTheirLinesBeforeTheRunFails() {
        ChangeFeed nulls = feed(batch(1, 0, r(null, "Kyiv", "U", 1L, 1), r(2L, "Lviv", "U", null, 2)));
        assertThat(findings("NULL_KEY", FLOW, nulls))
                .singleElement()
                .satisfies(f -> assertThat(f.severity()).isEqualTo(Severity.ERROR))
                .satisfies(f -> assertThat(f.lines()).containsExactly(2));
        assertThat(findings("NULL_SEQUENCE", FLOW, nulls))
                .singleElement()
                .satisfies(f -> assertThat(f.lines()).containsExactly(3));
        assertThat(findings("NULL_KEY", FLOW, CLEAN)).isEmpty();
        assertThat(findings("NULL_SEQUENCE", FLOW, CLEAN)).isEmpty();
    }

    @Test
    void aTrackedSequenceColumnIsFoundAndItsFixStopsTheExtraVersions() {
        CdcFlowSettings tracked = FLOW.withColumnSelection(Optional.empty(), Optional.of(List.of("op", "change_no")))
                .withScdType(2);
        Finding f = findings("SEQUENCE_COLUMN_TRACKED", tracked, CLEAN).get(0);
        assertThat(findings("SEQUENCE_COLUMN_TRACKED", f.fix().get().flow(), CLEAN))
                .isEmpty();
        assertThat(findings("SEQUENCE_COLUMN_TRACKED", FLOW.withScdType(2), CLEAN))
                .isEmpty();
        ChangeFeed unchanged = feed(batch(1, 0, r(1L, "Kyiv", "U", 1L, 1), r(1L, "Kyiv", "U", 2L, 2)));
        assertThat(versions(tracked, unchanged)).isEqualTo(2);
        assertThat(versions((CdcFlowSettings) f.fix().get().flow(), unchanged)).isEqualTo(1);
    }

    @Test
    void anOperationCodeTrackedInScd2IsMetadataByNameAndByData() {
        CdcFlowSettings opTracked = FLOW.withColumnSelection(Optional.empty(), Optional.of(List.of("seq", "change_no")))
                .withScdType(2);
        assertThat(findings("METADATA_COLUMN_TRACKED", opTracked, CLEAN))
                .singleElement()
                .satisfies(f -> assertThat(f.message()).startsWith("op "));
        Schema renamed = Schema.of(
                new Column("id", DataType.BIGINT),
                new Column("city", DataType.STRING),
                new Column("kind", DataType.STRING),
                new Column("seq", DataType.BIGINT),
                new Column("change_no", DataType.BIGINT));
        ChangeFeed byData = new ChangeFeed("f.csv", renamed, CLEAN.batches());
        CdcFlowSettings kindTracked = CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq"))
                .withColumnSelection(Optional.empty(), Optional.of(List.of("seq", "change_no")))
                .withScdType(2);
        assertThat(findings("METADATA_COLUMN_TRACKED", kindTracked, byData)).hasSize(1);
        assertThat(findings("METADATA_COLUMN_TRACKED", FLOW.withScdType(2), CLEAN))
                .isEmpty();
    }

    @Test
    void aLoadTimeSequenceIsFoundByNameAndByData() {
        CdcFlowSettings byName = FLOW.withSequenceBy(SequenceBy.column("loaded_at"));
        Schema withLoad = SCHEMA.plus(new Column("loaded_at", DataType.TIMESTAMP));
        LocalDateTime t = LocalDateTime.of(2024, 1, 1, 2, 0);
        ChangeFeed loads = new ChangeFeed(
                "f.csv",
                withLoad,
                List.of(batch(
                        1,
                        0,
                        Row.of(1L, "Kyiv", "U", 1L, 1L, t),
                        Row.of(1L, "Lviv", "U", 2L, 2L, t),
                        Row.of(2L, "Oslo", "U", 3L, 3L, t))));
        assertThat(findings("PROCESSING_TIME_SEQUENCE", byName, loads)).hasSize(1);
        Schema renamed = Schema.of(
                new Column("id", DataType.BIGINT),
                new Column("city", DataType.STRING),
                new Column("op", DataType.STRING),
                new Column("seq", DataType.BIGINT),
                new Column("change_no", DataType.BIGINT),
                new Column("stamp", DataType.TIMESTAMP));
        CdcFlowSettings byData = FLOW.withSequenceBy(SequenceBy.column("stamp"));
        assertThat(findings("PROCESSING_TIME_SEQUENCE", byData, new ChangeFeed("f.csv", renamed, loads.batches())))
                .as("key 1 changed twice in a load that stamps every row alike")
                .hasSize(1);
        assertThat(findings("PROCESSING_TIME_SEQUENCE", FLOW, CLEAN)).isEmpty();
    }

    @Test
    void aDeleteConditionNoEventMatchesIsAWarning() {
        CdcFlowSettings wrongCode = FLOW.withConditions(Optional.of("op = 'DELETE'"), Optional.empty());
        assertThat(findings("DELETE_MATCHES_NOTHING", wrongCode, CLEAN)).hasSize(1);
        assertThat(findings("DELETE_MATCHES_NOTHING", FLOW, CLEAN)).isEmpty();
    }

    @Test
    void aTruncateWithScd2IsAnErrorWhoseFixRemovesIt() {
        CdcFlowSettings both = FLOW.withConditions(Optional.of("op = 'D'"), Optional.of("op = 'T'"))
                .withScdType(2);
        Finding f = findings("TRUNCATE_WITH_SCD2", both, CLEAN).get(0);
        assertThat(f.severity()).isEqualTo(Severity.ERROR);
        assertThat(DesignChecks.run(f.fix().get().flow(), CLEAN)).isEmpty();
        assertThat(findings("TRUNCATE_WITH_SCD2", both.withScdType(1), CLEAN)).isEmpty();
    }

    @Test
    void noTrackedColumnIsFoundAndItsFixTracksThemAll() {
        CdcFlowSettings none = FLOW.withTrackHistory(Optional.empty(), Optional.of(List.of("city")))
                .withScdType(2);
        Finding f = findings("NO_TRACKED_COLUMNS", none, CLEAN).get(0);
        assertThat(findings("NO_TRACKED_COLUMNS", f.fix().get().flow(), CLEAN)).isEmpty();
        assertThat(findings("NO_TRACKED_COLUMNS", FLOW.withScdType(2), CLEAN)).isEmpty();
    }

    @Test
    void aDuplicateKeyInASnapshotIsAnError() {
        Schema s = Schema.of(new Column("id", DataType.BIGINT), new Column("city", DataType.STRING));
        SnapshotFlowSettings flow = SnapshotFlowSettings.of(List.of("id"));
        SnapshotFeed twice = new SnapshotFeed(
                s,
                DataType.BIGINT,
                List.of(new Snapshot(1L, "1.csv", List.of(Row.of(1L, "Kyiv"), Row.of(1L, "Lviv")), List.of())));
        SnapshotFeed once = new SnapshotFeed(
                s,
                DataType.BIGINT,
                List.of(new Snapshot(1L, "1.csv", List.of(Row.of(1L, "Kyiv"), Row.of(2L, "Lviv")), List.of())));
        assertThat(findings("SNAPSHOT_DUPLICATE_KEY", flow, twice))
                .singleElement()
                .satisfies(f -> assertThat(f.message()).contains("key 1 in snapshot 1"));
        assertThat(findings("SNAPSHOT_DUPLICATE_KEY", flow, once)).isEmpty();
    }

    @Test
    void lateEventsAcrossBatchesAreCountedWithHowLate() {
        ChangeFeed late = feed(batch(1, 0, r(1L, "Kyiv", "U", 10L, 1)), batch(2, 1, r(1L, "Lviv", "U", 4L, 2)));
        assertThat(findings("SEQUENCE_NOT_MONOTONIC_ACROSS_BATCHES", FLOW, late))
                .singleElement()
                .satisfies(f -> assertThat(f.message()).contains("up to 6 in sequence value behind"))
                .satisfies(f -> assertThat(f.lines()).containsExactly(3))
                .satisfies(f -> assertThat(f.why())
                        .as("SCD type 1 keeps no history to put it in")
                        .contains("AUTO CDC drops it")
                        .doesNotContain("history"));
        assertThat(findings("SEQUENCE_NOT_MONOTONIC_ACROSS_BATCHES", FLOW.withScdType(2), late))
                .singleElement()
                .satisfies(f -> assertThat(f.why()).contains("puts it in its place in history"));
        ChangeFeed inOrder = feed(batch(1, 0, r(1L, "Kyiv", "U", 4L, 1)), batch(2, 1, r(1L, "Lviv", "U", 10L, 2)));
        assertThat(findings("SEQUENCE_NOT_MONOTONIC_ACROSS_BATCHES", FLOW, inOrder))
                .isEmpty();
    }

    @Test
    void aTimestampSequenceWithoutZoneIsANote() {
        Schema ts = Schema.of(new Column("id", DataType.BIGINT), new Column("at", DataType.TIMESTAMP));
        ChangeFeed feed = new ChangeFeed(
                "f.csv", ts, List.of(Batch.of(1, 0, List.of(Row.of(1L, LocalDateTime.of(2024, 3, 31, 2, 30))))));
        CdcFlowSettings flow = CdcFlowSettings.of(List.of("id"), SequenceBy.column("at"));
        assertThat(findings("TIMESTAMP_WITHOUT_ZONE", flow, feed))
                .singleElement()
                .satisfies(f -> assertThat(f.severity()).isEqualTo(Severity.INFO));
        assertThat(findings("TIMESTAMP_WITHOUT_ZONE", FLOW, CLEAN)).isEmpty();
    }

    @Test
    void aConfigurationErrorIsReportedUnderItsClass() {
        CdcFlowSettings badKey = FLOW.withKeys(List.of("nope"));
        assertThat(DesignChecks.run(badKey, CLEAN))
                .extracting(Finding::severity)
                .contains(Severity.ERROR);
        assertThat(DesignChecks.summary(DesignChecks.run(badKey, CLEAN)))
                .matches("\\d+ findings \\(1 errors, \\d+ " + "warnings\\)");
    }

    private static long versions(CdcFlowSettings flow, ChangeFeed feed) {
        return FeedRunner.runAll(new InMemoryEngine(), flow, feed, RunOptions.FAST, List.of())
                .target()
                .size();
    }
}
