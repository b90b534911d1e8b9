package io.scdstudio.codegen.merge;

import io.scdstudio.codegen.SparkSqlQuoting;
import io.scdstudio.codegen.TableName;
import io.scdstudio.model.CdcFlowSettings;
import java.util.ArrayList;
import java.util.List;

/**
 * The names a portable export uses, as Spark SQL writes them: the target, the hidden state beside it (the event
 * table {@code <target>__scd_events} and the batch log {@code <target>__scd_batches}, same catalog and schema), the
 * batch view the caller registers ({@code <source table>_batch}), and the temporary views and session variables of
 * one batch, prefixed with the target's name so that several flows can share a session.
 */
record MergeNames(
        String target,
        String events,
        String batches,
        String batchView,
        String affected,
        String fold,
        String staged,
        String batchId,
        String stored,
        String logged,
        String batchRows,
        String batchFingerprint,
        String lastApplied,
        String pending,
        String truncatePending,
        String adopt,
        String seedSequence,
        String compact,
        String compactBefore,
        String lateRows,
        String lease,
        String writer,
        String leaseMinutes,
        String leaseHeld) {

    static MergeNames of(CdcFlowSettings flow) {
        TableName target = TableName.parse(flow.target(), "target");
        TableName source = TableName.parse(flow.source(), "source");
        String prefix = target.lastPart() + "__scd_";
        return new MergeNames(
                target.toSql(),
                sibling(target, "__scd_events").toSql(),
                sibling(target, "__scd_batches").toSql(),
                view(source.lastPart() + "_batch"),
                view(prefix + "affected"),
                view(prefix + "fold"),
                view(prefix + "staged"),
                view(prefix + "batch_id"),
                view(prefix + "batch_stored"),
                view(prefix + "batch_logged"),
                view(prefix + "batch_rows"),
                view(prefix + "batch_fingerprint"),
                view(prefix + "last_applied"),
                view(prefix + "pending_batches"),
                view(prefix + "truncate_pending"),
                view(prefix + "adopt_target"),
                view(prefix + "seed_sequence"),
                view(prefix + "compact"),
                view(prefix + "compact_before"),
                view(prefix + "late_rows"),
                sibling(target, "__scd_lease").toSql(),
                view(prefix + "writer"),
                view(prefix + "lease_minutes"),
                view(prefix + "lease_held"));
    }

    private static TableName sibling(TableName table, String suffix) {
        List<String> parts = new ArrayList<>(table.parts());
        parts.set(parts.size() - 1, table.lastPart() + suffix);
        return new TableName(parts);
    }

    private static String view(String name) {
        return SparkSqlQuoting.INSTANCE.identifier(name);
    }
}
