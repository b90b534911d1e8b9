package io.scdstudio.codegen.merge;

import io.scdstudio.codegen.SqlText;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Liquid clustering of the target and the event table on the keys (D8): every statement of a batch joins on the
 * keys, and where the runtime prunes files by a join's keys (Databricks' dynamic file pruning) a batch then reads and
 * rewrites the files of its keys only. Delta refuses to cluster by more than four columns, by a type without min/max
 * statistics, or by a column outside the first 32 (the ones it collects statistics for by default), so such a design
 * gets unclustered tables and a comment that says why, rather than a CREATE TABLE that fails.
 */
record KeyClustering(String keys, Optional<String> refusal) {
    static final int MAX_COLUMNS = 4;
    /** Delta's default {@code delta.dataSkippingNumIndexedCols}. */
    static final int INDEXED_COLUMNS = 32;

    private static final Set<DataType.Kind> CLUSTERABLE = EnumSet.of(
            DataType.Kind.BIGINT,
            DataType.Kind.INT,
            DataType.Kind.STRING,
            DataType.Kind.TIMESTAMP,
            DataType.Kind.DATE,
            DataType.Kind.DOUBLE,
            DataType.Kind.DECIMAL);

    /** @param columns the table's columns in order, keys among them */
    static KeyClustering of(List<Column> keys, List<Column> columns) {
        if (keys.size() > MAX_COLUMNS) {
            return none("it has " + keys.size() + " key columns and Delta clusters by " + MAX_COLUMNS + " at most");
        }
        for (Column k : keys) {
            if (!CLUSTERABLE.contains(k.type().kind())) {
                return none("key " + k.name() + " is " + k.type().sqlName()
                        + ", which Delta keeps no min/max statistics for");
            }
            if (columns.indexOf(k) >= INDEXED_COLUMNS) {
                return none("key " + k.name() + " comes after the first " + INDEXED_COLUMNS
                        + " columns, the ones Delta keeps statistics for");
            }
        }
        return new KeyClustering(
                String.join(", ", keys.stream().map(SqlText::name).toList()), Optional.empty());
    }

    private static KeyClustering none(String why) {
        return new KeyClustering("", Optional.of(why));
    }

    /** The CREATE TABLE clause, unless Delta cannot cluster this design's keys. */
    Optional<String> clause() {
        return refusal.isPresent() ? Optional.empty() : Optional.of("CLUSTER BY (" + keys + ")");
    }

    /** What a CREATE TABLE's comment says about it; {@code table} is the table's name as the SQL spells it. */
    String note(String table) {
        return refusal.map(why -> " Not clustered on the keys: " + why + ".")
                .orElse(" Clustered on the keys (liquid clustering), as every batch looks rows up by them; Delta"
                        + " lays the files out by key when OPTIMIZE " + table + " runs (on Databricks,"
                        + " predictive optimization can run it for you).");
    }
}
