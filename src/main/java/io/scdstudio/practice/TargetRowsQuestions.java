package io.scdstudio.practice;

import io.scdstudio.engine.resolve.FlowResolver;
import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.Row;
import io.scdstudio.model.Values;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Questions about the target after an event: which of a key's rows it holds then (for SCD2, which versions, a
 * NULL {@code __END_AT} being the current one), and the {@code __START_AT}/{@code __END_AT} of each version.
 */
final class TargetRowsQuestions {
    private static final int TRIES = 40;
    private static final int MAX_OPTIONS = 6;

    private TargetRowsQuestions() {}

    /** Which rows of a key the target holds after event n: the key's rows then, among rows it has at other times. */
    static Optional<Question> whichRows(RoundContext c) {
        for (int t = 0; t < TRIES && c.trace.size() > 0; t++) {
            int n = 1 + c.random.nextInt(c.trace.size());
            Optional<String> key = c.keyOfEvent(n - 1);
            if (key.isEmpty()) {
                continue;
            }
            List<Row> truth = c.rows.after(n, key.get());
            List<Row> others = new ArrayList<>(c.rows.everRows(key.get()));
            others.removeAll(truth);
            if (!worthAsking(c, key.get(), n, truth, others) || firstEventOnly(c, key.get(), n) && t < TRIES / 2) {
                continue;
            }
            List<Row> options = new ArrayList<>(truth);
            for (Row r : c.shuffled(others)) {
                if (options.size() < Math.min(MAX_OPTIONS, truth.size() + 3)) {
                    options.add(r);
                }
            }
            options = c.shuffled(options);
            List<String> right = new ArrayList<>();
            for (int i = 0; i < options.size(); i++) {
                if (truth.contains(options.get(i))) {
                    right.add(String.valueOf(i + 1));
                }
            }
            List<Integer> decisive = last(c.eventsOfKey(key.get(), n), 4);
            String what = c.scdType() == 2 ? "versions (a null __END_AT is the current version)" : "rows";
            String text = c.flowLine() + " Key " + key.get() + "'s events as they arrived:\n"
                    + c.keyEvents(key.get(), c.trace.size(), n) + "After event " + n + " of " + c.trace.size()
                    + c.stepInsideBatch(n) + ", which of these " + what + " does the target hold for key " + key.get()
                    + "? Columns: "
                    + c.header() + ".";
            c.shows(key.get(), truth);
            c.tells(decisive);
            c.asksAbout(key.get());
            c.listsRows(key.get());
            String why = "After event " + n + " key " + key.get() + " holds "
                    + RowsTable.inline(c.target().names(), truth) + ". What its events did: " + c.explained(decisive)
                    + ".";
            return Optional.of(new Question(
                            QuestionKind.TARGET_ROWS,
                            text,
                            options.stream().map(RoundContext::csv).toList(),
                            AnswerForm.NUMBERS,
                            String.join(",", right),
                            why,
                            decisive,
                            n)
                    .withTable(new OptionTable(
                            c.target().names(),
                            options.stream()
                                    .map(r -> RowsTable.cells(r, c.target().size()))
                                    .toList()))
                    .withDiagnoses(Misreadings.ofRows(c, key.get(), n, options)));
        }
        return Optional.empty();
    }

    /** The start and end of each version of a key after event n (SCD2; a STRUCT sequence is left out). */
    static Optional<Question> versionDates(RoundContext c) {
        if (c.scdType() != 2 || c.resolved.structSequence()) {
            return Optional.empty();
        }
        int start = c.target().indexOf(FlowResolver.START_AT);
        int end = c.target().indexOf(FlowResolver.END_AT);
        for (int t = 0; t < TRIES && c.trace.size() > 0; t++) {
            int n = 1 + c.random.nextInt(c.trace.size());
            Optional<String> key = c.keyOfEvent(n - 1);
            if (key.isEmpty()) {
                continue;
            }
            List<Row> versions = new ArrayList<>(c.rows.after(n, key.get()));
            if (versions.isEmpty()
                    || versions.size() == 1 && t < TRIES / 2
                    || c.shown(key.get(), versions)
                    || c.designAsked(key.get())
                    || c.rowsListed(key.get())) {
                continue;
            }

            versions.sort(Comparator.comparing(r -> r.get(start), Values::compareNullsFirst));
            List<String> pairs = versions.stream()
                    .map(r -> CanonicalText.render(r.get(start)) + "," + CanonicalText.render(r.get(end)))
                    .toList();
            List<Integer> decisive = last(c.eventsOfKey(key.get(), n), 4);
            c.shows(key.get(), versions);
            c.tells(decisive);
            c.asksAbout(key.get());
            String text = c.flowLine() + " Key " + key.get() + "'s events as they arrived:\n"
                    + c.keyEvents(key.get(), c.trace.size(), n) + "After event " + n + " of " + c.trace.size()
                    + c.stepInsideBatch(n) + ", what are the __START_AT and __END_AT of each version of key "
                    + key.get() + "?";
            String why = "Key " + key.get() + " has " + versions.size() + " version(s) then: "
                    + RowsTable.inline(c.target().names(), versions) + ". What its events did: " + c.explained(decisive)
                    + ".";
            return Optional.of(new Question(
                            QuestionKind.VERSION_DATES,
                            text,
                            List.of(),
                            AnswerForm.INTERVALS,
                            String.join("; ", pairs),
                            why,
                            decisive,
                            n)
                    .withDiagnoses(Misreadings.ofIntervals(c, key.get(), n, rows -> intervals(rows, start, end))));
        }
        return Optional.empty();
    }

    /** Versions as an answer writes them, in order of start: "2,5; 5,null". */
    static String intervals(List<Row> versions, int start, int end) {
        List<Row> sorted = new ArrayList<>(versions);
        sorted.sort(Comparator.comparing(r -> r.get(start), Values::compareNullsFirst));
        return String.join(
                "; ",
                sorted.stream()
                        .map(r -> CanonicalText.render(r.get(start)) + "," + CanonicalText.render(r.get(end)))
                        .toList());
    }

    /**
     * Rows that take working out and that no earlier question of the round showed: not every row the key ever had,
     * and not a key whose design the round asked (its rows then showed its whole history).
     */
    private static boolean worthAsking(RoundContext c, String key, int n, List<Row> truth, List<Row> others) {
        return !truth.isEmpty()
                && !others.isEmpty()
                && truth.size() < MAX_OPTIONS
                && !c.shown(key, truth)
                && !c.designAsked(key)
                && !c.rowsListed(key)
                && !allTold(c, c.eventsOfKey(key, n));
    }

    /** Whether earlier explanations said what every one of these events did: the rows follow from them. */
    private static boolean allTold(RoundContext c, List<Integer> events) {
        return events.stream().allMatch(c::told);
    }

    /** Whether the key has had only its first event by event n: the rows are that event's values, nothing to work out. */
    private static boolean firstEventOnly(RoundContext c, String key, int n) {
        return c.eventsOfKey(key, n).size() <= 1;
    }

    private static List<Integer> last(List<Integer> all, int most) {
        return all.subList(Math.max(0, all.size() - most), all.size());
    }
}
