package io.scdstudio.codegen;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The designs whose exported code is kept, reviewed, under {@code src/test/resources/codegen/<name>/}. */
public final class GoldenScenarios {

    public record Scenario(String name, ExportRequest request) {
        @Override
        public String toString() {
            return name;
        }
    }

    private GoldenScenarios() {}

    /** Every scenario; those built from conformance cases only when the suite is present. */
    public static List<Scenario> all() {
        List<Scenario> all = new ArrayList<>();
        if (ConformanceCases.available()) {
            all.add(fromCase("docs-scd1", "C01", "target", "cdc_data.users"));
            all.add(fromCase("docs-scd2", "C03", "target", "cdc_data.users"));
            all.add(fromCase("docs-scd2-track-history-except", "C04", "target", "cdc_data.users"));
            all.add(fromCase("docs-scd1-truncate", "C02", "target", "cdc_data.users"));
            all.add(fromCase("composite-keys", "C20", "main.sales.orders", "main.raw.order_changes"));
            all.add(fromCase("struct-sequence", "C13d", "status_history", "status_events"));
            all.add(fromCase("ignore-null-column-list", "C28a", "customers", "customer_changes"));
            all.add(new Scenario(
                    "snapshot-historical",
                    fromCase("snapshot-historical", "C06a", "target", "mycatalog.myschema.mytable")
                            .request()
                            .withSnapshotVersions(DataType.BIGINT)));
            all.add(new Scenario(
                    "snapshot-periodic",
                    fromCase("snapshot-periodic", "C05", "target", "mycatalog.myschema.mytable")
                            .request()
                            .withSnapshotVersions(DataType.TIMESTAMP)));
        }
        all.add(new Scenario("identifiers-that-need-quoting", quotingRequest()));
        return all;
    }

    private static Scenario fromCase(String name, String id, String target, String source) {
        ConformanceCases.Case c = ConformanceCases.byId(id, target, source);
        return new Scenario(name, new ExportRequest(c.flow(), c.schema()));
    }

    /** Names with a space, a backtick, a quote and a reserved word, in every place a name can appear. */
    private static ExportRequest quotingRequest() {
        Schema schema = Schema.of(
                new Column("my col", DataType.BIGINT),
                new Column("select", DataType.STRING),
                new Column("it's", DataType.STRING),
                new Column("se`q", DataType.BIGINT),
                new Column("a.b", DataType.BIGINT),
                new Column("op", DataType.STRING));
        CdcFlowSettings flow = CdcFlowSettings.builder(
                        List.of("my col", "select"), SequenceBy.struct(List.of("se`q", "a.b")))
                .target("main.`sales eu`.customers")
                .source("raw.`customer events`")
                .applyAsDeletes(Optional.of("op IN ('DELETE', \"it's gone\")"))
                .exceptColumnList(Optional.of(List.of("op", "se`q", "a.b")))
                .storedAsScdType(Optional.of(2))
                .trackHistoryColumnList(Optional.of(List.of("it's")))
                .name(Optional.of("backfill customers"))
                .once(true)
                .build();
        return new ExportRequest(flow, schema);
    }
}
