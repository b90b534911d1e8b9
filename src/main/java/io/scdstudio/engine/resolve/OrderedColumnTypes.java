package io.scdstudio.engine.resolve;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.DataType;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.TypeFallback;
import java.util.ArrayList;
import java.util.List;

/**
 * The keys and the sequence must keep the type their values share: read as text because of one stray value, a
 * sequence compares {@code '9'} after {@code '10'} and a key {@code 7} differs from {@code 07}, and the table comes
 * out wrong with nothing said. So a guessed type that fell back to text stops a run when the column identifies or
 * orders rows, at the value that made it fall back; other columns keep the fallback.
 */
public final class OrderedColumnTypes {
    private OrderedColumnTypes() {}

    public static void check(CdcFlowSettings flow, List<TypeFallback> fallbacks, String source) {
        if (fallbacks.isEmpty()) {
            return;
        }
        List<String> ordered = new ArrayList<>(flow.keys());
        ordered.addAll(flow.sequenceBy().columns());
        for (TypeFallback f : fallbacks) {
            if (f.kind().equals(TypeFallback.CHANGED_BY_AN_UPDATE)) {
                requireKeyKept(flow, f, source);
                continue;
            }
            for (String name : ordered) {
                boolean key = flow.keys().stream().anyMatch(k -> k.equalsIgnoreCase(f.column()));
                if (name.equalsIgnoreCase(f.column())) {
                    throw Errors.at(
                            Location.at(source, f.line(), 0, f.column()),
                            ErrorClass.VALUE_NOT_OF_TYPE,
                            f.describe() + "; read as " + f.readAs() + ", the " + (key ? "key" : "sequence") + " would "
                                    + (key ? keyHarm(f) : textOrder(f)),
                            "Fix the value, or declare the column's type (a schema in case.json, or the type in the Feed"
                                    + " tab's schema)"
                                    + (f.kind().equals(TypeFallback.TIMESTAMP)
                                            ? "; a timestamp's offset is at most ±18:00 (Z, +02:00)"
                                            : ""));
                }
            }
        }
    }

    /** A key an update changes: as one row, the update would leave the old key in the table as if never changed. */
    private static void requireKeyKept(CdcFlowSettings flow, TypeFallback f, String source) {
        if (flow.keys().stream().anyMatch(k -> k.equalsIgnoreCase(f.column()))) {
            throw Errors.at(
                    Location.at(source, f.line(), 0, f.column()),
                    ErrorClass.VALUE_NOT_OF_TYPE,
                    f.describe() + ": the key changed, and read as one update of the new key the old key would stay"
                            + " in the table as if never changed",
                    "Change a key in the source as a delete and an insert, or key the design by columns no update"
                            + " changes");
        }
    }

    private static String textOrder(TypeFallback f) {
        if (!f.readAs().equals(DataType.STRING)) {
            return "hold floating numbers, rounded beyond 2^53, and shown as 101.0 in the target";
        }
        return f.kind().equals(TypeFallback.NUMBER)
                ? "order as text, not as numbers ('9' after '10')"
                : "order as text, not in time (a value in another form or zone out of its place)";
    }

    private static String keyHarm(TypeFallback f) {
        return f.readAs().equals(DataType.STRING)
                ? "tell rows apart by their text (7 and 07 two keys)"
                : "be a floating number: long keys merge, and 7 shows as 7.0";
    }

    /** One sentence per other column that fell back, for {@code run} to print: the table is right, the type is not. */
    public static List<String> notes(CdcFlowSettings flow, List<TypeFallback> fallbacks) {
        List<String> ordered = new ArrayList<>(flow.keys());
        ordered.addAll(flow.sequenceBy().columns());
        return fallbacks.stream()
                .filter(f -> !f.kind().equals(TypeFallback.CHANGED_BY_AN_UPDATE))
                .filter(f -> ordered.stream().noneMatch(n -> n.equalsIgnoreCase(f.column())))
                .map(f -> f.describe() + ", so the column is read as " + f.readAs()
                        + " (declare its type to read it otherwise)")
                .toList();
    }
}
