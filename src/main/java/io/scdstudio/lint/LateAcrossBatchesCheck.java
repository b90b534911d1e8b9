package io.scdstudio.lint;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.FlowParameters;
import io.scdstudio.model.ValueTuple;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * SEQUENCE_NOT_MONOTONIC_ACROSS_BATCHES: events that arrive in a later micro-batch with a sequence below what an
 * earlier batch already brought for their key: late data, which AUTO CDC handles and a hand-written MERGE does not.
 * Says how many and how late (in the sequence's own unit: a count, or a time).
 */
final class LateAcrossBatchesCheck implements DesignCheck {
    private static final String IN_HISTORY = "this is late data: AUTO CDC puts it in its place in history, a MERGE "
            + "that applies each batch as the newest would not (the Textbook MERGE tab, or compare-naive on the command "
            + "line, shows the difference)";

    /**
     * SCD type 1 keeps no history, and the textbook MERGE keeps only each batch's latest event of a key: a late event
     * that a newer one of its own batch outranks changes neither table, so the note must not promise a difference the
     * Textbook MERGE tab then denies.
     */
    private static final String DROPPED = "this is late data: SCD type 1 keeps the newest row, so AUTO CDC drops it; a "
            + "MERGE that applies each batch's latest event as the newest overwrites the newer row with it where it is "
            + "the latest of its key in its batch (the Textbook MERGE tab, or compare-naive on the command line, shows "
            + "whether it does on this feed)";

    @Override
    public String id() {
        return "SEQUENCE_NOT_MONOTONIC_ACROSS_BATCHES";
    }

    @Override
    public List<Finding> check(LintContext c) {
        Optional<CdcFlowSettings> flow = c.cdc();
        Optional<int[]> keys = flow.flatMap(f -> c.columns(f.keys()));
        Optional<int[]> seq = flow.flatMap(f -> c.columns(f.sequenceBy().columns()));
        if (keys.isEmpty()
                || seq.isEmpty()
                || c.changeFeed().isEmpty()
                || c.changeFeed().get().batches().size() < 2) {
            return List.of();
        }
        Optional<KeyGroups> groups = c.keyGroups();
        if (groups.isEmpty()) {
            return List.of();
        }
        KeyGroups g = groups.get();
        LineList lines = new LineList();
        Object[] worst = {null};
        for (int[] events : g.groups) {
            Newest n = new Newest();
            for (int e : events) {
                ValueTuple s = LintContext.tuple(g.rows[e], seq.get());
                n.enter(g.batches[e]);
                if (n.beforeThisBatch != null && s.compareTo(n.beforeThisBatch) < 0) {
                    lines.add(g.lines[e]);
                    worst[0] = later(worst[0], lateness(n.beforeThisBatch, s));
                }
                n.see(s);
            }
        }
        if (lines.isEmpty()) {
            return List.of();
        }
        String late = worst[0] == null ? "" : ", up to " + describe(worst[0]) + " behind";
        return List.of(new Finding(
                id(),
                Severity.INFO,
                FlowParameters.SEQUENCE_BY,
                lines.count() + " event(s) arrive in a later " + "micro-batch than a newer event of their key" + late,
                flow.get().scdType() == 2 ? IN_HISTORY : DROPPED,
                lines.first(),
                lines.count(),
                Optional.empty()));
    }

    /** A key's newest sequence from earlier batches, and from the batch being read (which may not judge itself). */
    private static final class Newest {
        private ValueTuple beforeThisBatch;
        private ValueTuple inThisBatch;
        private int batch = -1;

        void enter(int number) {
            if (number != batch) {
                beforeThisBatch = max(beforeThisBatch, inThisBatch);
                inThisBatch = null;
                batch = number;
            }
        }

        void see(ValueTuple s) {
            inThisBatch = max(inThisBatch, s);
        }

        private static ValueTuple max(ValueTuple a, ValueTuple b) {
            return a == null ? b : b == null || a.compareTo(b) >= 0 ? a : b;
        }
    }

    /**
     * How far behind, in the first field where the two differ: a number's difference, a time's duration, a date's
     * days; null when not measurable.
     */
    private static Object lateness(ValueTuple newest, ValueTuple late) {
        int i = 0;
        while (i < newest.values().length - 1 && Objects.equals(newest.values()[i], late.values()[i])) {
            i++;
        }
        Object a = newest.values()[i];
        Object b = late.values()[i];
        if (a instanceof Long x && b instanceof Long y) {
            return x - y;
        }
        if (a instanceof LocalDateTime x && b instanceof LocalDateTime y) {
            return Duration.between(y, x);
        }
        if (a instanceof LocalDate x && b instanceof LocalDate y) {
            return Duration.ofDays(ChronoUnit.DAYS.between(y, x));
        }
        return null;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object later(Object was, Object now) {
        if (now == null) {
            return was;
        }
        return was == null || ((Comparable) now).compareTo(was) > 0 ? now : was;
    }

    private static String describe(Object lateness) {
        if (lateness instanceof Duration d) {
            if (d.toDays() >= 1) {
                return d.toDays() + " day(s)";
            }
            return d.toHours() >= 1
                    ? d.toHours() + " hour(s)"
                    : d.toMinutes() >= 1 ? d.toMinutes() + " minute(s)" : d.toSeconds() + " second(s)";
        }
        return lateness + " in sequence value";
    }
}
