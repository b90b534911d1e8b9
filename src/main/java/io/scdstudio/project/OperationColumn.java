package io.scdstudio.project;

import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * A bare feed's own operation column, and the delete and truncate conditions it asks for: a text column named as one
 * ({@code op}, {@code operation}, {@code change_type}, …) whose values are mostly operation codes ({@code I}, {@code
 * UPDATE}, {@code c}, …), some of them delete codes ({@code D}, {@code DELETE}, {@code del}, in any case): {@code op =
 * 'DELETE'}, or {@code op IN ('D', 'DELETE')} where the feed spells it both ways; the same for truncates ({@code
 * TRUNCATE}, {@code t}). Without it, {@code customer-moves}' delete was folded as an upsert, a row of NULLs for the
 * deleted customer, with exit 0; its one CORRECTION among the codes is an upsert. A column whose values are mostly
 * something else (initials JK, MK, AB beside a D; Flink's +I and -U) is no operation column this guess can read, so
 * nothing is guessed and the design checks say the rest. Blank values are no code at all.
 */
final class OperationColumn {
    private static final Set<String> NAMES = Set.of(
            "op",
            "operation",
            "operation_type",
            "action",
            "change_type",
            "change_op",
            "change_oper",
            "header__change_oper",
            "ar_h_operation",
            "op_type",
            "optype",
            "dml_type",
            "cdc_flag",
            "event_type");
    private static final Set<String> DELETE_CODES = Set.of("d", "del", "delete", "deleted");
    private static final Set<String> TRUNCATE_CODES = Set.of("t", "truncate", "truncated");
    private static final Set<String> OTHER_CODES = Set.of(
            "i",
            "ins",
            "insert",
            "inserted",
            "c",
            "create",
            "created",
            "u",
            "upd",
            "update",
            "updated",
            "upsert",
            "r",
            "read",
            "snapshot",
            "load",
            "merge");
    /** More distinct values than an operation column has: a column of names or notes. */
    private static final int MOST_CODES = 12;

    private final String name;
    private final List<String> deletes;
    private final List<String> truncates;

    private OperationColumn(String name, List<String> deletes, List<String> truncates) {
        this.name = name;
        this.deletes = deletes;
        this.truncates = truncates;
    }

    static Optional<OperationColumn> of(ChangeFeed feed) {
        Schema schema = feed.schema();
        for (int i = 0; i < schema.size(); i++) {
            String column = schema.column(i).name();
            if (schema.column(i).type().equals(DataType.STRING) && NAMES.contains(bare(column))) {
                Optional<OperationColumn> read = read(column, values(feed, i));
                if (read.isPresent()) {
                    return read;
                }
            }
        }
        return Optional.empty();
    }

    Optional<String> deletes() {
        return condition(deletes);
    }

    Optional<String> truncates() {
        return condition(truncates);
    }

    /** The column's distinct values but blanks, or none when there are more than codes would be. */
    private static Set<String> values(ChangeFeed feed, int column) {
        Set<String> values = new LinkedHashSet<>();
        for (Batch b : feed.batches()) {
            for (Row r : b.rows()) {
                if (r.get(column) instanceof String v && !v.isBlank() && values.add(v) && values.size() > MOST_CODES) {
                    return Set.of();
                }
            }
        }
        return values;
    }

    /** An operation column: a delete or truncate code among values that are mostly codes. */
    private static Optional<OperationColumn> read(String column, Set<String> values) {
        List<String> deletes = new ArrayList<>();
        List<String> truncates = new ArrayList<>();
        int codes = 0;
        for (String v : values) {
            String code = v.trim().toLowerCase(Locale.ROOT);
            if (DELETE_CODES.contains(code)) {
                deletes.add(v);
            } else if (TRUNCATE_CODES.contains(code)) {
                truncates.add(v);
            }
            codes += DELETE_CODES.contains(code) || TRUNCATE_CODES.contains(code) || OTHER_CODES.contains(code) ? 1 : 0;
        }
        if ((deletes.isEmpty() && truncates.isEmpty()) || codes * 2 <= values.size()) {
            return Optional.empty();
        }
        return Optional.of(new OperationColumn(column, deletes, truncates));
    }

    private Optional<String> condition(List<String> codes) {
        if (codes.isEmpty()) {
            return Optional.empty();
        }
        String column = name.matches("[A-Za-z_][A-Za-z0-9_]*") ? name : "`" + name.replace("`", "``") + "`";
        // Codes from the lists above, letters and spaces only: nothing in them to escape.
        return Optional.of(
                codes.size() == 1
                        ? column + " = '" + codes.get(0) + "'"
                        : column + " IN ('" + String.join("', '", codes) + "')");
    }

    /** The name without the marks tools put before it ({@code __op}, {@code _change_type}, {@code $AR_H_…}). */
    private static String bare(String name) {
        return name.replaceFirst("^[_$]+", "").toLowerCase(Locale.ROOT);
    }
}
