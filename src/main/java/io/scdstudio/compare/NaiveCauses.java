package io.scdstudio.compare;

import io.scdstudio.compare.NaiveComparison.Cause;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.expr.Condition;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Row;
import io.scdstudio.model.Values;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Why the recipe and AUTO CDC disagree on a key, read off the key's events: a late event (older than one of an
 * earlier batch) that the recipe applied as the newest, a batch with several events of the key of which the
 * recipe kept one, NULLs that AUTO CDC ignores and the recipe writes, or a truncate the recipe does not know.
 */
final class NaiveCauses {
    private record Event(int number, int batch, Object seq, boolean delete, Row row) {}

    /** The kinds of reason a key can have beside the truncate (which every key shares), in the order a reader meets them. */
    enum Kind {
        LATE,
        IGNORED_NULLS,
        KEPT_ONE
    }

    /** An upsert's NULLs in the columns whose NULLs AUTO CDC ignores. */
    private record IgnoredNull(Event event, List<Integer> columns) {}

    private final ResolvedFlow flow;
    private final Map<String, List<Event>> byKey = new HashMap<>();
    private final List<Event> truncates = new ArrayList<>();

    NaiveCauses(ResolvedFlow flow, ChangeFeed feed) {
        this.flow = flow;
        Condition deletes = flow.deletes().orElse(null);
        Condition truncate = flow.truncates().orElse(null);
        int number = 0;
        for (Batch b : feed.batches()) {
            for (Row r : b.rows()) {
                number++;
                Event e = new Event(number, b.number(), Sequences.of(flow, r), deletes != null && deletes.isTrue(r), r);
                if (truncate != null && truncate.isTrue(r)) {
                    truncates.add(e);
                } else {
                    byKey.computeIfAbsent(keyText(r), k -> new ArrayList<>()).add(e);
                }
            }
        }
    }

    /** Every key an event of the feed has (a truncate has none). */
    Set<String> keys() {
        return byKey.keySet();
    }

    List<Cause> of(String key) {
        List<Event> events = byKey.getOrDefault(key, List.of());
        List<Cause> out = new ArrayList<>();
        Map<Integer, Event> applied = latestOfEachBatch(events);
        for (Event e : applied.values()) {
            newerEarlier(events, e).ifPresent(f -> out.add(late(e, f)));
        }
        if (flow.scdType() == 2) {
            for (Map.Entry<Integer, List<Event>> batch : perBatch(events).entrySet()) {
                if (batch.getValue().size() > 1) {
                    out.add(keptOne(batch.getKey(), batch.getValue(), applied.get(batch.getKey())));
                }
            }
        }
        firstIgnoredNull(applied.values()).map(this::ignoredNull).ifPresent(out::add);
        if (!truncates.isEmpty()) {
            out.add(new Cause(
                    "the recipe has no truncate: event " + truncates.get(0).number() + " emptied the AUTO "
                            + "CDC table, and the recipe left the truncate row out",
                    List.of(truncates.get(0).number())));
        }
        if (out.isEmpty()) {
            out.add(new Cause(
                    "the recipe and AUTO CDC fold this key's events differently",
                    events.stream().map(Event::number).toList()));
        }
        return out;
    }

    /** The event of an earlier batch with the highest sequence above {@code e}'s, if any. */
    private static Optional<Event> newerEarlier(List<Event> events, Event e) {
        Event newest = null;
        for (Event f : events) {
            if (f.batch() < e.batch()
                    && Values.compareNullsFirst(f.seq(), e.seq()) > 0
                    && (newest == null || Values.compareNullsFirst(f.seq(), newest.seq()) > 0)) {
                newest = f;
            }
        }
        return Optional.ofNullable(newest);
    }

    private Cause late(Event e, Event f) {
        String lateOne = (e.delete() ? "a late delete" : "a late change") + " (event " + e.number() + ", sequence "
                + text(e.seq()) + ", batch " + e.batch() + ")";
        String newer = (f.delete() ? "the delete" : "a newer change") + " at sequence " + text(f.seq()) + " (event "
                + f.number() + ", batch " + f.batch() + ")";
        String what;
        if (flow.scdType() == 1) {
            what = e.delete()
                    ? "the recipe deleted the key; AUTO CDC ignores a delete older than the last change"
                    : f.delete()
                            ? "the recipe, which compares no sequences, brought the deleted key back; AUTO CDC's "
                                    + "tombstone keeps it out"
                            : "the recipe applied it as the newest and overwrote the newer values; "
                                    + "AUTO CDC drops it";
        } else {
            what = e.delete()
                    ? "the recipe closed the current version at " + text(e.seq()) + "; AUTO CDC closes the "
                            + "version it falls in and keeps the newer one"
                    : f.delete()
                            ? "the recipe opened a current version again; AUTO CDC places the change in the history "
                                    + "before the delete"
                            : "the recipe made it the current version; AUTO CDC inserts it into the "
                                    + "history where its sequence falls";
        }
        return new Cause(lateOne + " arrived after " + newer + ": " + what, List.of(e.number(), f.number()));
    }

    /**
     * A delete the recipe dropped made no version to miss: it closed one, so it is named apart (a fresh-eyes review
     * read "the versions of events 6018, 6514 are missing", 6514 a delete).
     */
    private static Cause keptOne(int batch, List<Event> all, Event kept) {
        List<Integer> numbers = all.stream().map(Event::number).toList();
        List<Integer> changes = all.stream()
                .filter(e -> e != kept && !e.delete())
                .map(Event::number)
                .toList();
        List<Integer> deletes = all.stream()
                .filter(e -> e != kept && e.delete())
                .map(Event::number)
                .toList();
        List<String> missing = new ArrayList<>();
        if (!changes.isEmpty()) {
            missing.add(which(changes, "version") + (changes.size() == 1 ? " is missing" : " are missing"));
        }
        if (!deletes.isEmpty()) {
            missing.add(which(deletes, "delete") + (deletes.size() == 1 ? " is not applied" : " are not applied"));
        }
        return new Cause(
                "batch " + batch + " brought " + all.size() + " events of this key (events " + join(numbers)
                        + "); the recipe keeps only the latest of a batch (event " + kept.number() + "), so "
                        + String.join(", and ", missing),
                numbers);
    }

    /** "the version of event 3", "the versions of events 3, 7". */
    private static String which(List<Integer> events, String what) {
        return events.size() == 1
                ? "the " + what + " of event " + events.get(0)
                : "the " + what + "s of events " + join(events);
    }

    /**
     * The kinds of reason {@link #of} gives for {@code key}, without wording them: the window picks the keys it shows
     * by them from thousands, whose sentences it never shows.
     */
    Set<Kind> kinds(String key) {
        List<Event> events = byKey.getOrDefault(key, List.of());
        Set<Kind> out = EnumSet.noneOf(Kind.class);
        // One pass over the key's events, which come batch after batch: a batch's applied event (its highest sequence)
        // is late when an earlier batch had a higher one, as of() finds it; no maps, as thousands of keys are asked.
        Object highestBefore = null;
        Event applied = null;
        for (int i = 0; i < events.size(); i++) {
            Event e = events.get(i);
            boolean batchStarts = i == 0 || events.get(i - 1).batch() != e.batch();
            if (batchStarts) {
                applied = e;
            } else {
                if (flow.scdType() == 2) {
                    out.add(Kind.KEPT_ONE);
                }
                if (Values.compareNullsFirst(e.seq(), applied.seq()) >= 0) {
                    applied = e;
                }
            }
            boolean batchEnds = i + 1 == events.size() || events.get(i + 1).batch() != e.batch();
            if (batchEnds) {
                if (highestBefore != null && Values.compareNullsFirst(highestBefore, applied.seq()) > 0) {
                    out.add(Kind.LATE);
                }
                if (highestBefore == null || Values.compareNullsFirst(applied.seq(), highestBefore) > 0) {
                    highestBefore = applied.seq();
                }
                if (firstIgnoredNull(List.of(applied)).isPresent()) {
                    out.add(Kind.IGNORED_NULLS);
                }
            }
        }
        return out;
    }

    /**
     * The first of the events the recipe applies (each batch's latest) that has NULLs AUTO CDC ignores: an event the
     * recipe drops writes nothing, and a card named one (event 3) while the NULLs came from the one applied (event 8).
     */
    private Optional<IgnoredNull> firstIgnoredNull(Collection<Event> events) {
        for (Event e : events) {
            if (e.delete()) {
                continue;
            }
            List<Integer> nulls = new ArrayList<>();
            for (int c : flow.ignoreNull()) {
                if (e.row().get(c) == null) {
                    nulls.add(c);
                }
            }
            if (!nulls.isEmpty()) {
                return Optional.of(new IgnoredNull(e, nulls));
            }
        }
        return Optional.empty();
    }

    private Cause ignoredNull(IgnoredNull n) {
        return new Cause(
                "event " + n.event().number() + ", the one the recipe applies from batch "
                        + n.event().batch()
                        + ", has NULL in " + names(n.columns())
                        + ", which AUTO CDC ignores (ignore-null updates) and the recipe writes into its table",
                List.of(n.event().number()));
    }

    /** "carrier", "carrier and eta", "carrier, tracking_no and eta": every column the recipe wiped is named. */
    private String names(List<Integer> columns) {
        List<String> names =
                columns.stream().map(c -> flow.source().column(c).name()).toList();
        return names.size() == 1
                ? names.get(0)
                : String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }

    /** Per batch, the key's event the recipe applies: the highest sequence, the later arrival on a tie. */
    private static Map<Integer, Event> latestOfEachBatch(List<Event> events) {
        Map<Integer, Event> out = new LinkedHashMap<>();
        for (Event e : events) {
            out.merge(e.batch(), e, (was, now) -> Values.compareNullsFirst(now.seq(), was.seq()) >= 0 ? now : was);
        }
        return out;
    }

    private static Map<Integer, List<Event>> perBatch(List<Event> events) {
        Map<Integer, List<Event>> out = new LinkedHashMap<>();
        for (Event e : events) {
            out.computeIfAbsent(e.batch(), b -> new ArrayList<>()).add(e);
        }
        return out;
    }

    private String keyText(Row r) {
        List<String> parts = new ArrayList<>();
        for (int i : flow.keys()) {
            parts.add(CanonicalText.render(r.get(i)));
        }
        return String.join(", ", parts);
    }

    private static String text(Object v) {
        return CanonicalText.render(v);
    }

    private static String join(List<Integer> numbers) {
        return String.join(", ", numbers.stream().map(String::valueOf).toList());
    }
}
