package io.scdstudio.lint;

import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.Batch;
import io.scdstudio.model.DataType;
import io.scdstudio.model.FlowParameters;
import io.scdstudio.model.Row;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * METADATA_COLUMN_TRACKED: an SCD2 tracked column that describes the change rather than the row: an operation
 * code (by name, or by data: few distinct values, all of them operation words), CDC tool metadata, or a load or
 * ingestion time. Each becomes a tracked attribute, so a delete-then-reinsert or a reload opens versions of
 * nothing. The fix keeps them out of the target.
 */
final class MetadataColumnTrackedCheck implements DesignCheck {
    private static final Pattern NAME = Pattern.compile(
            "(?i)^(op|operation|op_type|opcode|action|change_type|"
                    + "_change_type|cdc_flag|__.*|_commit_.*|\\$ar_h_.*|ar_h_.*|header__.*|metadata\\$.*|_rescued_data|"
                    + ".*ingest.*|(.*_)?(load|loaded)_(at|time|ts|date|timestamp)|.*_ts_ms|ts_ms|.*processing_time.*|_metadata)$");
    private static final Set<String> OPERATION_WORDS = Set.of(
            "i", "u", "d", "c", "r", "t", "insert", "update", "delete", "upsert", "create", "snapshot", "truncate");

    @Override
    public String id() {
        return "METADATA_COLUMN_TRACKED";
    }

    @Override
    public boolean readsTheDesignAlone() {
        return true;
    }

    @Override
    public List<Finding> check(LintContext c) {
        Optional<ResolvedFlow> r = c.resolved();
        if (r.isEmpty() || r.get().scdType() != 2 || c.cdc().isEmpty()) {
            return List.of();
        }
        List<String> found = new ArrayList<>();
        List<Integer> sequence = Arrays.stream(r.get().sequence()).boxed().toList();
        for (int t : r.get().tracked()) {
            String name = c.schema().column(t).name();
            if (!sequence.contains(t) && (NAME.matcher(name).matches() || holdsOperationCodes(c, t))) {
                found.add(name);
            }
        }
        if (found.isEmpty()) {
            return List.of();
        }
        return List.of(Finding.ofDesign(
                id(),
                Severity.WARNING,
                FlowParameters.TRACK_HISTORY_COLUMN_LIST,
                String.join(", ", found) + " describe how or when a row changed, and are tracked",
                "a change of such a column alone (an update after an insert, a reload) opens a new version in which "
                        + "no attribute of the row changed",
                Optional.of(new Fix(
                        "keep " + String.join(", ", found) + " out of the target (except_column_list)",
                        TrackedColumns.keptOut(c.cdc().get(), found)))));
    }

    /** Few distinct values, every one an operation word (I/U/D, insert/update/delete, ...). */
    private static boolean holdsOperationCodes(LintContext c, int column) {
        if (c.schema().column(column).type().kind() != DataType.Kind.STRING) {
            return false;
        }
        Set<String> seen = new HashSet<>();
        for (Batch b : c.changeFeed().map(f -> f.batches()).orElse(List.of())) {
            for (Row row : b.rows()) {
                Object v = row.get(column);
                if (v != null) {
                    String s = v.toString().trim().toLowerCase(Locale.ROOT);
                    if (!OPERATION_WORDS.contains(s)) {
                        return false; // the first value that is no operation word ends the scan
                    }
                    seen.add(s);
                }
            }
        }
        return seen.size() >= 2;
    }
}
