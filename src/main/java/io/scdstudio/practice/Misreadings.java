package io.scdstudio.practice;

import io.scdstudio.engine.EventKind;
import io.scdstudio.engine.Outcome;
import io.scdstudio.engine.TraceEntry;
import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.Row;
import io.scdstudio.model.Values;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * What a wrong answer is, when the engine can name it: the key's rows at another moment (after an event that has not
 * arrived yet, or before the events that changed them, among them a delete the learner kept), or a common
 * misconception about one event (a late event applied as the newest, a deleted key brought back, a version opened
 * for columns that track no history). Each map goes from a wrong answer, in its canonical form, to the sentence that
 * says what it is.
 */
final class Misreadings {
    /** What an event does when it is the newest of its key: what a learner expects of every event. */
    private static final Set<Outcome> AS_NEWEST = EnumSet.of(
            Outcome.OVERWROTE,
            Outcome.OPENED_VERSION,
            Outcome.UPDATED_IN_PLACE,
            Outcome.DELETED,
            Outcome.CLOSED_VERSION,
            Outcome.REINSERTED);
    /** What AUTO CDC does with an event older than one already applied to its key. */
    private static final Set<Outcome> LATE = EnumSet.of(
            Outcome.INSERTED_INTO_HISTORY,
            Outcome.HISTORY_REWRITTEN,
            Outcome.DROPPED_STALE,
            Outcome.DELETE_IGNORED_STALE);

    private Misreadings() {}

    /**
     * Row choices ({@link AnswerForm#NUMBERS}) that are the key's rows after another event: each as the option
     * numbers that pick exactly those rows, when every one of them is an option.
     */
    static Map<String, String> ofRows(RoundContext c, String key, int n, List<Row> options) {
        Map<String, String> out = new LinkedHashMap<>();
        Set<Row> truth = new HashSet<>(c.rows.after(n, key));
        for (KeyRows.State s : nearestFirst(c.rows.history(key), n)) {
            if (new HashSet<>(s.rows()).equals(truth) || s.rows().isEmpty() || !options.containsAll(s.rows())) {
                continue;
            }
            TreeSet<Integer> numbers = new TreeSet<>();
            for (Row r : s.rows()) {
                numbers.add(options.indexOf(r) + 1);
            }
            out.putIfAbsent(
                    String.join(",", numbers.stream().map(String::valueOf).toList()), at(c, key, n, s.event()));
        }
        return out;
    }

    /** Version dates ({@link AnswerForm#INTERVALS}) that are the key's versions after another event. */
    static Map<String, String> ofIntervals(RoundContext c, String key, int n, Function<List<Row>, String> written) {
        Map<String, String> out = new LinkedHashMap<>();
        String truth = written.apply(c.rows.after(n, key));
        for (KeyRows.State s : nearestFirst(c.rows.history(key), n)) {
            String then = written.apply(s.rows());
            if (!s.rows().isEmpty() && !then.equals(truth)) {
                out.putIfAbsent(then, at(c, key, n, s.event()));
            }
        }
        return out;
    }

    /**
     * Outcome choices ({@link AnswerForm#LETTER}) that a misconception about event {@code i} gives: a late event
     * taken for the newest, a deleted key brought back, a version opened when no tracked column changed.
     */
    static Map<String, String> ofOutcome(RoundContext c, int i, List<String> options, Function<Outcome, String> said) {
        Map<String, String> out = new LinkedHashMap<>();
        TraceEntry e = c.trace.get(i);
        for (int o = 0; o < options.size(); o++) {
            String letter = String.valueOf((char) ('a' + o));
            for (Outcome chosen : Outcome.values()) {
                if (!said.apply(chosen).equals(options.get(o))) {
                    continue;
                }
                misconception(c, i, e, chosen).ifPresent(m -> out.put(letter, m));
            }
        }
        return out;
    }

    private static Optional<String> misconception(RoundContext c, int i, TraceEntry e, Outcome chosen) {
        Outcome truth = e.outcome();
        if (LATE.contains(truth) && AS_NEWEST.contains(chosen)) {
            return Optional.of("you applied the late event as the newest. Its sequence "
                    + CanonicalText.shown(e.seq()) + " is older than " + newestBefore(c, i)
                    + ", which the key already has: AUTO CDC applies a key's events in SEQUENCE BY order, "
                    + "whatever order they arrive in.");
        }
        if (truth == Outcome.SUPPRESSED_BY_TOMBSTONE
                && (chosen == Outcome.REINSERTED || chosen == Outcome.INSERTED || chosen == Outcome.OPENED_VERSION)) {
            return Optional.of("you brought back a deleted key. The key was deleted at a later sequence, and "
                    + "its tombstone keeps this older upsert out.");
        }
        if ((truth == Outcome.UNCHANGED || truth == Outcome.UPDATED_IN_PLACE) && chosen == Outcome.OPENED_VERSION) {
            return Optional.of("you opened a new version, but no column that tracks history changed: "
                    + (truth == Outcome.UNCHANGED
                            ? "the event's values equal the current version's."
                            : "only columns left out of the tracked ones changed, so the current version is updated "
                                    + "in place."));
        }
        return Optional.empty();
    }

    /** The newest sequence applied to the event's key before it, as the trace writes it. */
    private static String newestBefore(RoundContext c, int i) {
        String key = c.keyOfEvent(i).orElse("");
        Object newest = null;
        for (int j = 0; j < i; j++) {
            TraceEntry before = c.trace.get(j);
            if (before.kind() != EventKind.TRUNCATE
                    && c.keyOfEvent(j).map(key::equals).orElse(false)
                    && (newest == null || Values.compareNullsFirst(before.seq(), newest) > 0)) {
                newest = before.seq();
            }
        }
        return newest == null ? "a sequence applied earlier" : CanonicalText.shown(newest);
    }

    /** "your rows are the table after event m, ..." for the key's state after event m, asked after event n. */
    private static String at(RoundContext c, String key, int n, int m) {
        if (m > n) {
            return "your rows are the table after event " + m + ", which has not arrived yet after event " + n + ".";
        }
        List<Integer> since = new ArrayList<>();
        for (int e : c.eventsOfKey(key, n)) {
            if (e > m) {
                since.add(e);
            }
        }
        for (int e : since) {
            TraceEntry t = c.trace.get(e - 1);
            if (t.kind() == EventKind.DELETE && !t.outcome().isNoOp()) {
                return "you kept the deleted key: event " + e + " deletes key " + key + ", so after event " + n
                        + (c.scdType() == 2 ? " its version is closed and it has no current row." : " it has no row.");
            }
        }
        return "your rows are the table after event " + m + ": they leave out what "
                + (since.size() == 1 ? "event " + since.get(0) : "events " + join(since)) + " did to key " + key
                + ".";
    }

    private static String join(List<Integer> events) {
        return String.join(", ", events.stream().map(String::valueOf).toList());
    }

    private static List<KeyRows.State> nearestFirst(List<KeyRows.State> history, int n) {
        List<KeyRows.State> out = new ArrayList<>(history);
        out.sort(Comparator.comparingInt((KeyRows.State s) -> Math.abs(s.event() - n)));
        return out;
    }
}
