package io.scdstudio.project;

import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The delete condition a bare feed's own operation column asks for: a text column named as one ({@code op}, {@code
 * operation}, {@code change_type}, …) holding one delete code ({@code D}, {@code DELETE}, {@code del}, in any case)
 * among a few codes. Without it, {@code customer-moves}' delete was folded as an upsert, a row of NULLs for the
 * deleted customer, with exit 0. Two spellings of delete, or a column of many values, is no operation column this
 * guess can read, so nothing is guessed and the design checks say the rest.
 */
final class DeleteGuess {
    private static final Set<String> OPERATION_NAMES = Set.of(
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
    /** More distinct values than an operation column has: a column of names or notes. */
    private static final int MOST_CODES = 12;

    private DeleteGuess() {}

    static Optional<String> of(ChangeFeed feed) {
        Schema schema = feed.schema();
        for (int i = 0; i < schema.size(); i++) {
            String name = schema.column(i).name();
            if (schema.column(i).type().equals(DataType.STRING) && OPERATION_NAMES.contains(bare(name))) {
                Optional<String> code = deleteCode(feed, i);
                if (code.isPresent()) {
                    return Optional.of(quoted(name) + " = '" + code.get().replace("'", "''") + "'");
                }
            }
        }
        return Optional.empty();
    }

    /** The one delete code among the column's values, if its values are few enough to be codes. */
    private static Optional<String> deleteCode(ChangeFeed feed, int column) {
        Set<String> codes = new LinkedHashSet<>();
        for (Batch b : feed.batches()) {
            for (Row r : b.rows()) {
                if (r.get(column) instanceof String v && codes.add(v) && codes.size() > MOST_CODES) {
                    return Optional.empty();
                }
            }
        }
        List<String> deletes = codes.stream()
                .filter(v -> DELETE_CODES.contains(v.trim().toLowerCase(Locale.ROOT)))
                .toList();
        return deletes.size() == 1 ? Optional.of(deletes.get(0)) : Optional.empty();
    }

    /** The name without the marks tools put before it ({@code __op}, {@code _change_type}, {@code $AR_H_…}). */
    private static String bare(String name) {
        return name.replaceFirst("^[_$]+", "").toLowerCase(Locale.ROOT);
    }

    private static String quoted(String name) {
        return name.matches("[A-Za-z_][A-Za-z0-9_]*") ? name : "`" + name.replace("`", "``") + "`";
    }
}
