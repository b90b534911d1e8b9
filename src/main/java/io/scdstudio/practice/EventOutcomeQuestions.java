package io.scdstudio.practice;

import io.scdstudio.engine.Outcome;
import io.scdstudio.engine.TraceEntry;
import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.Row;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What an event does: the event as it arrives (its values, and the key's rows before it), four things it could do
 * in words that fit any event of its kind, and the trace's own explanation as the reason.
 */
final class EventOutcomeQuestions {
    private static final int OPTIONS = 4;

    private EventOutcomeQuestions() {}

    static Optional<Question> make(RoundContext c) {
        if (c.trace.size() == 0) {
            return Optional.empty();
        }
        int i = pickUntold(c);
        if (i < 0) {
            return Optional.empty();
        }
        TraceEntry e = c.trace.get(i);
        String right = Outcomes.describe(e.outcome(), c.scdType());
        Set<String> texts = new LinkedHashSet<>();
        Set<Outcome> alsoTrue = Outcomes.alsoTrue(e.outcome());
        for (Outcome o : c.shuffled(Outcomes.plausible(e.kind(), c.scdType()))) {
            String t = Outcomes.describe(o, c.scdType());
            if (!t.equals(right) && !alsoTrue.contains(o) && texts.size() < OPTIONS - 1) {
                texts.add(t);
            }
        }
        List<String> options = new ArrayList<>(texts);
        options.add(right);
        options = c.shuffled(options);
        String answer = String.valueOf((char) ('a' + options.indexOf(right)));
        List<Integer> decisive = new ArrayList<>();
        decisive.add(i + 1);
        if (e.otherEvent() >= 0 && e.otherEvent() != i) {
            decisive.add((int) e.otherEvent() + 1);
        }
        c.tells(List.of(i + 1));
        return Optional.of(new Question(
                        QuestionKind.EVENT_OUTCOME,
                        describe(c, i, e),
                        options,
                        AnswerForm.LETTER,
                        answer,
                        "The trace says: " + e.explain() + ".",
                        decisive,
                        i + 1)
                .withDiagnoses(Misreadings.ofOutcome(c, i, options, o -> Outcomes.describe(o, c.scdType()))));
    }

    /**
     * An event no earlier question's explanation said what it did (a which-rows explanation listing "event 7: ...
     * inserted into history" answered a later question about event 7), or -1 when none is found.
     */
    private static int pickUntold(RoundContext c) {
        List<Integer> interesting = interesting(c);
        for (int t = 0; t < TRIES; t++) {
            // Mostly events that do something worth asking about; a key's first insert ("before it, the target
            // holds no row") only once those are spent.
            int i = t < TRIES / 2 && !interesting.isEmpty() ? c.pick(interesting) : c.random.nextInt(c.trace.size());
            Optional<String> key = c.keyOfEvent(i);
            // An event a later tie replaces did one thing on arrival and is undone within its batch: "is dropped,
            // losing the tie" read as true beside its answer to a learner who knows a batch is applied whole.
            if (!c.told(i + 1)
                    && !key.map(c::designAsked).orElse(false)
                    && !c.ties().replacedLater(i)) {
                key.ifPresent(c::asksAbout);
                return i;
            }
        }
        return -1;
    }

    private static final int TRIES = 24;

    /** The events that do something worth asking about: late ones, deletes, ties, all but first inserts. */
    private static List<Integer> interesting(RoundContext c) {
        List<Integer> interesting = new ArrayList<>();
        for (int i = 0; i < c.trace.size(); i++) {
            if (c.trace.get(i).outcome() != Outcome.INSERTED) {
                interesting.add(i);
            }
        }
        return interesting;
    }

    private static String describe(RoundContext c, int i, TraceEntry e) {
        StringBuilder sb = new StringBuilder("Event ")
                .append(i + 1)
                .append(" of ")
                .append(c.trace.size())
                .append(" (batch ")
                .append(e.batch())
                .append(") arrives: ")
                .append(article(e.kind().word()))
                .append(' ')
                .append(e.kind().word());
        Optional<String> key = c.keyOfEvent(i);
        key.ifPresent(k -> sb.append(" of key ").append(k));
        sb.append(" at sequence ").append(CanonicalText.shown(e.seq()));
        String arrived = key.map(k -> c.keyEvents(k, i + 1, i + 1)).orElse("");
        Optional<Row> values = c.sourceRow(i);
        if (!arrived.isEmpty()) {
            sb.append(". The key's events so far, this one marked <:\n").append(arrived);
        } else if (values.isPresent()) {
            sb.append(", with these values:\n")
                    .append(RowsTable.of(c.scenario.feed().schema().names(), List.of(values.get())));
        } else {
            sb.append(".\n");
        }
        sb.append(c.flowLine());
        key.ifPresent(k -> {
            List<Row> before = c.rows.after(i, k);
            // The rows before it are in the text, and once checked the answer tells the rows after it.
            c.shows(k, before);
            c.shows(k, c.rows.after(i + 1, k));
            if (before.isEmpty()) {
                sb.append(" Before it, the target holds no row for key ")
                        .append(k)
                        .append('.');
            } else {
                sb.append(" Before it, the target holds for key ")
                        .append(k)
                        .append(":\n")
                        .append(RowsTable.of(c.target().names(), before));
            }
        });
        return sb.append(before(sb) ? "" : "\n").append("What does it do?").toString();
    }

    /** Whether the text so far ends a line (after a table), so the question starts on its own line. */
    private static boolean before(StringBuilder sb) {
        return sb.length() > 0 && sb.charAt(sb.length() - 1) == '\n';
    }

    private static String article(String word) {
        return "aeiou".indexOf(word.charAt(0)) >= 0 ? "an" : "a";
    }
}
