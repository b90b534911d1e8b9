package io.scdstudio.codegen;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Feed;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SnapshotFeed;
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
 * the raw rows (Kafka messages, a change table's export), and each export flattens them first. A snapshot design
 * carries the type of its snapshot versions when its feed is known: numbered versions are historical snapshots,
 * exported with a version function; without it, or with timestamps, the source is a table snapshotted periodically.
 */
public record ExportRequest(
        FlowSettings flow, Schema sourceSchema, Optional<SourceView> sourceView, Optional<DataType> snapshotVersions) {

    public ExportRequest {
        // An empty list is a parameter not given (U22): no generator writes COLUMNS () or conflicts over it.
        flow = Objects.requireNonNull(flow, "flow").withEmptyListsUnset();
        Objects.requireNonNull(sourceSchema, "sourceSchema");
        Objects.requireNonNull(snapshotVersions, "snapshotVersions");
        sourceView = Objects.requireNonNull(sourceView, "sourceView").map(v -> v.retyped(sourceSchema));
        if (sourceView.isPresent() && !sourceView.get().flatColumns().equals(sourceSchema.names())) {
            throw new IllegalArgumentException("the source view makes "
                    + sourceView.get().flatColumns() + ", not the source columns " + sourceSchema.names());
        }
    }

    public ExportRequest(FlowSettings flow, Schema sourceSchema, Optional<SourceView> sourceView) {
        this(flow, sourceSchema, sourceView, Optional.empty());
    }

    /** A flow that reads its source's rows as they are. */
    public ExportRequest(FlowSettings flow, Schema sourceSchema) {
        this(flow, sourceSchema, Optional.empty());
    }

    /**
     * The request for a design and its feed: a snapshot feed's version type says which snapshot form to export. A
     * source view that cannot read this feed as its reader did is refused here, for every export.
     */
    public static ExportRequest of(FlowSettings flow, Feed feed, Optional<SourceView> sourceView) {
        sourceView.ifPresent(SourceView::requirePortable);
        ExportRequest request = new ExportRequest(flow, feed.schema(), sourceView);
        return feed instanceof SnapshotFeed s ? request.withSnapshotVersions(s.versionType()) : request;
    }

    /** The same request, for snapshots whose versions are of this type. */
    public ExportRequest withSnapshotVersions(DataType type) {
        return new ExportRequest(flow, sourceSchema, sourceView, Optional.of(type));
    }

    /**
     * Whether the snapshots are historical: numbered versions, each a file or table version the user names, rather
     * than one snapshot per pipeline update versioned by its time, which the table form of the source gives.
     */
    public boolean historicalSnapshots() {
        return flow instanceof SnapshotFlowSettings
                && snapshotVersions
                        .filter(t -> t.equals(DataType.BIGINT) || t.equals(DataType.INT))
                        .isPresent();
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
