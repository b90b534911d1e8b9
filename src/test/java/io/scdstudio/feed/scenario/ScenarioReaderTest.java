package io.scdstudio.feed.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.DataType;
import io.scdstudio.model.ExpectedTable;
import io.scdstudio.model.Row;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.SnapshotFeed;
import io.scdstudio.model.StructValue;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class ScenarioReaderTest {

    static Scenario read(String id) {
        return ScenarioReader.read(Conformance.folder(id));
    }

    @Test
    void inputValuesAreTypedBySchemaSoSevenIsSevenPointZeroZero() {
        Scenario s = read("C31");
        ChangeFeed feed = (ChangeFeed) s.feed();
        Row bob = feed.batches().get(0).rows().get(1);
        assertThat(bob.get(2)).isEqualTo(new BigDecimal("7.00"));
        assertThat(((BigDecimal) bob.get(2)).scale()).isEqualTo(2);
        assertThat(bob.get(3)).isEqualTo(0.5);
        assertThat(bob.get(4)).isEqualTo(false);
        assertThat(bob.get(5)).isEqualTo(LocalDate.of(2023, 6, 15));
        assertThat(bob.get(7)).isEqualTo(LocalDateTime.of(2024, 1, 1, 0, 0, 1));
        assertThat(feed.batches().get(1).rows().get(2))
                .isEqualTo(Row.of(2L, null, null, null, null, null, "DELETE", LocalDateTime.of(2024, 1, 2, 0, 0)));
    }

    @Test
    void expectedTablesTakeTheSourceTypesAndTheSequenceTypeForStartAndEnd() {
        ExpectedTable scd2 = read("C31").expectedFor(2).get(0);
        assertThat(scd2.file()).isEqualTo("expected_scd2.csv");
        assertThat(scd2.table().schema().toString())
                .isEqualTo("id bigint, name string, amount decimal(10,2), "
                        + "score double, active boolean, since date, __START_AT timestamp, __END_AT timestamp");
        assertThat(scd2.table().rows())
                .contains(Row.of(
                        1L,
                        "Ann",
                        new BigDecimal("12.00"),
                        2.5,
                        false,
                        LocalDate.of(2023, 5, 1),
                        LocalDateTime.of(2024, 1, 3, 12, 0),
                        null));
    }

    @Test
    void aListSequenceByMakesStructStartAndEndValues() {
        Scenario s = read("C32");
        assertThat(((CdcFlowSettings) s.flow()).sequenceBy().struct()).isTrue();
        ExpectedTable after1 = s.expectedFor(2).get(0);
        assertThat(after1.afterBatch()).isEqualTo(OptionalInt.of(1));
        assertThat(after1.table().schema().column(2).type().sqlName()).isEqualTo("struct<ts:timestamp,txn:bigint>");
        StructValue start = (StructValue) after1.table().rows().get(0).get(2);
        assertThat(start.fields()).containsExactly(LocalDateTime.of(2024, 3, 1, 9, 0), 1L);
        assertThat(s.expected())
                .extracting(ExpectedTable::file)
                .containsExactly(
                        "expected_scd1_after_batch_1.csv",
                        "expected_scd1.csv",
                        "expected_scd2_after_batch_1.csv",
                        "expected_scd2.csv");
    }

    @Test
    void timestampSnapshotVersionsAreTimestamps() {
        Scenario s = read("C05");
        SnapshotFeed feed = (SnapshotFeed) s.feed();
        assertThat(feed.versionType()).isEqualTo(DataType.TIMESTAMP);
        assertThat(feed.snapshots())
                .extracting(sn -> sn.version())
                .containsExactly(LocalDateTime.of(2024, 1, 1, 0, 0), LocalDateTime.of(2024, 1, 1, 12, 0));
        assertThat(feed.snapshots().get(1).source()).isEqualTo("snapshots/2.csv");
        assertThat(feed.snapshots().get(1).rows()).containsExactly(Row.of(2L, "b2"), Row.of(3L, "a3"));
        assertThat(s.flow().storedAsScdType()).isEmpty();
        assertThat(s.scdTypes()).containsExactly(1, 2);
        assertThat(s.expectedFor(2).get(0).table().rows())
                .contains(Row.of(1L, "a1", LocalDateTime.of(2024, 1, 1, 0, 0), LocalDateTime.of(2024, 1, 1, 12, 0)));
    }

    @Test
    void bigintSnapshotVersionsAreNumbers() {
        SnapshotFeed feed = (SnapshotFeed) read("C22b").feed();
        assertThat(feed.snapshots()).extracting(sn -> sn.version()).containsExactly(1L, 3L, 2L);
        assertThat(read("C06a").expectedFor(2).get(0).table().rows()).contains(Row.of(2L, "a2_new", "b2", 2L, null));
    }

    @Test
    void caseMetadataAndFlowParametersAreRead() {
        Scenario s = read("C10b");
        assertThat(s.simulateTombstoneGcBeforeBatches()).containsExactly(2);
        assertThat(s.rules()).containsExactly("U16");
        assertThat(s.provenance()).isEqualTo("DERIVED");
        assertThat(s.notes()).hasValueSatisfying(n -> assertThat(n).startsWith("Simulation mode only"));
        CdcFlowSettings flow = (CdcFlowSettings) s.flow();
        assertThat(flow.keys()).containsExactly("id");
        assertThat(flow.sequenceBy().column()).isEqualTo("seq");
        assertThat(flow.applyAsDeletes()).contains("op = 'DELETE'");
        assertThat(flow.applyAsTruncates()).isEmpty();
        assertThat(flow.exceptColumnList()).contains(List.of("op", "seq"));
        assertThat(flow.storedAsScdType()).contains(1);
        assertThat(read("C24c").expectError()).isEqualTo(Optional.of("NON_ORDERABLE_SEQUENCE"));
    }

    @Test
    void mapColumnsKeepTheirRawText() {
        ChangeFeed feed = (ChangeFeed) read("C24c").feed();
        assertThat(feed.schema().column(3).type().kind()).isEqualTo(DataType.Kind.MAP);
        assertThat(feed.events().get(0).get(3)).isEqualTo("{\"a\":1}");
    }

    @Test
    void aTruncateRowMayHaveANullKey() {
        ChangeFeed feed = (ChangeFeed) read("C02").feed();
        assertThat(feed.events()).last().isEqualTo(Row.of(null, null, null, "TRUNCATE", 3L));
        assertThat(feed.batches().get(0).lineOf(8)).isEqualTo(10);
    }
}
