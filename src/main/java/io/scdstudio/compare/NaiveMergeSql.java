package io.scdstudio.compare;

import io.scdstudio.engine.resolve.FlowResolver;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Schema;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The textbook MERGE as Spark SQL for one design, run once per micro-batch on a view {@code updates} of the batch's
 * rows: what {@link NaiveMerge} folds in memory, written out so a learner sees the recipe itself. Two statements: the
 * batch's latest event per key (the MERGE fails when two source rows match one target row), and the MERGE (SCD1:
 * delete, update or insert; SCD2: the Delta Lake docs' {@code mergeKey} union that closes the current version and
 * inserts the new one). The conditions are computed in the first statement, where only the feed's columns are in
 * scope, so a condition never meets a target column of the same name.
 */
public final class NaiveMergeSql {
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private final CdcFlowSettings settings;
    private final ResolvedFlow flow;
    private final Optional<String> arrival;

    private NaiveMergeSql(CdcFlowSettings settings, Schema feed, Optional<String> arrival) {
        this.settings = settings;
        this.flow = FlowResolver.resolveCdc(settings, feed);
        this.arrival = arrival;
    }

    /** The recipe as a learner reads it: a tie within a batch goes to whichever row Spark ranks first. */
    public static List<String> of(CdcFlowSettings settings, Schema feed) {
        return new NaiveMergeSql(settings, feed, Optional.empty()).statements();
    }

    /**
     * The recipe with the batch's arrival order in column {@code arrival} breaking a tie as {@link NaiveMerge} does
     * (the later arrival wins): what a test runs to prove the SQL is the recipe folded in memory.
     */
    public static List<String> withArrival(CdcFlowSettings settings, Schema feed, String arrival) {
        return new NaiveMergeSql(settings, feed, Optional.of(arrival)).statements();
    }

    private List<String> statements() {
        return List.of(latest(), flow.scdType() == 1 ? scd1() : scd2());
    }

    private String latest() {
        List<String> order = new ArrayList<>();
        for (String s : flow.names(flow.sequence())) {
            order.add(id(s) + " DESC");
        }
        arrival.ifPresent(a -> order.add(id(a) + " DESC"));
        String deletes = settings.applyAsDeletes()
                .map(c -> "COALESCE((" + c + "), FALSE)")
                .orElse("FALSE");
        String truncates = settings.applyAsTruncates()
                .map(c -> "\n  WHERE (" + c + ") IS NOT TRUE -- the recipe has no truncate: truncate rows are left out")
                .orElse("");
        return "-- Each key's latest event of the batch: the MERGE fails when two source rows match one target row\n"
                + "CREATE OR REPLACE TEMP VIEW latest AS\n"
                + "SELECT * EXCEPT (__rn) FROM (\n"
                + "  SELECT *, " + deletes + " AS __is_delete,\n"
                + "    ROW_NUMBER() OVER (PARTITION BY " + String.join(", ", ids(flow.keyNames())) + " ORDER BY "
                + String.join(", ", order) + ") AS __rn\n"
                + "  FROM updates" + truncates + "\n"
                + ") WHERE __rn = 1";
    }

    private String scd1() {
        List<String> columns = ids(flow.target().names());
        List<String> set = new ArrayList<>();
        List<String> values = new ArrayList<>();
        for (String c : columns) {
            set.add("t." + c + " = s." + c);
            values.add("s." + c);
        }
        return "-- Applied as the newest, whatever its sequence: the recipe keeps no sequence to compare with\n"
                + "MERGE INTO " + table() + " t\n"
                + "USING latest s\n"
                + "ON " + keysEqual("t", "s", "") + "\n"
                + "WHEN MATCHED AND s.__is_delete THEN DELETE\n"
                + "WHEN MATCHED THEN UPDATE SET " + String.join(", ", set) + "\n"
                + "WHEN NOT MATCHED AND NOT s.__is_delete THEN INSERT (" + String.join(", ", columns) + ")\n"
                + "  VALUES (" + String.join(", ", values) + ")";
    }

    private String scd2() {
        List<String> data = ids(flow.names(flow.projection()));
        List<String> keys = ids(flow.keyNames());
        List<String> mergeKeys = new ArrayList<>();
        List<String> nullKeys = new ArrayList<>();
        for (int i = 0; i < keys.size(); i++) {
            mergeKeys.add("s." + keys.get(i) + " AS __merge_key" + i);
            nullKeys.add("NULL AS __merge_key" + i);
        }
        List<String> set = new ArrayList<>();
        List<String> values = new ArrayList<>();
        for (String c : data) {
            set.add("t." + c + " = u." + c);
            values.add("u." + c);
        }
        String start = FlowResolver.START_AT;
        String end = FlowResolver.END_AT;
        String seq = sequenceOf("u");
        return "-- The Delta Lake docs' SCD2 recipe: each event twice, once to close the key's current version and once,\n"
                + "-- with no merge key, to insert the new version; applied as the newest, whatever its sequence\n"
                + "MERGE INTO " + table() + " t\n"
                + "USING (\n"
                + "  SELECT " + String.join(", ", mergeKeys) + ", s.* FROM latest s\n"
                + "  UNION ALL\n"
                + "  SELECT " + String.join(", ", nullKeys) + ", s.* FROM latest s\n"
                + "  JOIN " + table() + " c ON " + keysEqual("c", "s", "") + " AND c." + end
                + " IS NULL\n"
                + "  WHERE NOT s.__is_delete AND NOT (" + trackedSame("c", "s") + ")\n"
                + ") u\n"
                + "ON " + mergeKeysEqual() + " AND t." + end + " IS NULL\n"
                + "WHEN MATCHED AND u.__is_delete THEN UPDATE SET " + end + " = " + seq + "\n"
                + "WHEN MATCHED AND NOT (" + trackedSame("t", "u") + ") THEN UPDATE SET " + end + " = " + seq + "\n"
                + "WHEN MATCHED THEN UPDATE SET " + String.join(", ", set) + "\n"
                + "WHEN NOT MATCHED AND NOT u.__is_delete THEN INSERT (" + String.join(", ", data) + ", " + start
                + ", " + end + ")\n"
                + "  VALUES (" + String.join(", ", values) + ", " + seq + ", NULL)";
    }

    /** The event's sequence as a version's start or end: the column, or the STRUCT of the columns. */
    private String sequenceOf(String alias) {
        List<String> parts = new ArrayList<>();
        for (String s : flow.names(flow.sequence())) {
            parts.add(alias + "." + id(s));
        }
        return flow.structSequence() ? "STRUCT(" + String.join(", ", parts) + ")" : parts.get(0);
    }

    /** The tracked columns equal, NULL-safe: an event that changes none of them opens no version. */
    private String trackedSame(String a, String b) {
        List<String> same = new ArrayList<>();
        for (String c : ids(flow.names(flow.tracked()))) {
            same.add(a + "." + c + " <=> " + b + "." + c);
        }
        return same.isEmpty() ? "TRUE" : String.join(" AND ", same);
    }

    private String keysEqual(String a, String b, String suffix) {
        List<String> eq = new ArrayList<>();
        for (String k : ids(flow.keyNames())) {
            eq.add(a + "." + k + " = " + b + "." + k + suffix);
        }
        return String.join(" AND ", eq);
    }

    private String mergeKeysEqual() {
        List<String> keys = ids(flow.keyNames());
        List<String> eq = new ArrayList<>();
        for (int i = 0; i < keys.size(); i++) {
            eq.add("t." + keys.get(i) + " = u.__merge_key" + i);
        }
        return String.join(" AND ", eq);
    }

    /** The target's name, each part of a qualified name (catalog.schema.table) as Spark SQL reads it. */
    private String table() {
        List<String> parts = new ArrayList<>();
        for (String p : settings.target().split("\\.")) {
            parts.add(id(p));
        }
        return String.join(".", parts);
    }

    private static List<String> ids(List<String> names) {
        return names.stream().map(NaiveMergeSql::id).toList();
    }

    /** A name as Spark SQL reads it: plain, or in backticks. */
    static String id(String name) {
        return PLAIN.matcher(name).matches() ? name : "`" + name.replace("`", "``") + "`";
    }
}
