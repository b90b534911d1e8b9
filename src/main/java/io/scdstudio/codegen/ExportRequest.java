package io.scdstudio.codegen;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SnapshotFlowSettings;
import io.scdstudio.model.SourceView;

import java.util.Objects;
import java.util.Optional;

/**
 * What every generator receives: the flow design and the schema of its source (the Lakeflow targets name
 * columns only; targets that spell out the fold, such as portable MERGE SQL, need the types). The target
 * table is the flow's {@code target}, the source table or view its {@code source}; both are Spark
 * multi-part names as a Python string holds them ({@code main.sales.customers}; a part that is not a plain
 * identifier in backticks). A design read from a CDC format carries its {@link SourceView}: then the source holds
 * the raw rows (Kafka messages, a change table's export), and each export flattens them first.
 */
public record ExportRequest(FlowSettings flow, Schema sourceSchema, Optional<SourceView> sourceView) {

    public ExportRequest {
        // An empty list is a parameter not given (U22): no generator writes COLUMNS () or conflicts over it.
        flow = Objects.requireNonNull(flow, "flow").withEmptyListsUnset();
        Objects.requireNonNull(sourceSchema, "sourceSchema");
        sourceView = Objects.requireNonNull(sourceView, "sourceView").map(v -> v.retyped(sourceSchema));
        if (sourceView.isPresent() && !sourceView.get().flatColumns().equals(sourceSchema.names())) {
            throw new IllegalArgumentException("the source view makes " + sourceView.get().flatColumns()
                    + ", not the source columns " + sourceSchema.names());
        }
    }

    /** A flow that reads its source's rows as they are. */
    public ExportRequest(FlowSettings flow, Schema sourceSchema) {
        this(flow, sourceSchema, Optional.empty());
    }

    /**
     * The name of the view that makes the flat rows from the raw source: the source table's name with {@code _flat},
     * a temporary view (one part), which the flow then reads.
     */
    public Optional<String> flatViewName() {
        return sourceView.map(v -> TableName.parse(sourceName(), "source").lastPart() + "_flat");
    }

    public String targetName() {
        return flow.target();
    }

    public String sourceName() {
        if (flow instanceof CdcFlowSettings cdc) {
            return cdc.source();
        }
        return ((SnapshotFlowSettings) flow).source();
    }
}
