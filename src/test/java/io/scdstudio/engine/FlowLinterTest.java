package io.scdstudio.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.engine.resolve.FlowResolver;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The two design warnings every run reports, each on a design that earns it and on one that does not. */
class FlowLinterTest {

    private static List<String> codes(CdcFlowSettings flow, Schema schema) {
        return FlowLinter.check(FlowResolver.resolveCdc(flow, schema)).stream()
                .map(FlowWarning::code)
                .toList();
    }

    @Test
    void aTrackedSequenceColumnIsReportedForScd2AndNotOnceItIsLeftOutOfTheTarget() {
        CdcFlowSettings keepsSeq = CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq"))
                .withConditions(Optional.of("op = 'DELETE'"), Optional.empty())
                .withColumnSelection(Optional.empty(), Optional.of(List.of("op")))
                .withScdType(2);

        assertThat(codes(keepsSeq, Feeds.SCHEMA)).containsExactly(FlowLinter.SEQUENCE_COLUMN_TRACKED);
        assertThat(FlowLinter.check(FlowResolver.resolveCdc(keepsSeq, Feeds.SCHEMA))
                        .get(0)
                        .message())
                .contains("'seq'", "except_column_list");
        assertThat(codes(keepsSeq.withScdType(1), Feeds.SCHEMA))
                .as("SCD1 keeps no history, so nothing opens a version")
                .isEmpty();
        assertThat(codes(Feeds.flow(2), Feeds.SCHEMA)).isEmpty();
        assertThat(codes(keepsSeq.withTrackHistory(Optional.empty(), Optional.of(List.of("seq"))), Feeds.SCHEMA))
                .as("kept in the target but not tracked")
                .isEmpty();
    }

    @Test
    void aSequenceByIngestionTimeIsReportedAndABusinessTimeIsNot() {
        Schema withLoadTime = Schema.of(
                new Column("id", DataType.BIGINT),
                new Column("name", DataType.STRING),
                new Column("op", DataType.STRING),
                new Column("_ingested_at", DataType.TIMESTAMP),
                new Column("updated_at", DataType.TIMESTAMP));
        CdcFlowSettings byIngestion = CdcFlowSettings.of(List.of("id"), SequenceBy.column("_ingested_at"))
                .withColumnSelection(Optional.empty(), Optional.of(List.of("op", "_ingested_at", "updated_at")));

        assertThat(codes(byIngestion, withLoadTime)).containsExactly(FlowLinter.INGESTION_TIME_SEQUENCE);
        assertThat(codes(byIngestion.withSequenceBy(SequenceBy.column("updated_at")), withLoadTime))
                .isEmpty();
    }

    @Test
    void aRunReportsTheLinterWarningsWithItsOwn() {
        CdcFlowSettings keepsSeq = Feeds.flow(2).withColumnSelection(Optional.empty(), Optional.of(List.of("op")));

        FlowRun run = FeedRunner.runAll(
                new InMemoryEngine(),
                keepsSeq,
                Feeds.batches(List.of(Feeds.upsert(1, "Ann", "Kyiv", 1))),
                RunOptions.FAST,
                List.of());

        assertThat(run.warnings()).extracting(FlowWarning::code).contains(FlowLinter.SEQUENCE_COLUMN_TRACKED);
    }
}
