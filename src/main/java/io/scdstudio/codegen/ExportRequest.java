package io.scdstudio.codegen;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SnapshotFlowSettings;

import java.util.Objects;

/**
 * What every generator receives: the flow design and the schema of its source (the Lakeflow targets name
 * columns only; targets that spell out the fold, such as portable MERGE SQL, need the types). The target
 * table is the flow's {@code target}, the source table or view its {@code source}; both are Spark
 * multi-part names as a Python string holds them ({@code main.sales.customers}; a part that is not a plain
 * identifier in backticks).
 */
public record ExportRequest(FlowSettings flow, Schema sourceSchema) {

    public ExportRequest {
        // An empty list is a parameter not given (U22): no generator writes COLUMNS () or conflicts over it.
        flow = Objects.requireNonNull(flow, "flow").withEmptyListsUnset();
        Objects.requireNonNull(sourceSchema, "sourceSchema");
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
