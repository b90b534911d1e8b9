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
 * The delete condition a bare feed's own operation column asks for: a text column named as one ({@code op}, {@code
 * operation}, {@code change_type}, …) whose every value is an operation code ({@code I}, {@code UPDATE}, {@code c},
 * …) and some of them delete codes ({@code D}, {@code DELETE}, {@code del}, in any case): {@code op = 'DELETE'}, or
 * {@code op IN ('D', 'DELETE')} where the feed spells it both ways. Without it, {@code customer-moves}' delete was
 * folded as an upsert, a row of NULLs for the deleted customer, with exit 0. A column with any other value (initials
 * JK, MK beside a D; Flink's -U before-images) is no operation column this guess can read, so nothing is guessed and
 * the design checks say the rest.
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

    private DeleteGuess() {}

    static Optional<String> of(ChangeFeed feed) {
        Schema schema = feed.schema();
        for (int i = 0; i < schema.size(); i++) {
            String name = schema.column(i).name();
            if (schema.column(i).type().equals(DataType.STRING) && OPERATION_NAMES.contains(bare(name))) {
                List<String> codes = deleteCodes(feed, i);
                if (!codes.isEmpty()) {
                    return Optional.of(
                            codes.size() == 1
                                    ? quoted(name) + " = " + literal(codes.get(0))
                                    : quoted(name) + " IN ("
                                            + String.join(
                                                    ", ",
                                                    codes.stream()
                                                            .map(DeleteGuess::literal)
                                                            .toList()) + ")");
                }
            }
        }
        return Optional.empty();
    }

    /** The column's delete codes, if every value it holds is an operation code. */
    private static List<String> deleteCodes(ChangeFeed feed, int column) {
        Set<String> codes = new LinkedHashSet<>();
        for (Batch b : feed.batches()) {
            for (Row r : b.rows()) {
                if (r.get(column) instanceof String v && codes.add(v) && codes.size() > MOST_CODES) {
                    return List.of();
                }
            }
        }
        List<String> deletes = new ArrayList<>();
        for (String v : codes) {
            String code = v.trim().toLowerCase(Locale.ROOT);
            if (DELETE_CODES.contains(code)) {
                deletes.add(v);
            } else if (!OTHER_CODES.contains(code)) {
                return List.of();
            }
        }
        return deletes;
    }

    /** A code from the lists above, letters and spaces only: nothing in it to escape. */
    private static String literal(String code) {
        return "'" + code + "'";
    }

    /** The name without the marks tools put before it ({@code __op}, {@code _change_type}, {@code $AR_H_…}). */
    private static String bare(String name) {
        return name.replaceFirst("^[_$]+", "").toLowerCase(Locale.ROOT);
    }

    private static String quoted(String name) {
        return name.matches("[A-Za-z_][A-Za-z0-9_]*") ? name : "`" + name.replace("`", "``") + "`";
    }
}
