package io.scdstudio.practice;

import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.SequenceBy;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Designs a learner could mistake for the real one, each a valid flow: the other SCD type (a truncate condition or
 * track-history list dropped where that type cannot have it), other tracked columns, ignore-null updates on or off,
 * another orderable column as the sequence, and the sequence column kept in the target or left out; and one line
 * that describes any of them on the same points, so the options differ only where the designs do.
 */
final class DesignAlternatives {
    private static final Set<DataType.Kind> TIMES = EnumSet.of(DataType.Kind.DATE, DataType.Kind.TIMESTAMP);
    private static final Set<DataType.Kind> NUMBERS =
            EnumSet.of(DataType.Kind.BIGINT, DataType.Kind.INT, DataType.Kind.DECIMAL);
    private static final Pattern ORDER_NAME = Pattern.compile(
            "seq|lsn|scn|version|offset|position|change|_no$|num|ts$|time|commit", Pattern.CASE_INSENSITIVE);

    private DesignAlternatives() {}

    static List<CdcFlowSettings> of(CdcFlowSettings flow, ResolvedFlow resolved) {
        List<CdcFlowSettings> out = new ArrayList<>();
        if (flow.scdType() == 1) {
            out.add(flow.withConditions(flow.applyAsDeletes(), Optional.empty()).withScdType(2));
        } else {
            out.add(flow.withTrackHistory(Optional.empty(), Optional.empty()).withScdType(1));
            List<String> data = dataColumns(resolved);
            if (!data.isEmpty()) {
                out.add(flow.withTrackHistory(Optional.of(List.of(data.get(0))), Optional.empty()));
                out.add(flow.withTrackHistory(Optional.empty(), Optional.empty()));
                out.add(flow.withTrackHistory(Optional.empty(), Optional.of(List.of(data.get(data.size() - 1)))));
            }
        }
        out.add(
                flow.ignoreNullUpdates()
                                || flow.ignoreNullUpdatesColumnList().isPresent()
                                || flow.ignoreNullUpdatesExceptColumnList().isPresent()
                        ? flow.withIgnoreNullUpdates(false, Optional.empty(), Optional.empty())
                        : flow.withIgnoreNullUpdates(true, Optional.empty(), Optional.empty()));
        otherSequence(flow, resolved).ifPresent(out::add);
        sequenceToggled(flow).ifPresent(out::add);
        out.removeIf(flow::equals);
        return out;
    }

    /** The sequence column kept in the target if the design leaves it out, or left out if it keeps it. */
    private static Optional<CdcFlowSettings> sequenceToggled(CdcFlowSettings flow) {
        if (flow.sequenceBy().struct() || flow.columnList().isPresent()) {
            return Optional.empty();
        }
        String seq = flow.sequenceBy().column();
        List<String> except = new ArrayList<>(flow.exceptColumnList().orElse(List.of()));
        if (!except.remove(seq)) {
            except.add(seq);
        }
        return Optional.of(
                flow.withColumnSelection(Optional.empty(), except.isEmpty() ? Optional.empty() : Optional.of(except)));
    }

    /**
     * Sequenced by another column a feed might be ordered by: a date or timestamp, or a number named like a log
     * position or version, that is not a key. It is the mistake of ordering by the source's own timestamp instead
     * of the log position, or the other way round; a number such as an age would be no design anyone writes.
     */
    private static Optional<CdcFlowSettings> otherSequence(CdcFlowSettings flow, ResolvedFlow resolved) {
        if (flow.sequenceBy().struct()) {
            return Optional.empty();
        }
        return resolved.source().columns().stream()
                .filter(c -> !named(flow.keys(), c.name())
                        && !named(flow.sequenceBy().columns(), c.name()))
                .filter(c -> TIMES.contains(c.type().kind())
                        || NUMBERS.contains(c.type().kind())
                                && ORDER_NAME.matcher(c.name()).find())
                .min(Comparator.comparing((Column c) -> !TIMES.contains(c.type().kind())))
                .map(c -> flow.withSequenceBy(SequenceBy.column(c.name())));
    }

    private static boolean named(List<String> names, String name) {
        return names.stream().anyMatch(name::equalsIgnoreCase);
    }

    private static List<String> dataColumns(ResolvedFlow resolved) {
        List<String> out = new ArrayList<>(resolved.names(resolved.projection()));
        out.removeAll(resolved.keyNames());
        return out;
    }

    /** The design on the points the alternatives vary: SCD type, tracked columns, ignore-null, target columns. */
    static String describe(CdcFlowSettings f) {
        List<String> parts = new ArrayList<>();
        parts.add("SCD type " + f.scdType());
        parts.add("SEQUENCE BY "
                + (f.sequenceBy().struct()
                        ? "STRUCT(" + String.join(", ", f.sequenceBy().columns()) + ")"
                        : f.sequenceBy().column()));
        if (f.scdType() == 2) {
            parts.add(f.trackHistoryColumnList()
                    .map(l -> "history tracked only on " + String.join(", ", l))
                    .or(() -> f.trackHistoryExceptColumnList()
                            .map(l -> "history tracked on all but " + String.join(", ", l)))
                    .orElse("history tracked on every column"));
        }
        parts.add(
                f.ignoreNullUpdates()
                        ? "NULL updates ignored"
                        : f.ignoreNullUpdatesColumnList()
                                .map(l -> "NULL updates ignored on " + String.join(", ", l))
                                .or(() -> f.ignoreNullUpdatesExceptColumnList()
                                        .map(l -> "NULL updates ignored on all but " + String.join(", ", l)))
                                .orElse("NULLs overwrite"));
        parts.add(f.columnList()
                .map(l -> "target columns " + String.join(", ", l))
                .or(() -> f.exceptColumnList().map(l -> "target columns all but " + String.join(", ", l)))
                .orElse("every column in the target"));
        return String.join(" · ", parts);
    }

    /**
     * The design in the parameters of a Python flow, on the same points as {@link #describe}: a Python question's
     * explanation spoke of SEQUENCE BY and TRACK HISTORY, clauses its snippets do not have.
     */
    static String describePython(CdcFlowSettings f) {
        List<String> parts = new ArrayList<>();
        parts.add("stored_as_scd_type=" + f.scdType() + (f.scdType() == 1 ? " (the default)" : ""));
        parts.add("sequence_by="
                + (f.sequenceBy().struct()
                        ? "struct("
                                + quoted(f.sequenceBy().columns()).substring(1).replaceFirst("]$", ")")
                        : "col(\"" + f.sequenceBy().column() + "\")"));
        if (f.scdType() == 2) {
            parts.add(f.trackHistoryColumnList()
                    .map(l -> "track_history_column_list=" + quoted(l))
                    .or(() ->
                            f.trackHistoryExceptColumnList().map(l -> "track_history_except_column_list=" + quoted(l)))
                    .orElse("no track_history list (history on every column)"));
        }
        parts.add(
                f.ignoreNullUpdates()
                        ? "ignore_null_updates=True"
                        : f.ignoreNullUpdatesColumnList()
                                .map(l -> "ignore_null_updates_column_list=" + quoted(l))
                                .or(() -> f.ignoreNullUpdatesExceptColumnList()
                                        .map(l -> "ignore_null_updates_except_column_list=" + quoted(l)))
                                .orElse("no ignore_null_updates (NULLs overwrite)"));
        parts.add(f.columnList()
                .map(l -> "column_list=" + quoted(l))
                .or(() -> f.exceptColumnList().map(l -> "except_column_list=" + quoted(l)))
                .orElse("no column list (every column in the target)"));
        return String.join(" · ", parts);
    }

    /** {@code ["a", "b"]}, as a Python list of names is written. */
    private static String quoted(List<String> names) {
        return "[" + String.join(", ", names.stream().map(n -> "\"" + n + "\"").toList()) + "]";
    }
}
