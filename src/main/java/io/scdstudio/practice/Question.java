package io.scdstudio.practice;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One question of a round: its kind, the text (which never gives the answer away), the options (lettered for
 * {@link AnswerForm#LETTER}, numbered for {@link AnswerForm#NUMBERS}, none for free text), how the answer is typed,
 * the right answer in that form, why (the rule in the trace's words), the events that decide it (numbered from 1),
 * the event the preview should stand after to see it, for options that are rows those rows as a table, and what some
 * wrong answers are (a nearby state of the table, a common misconception), which a wrong verdict says first.
 */
public record Question(
        QuestionKind kind,
        String text,
        List<String> options,
        AnswerForm form,
        String answer,
        String why,
        List<Integer> events,
        int showAt,
        Optional<OptionTable> table,
        Map<String, String> diagnoses) {
    /** A question whose options are not rows of a table. */
    public Question(
            QuestionKind kind,
            String text,
            List<String> options,
            AnswerForm form,
            String answer,
            String why,
            List<Integer> events,
            int showAt) {
        this(kind, text, options, form, answer, why, events, showAt, Optional.empty(), Map.of());
    }

    /** The same question, with what some wrong answers are (canonical answer to the sentence that says it). */
    public Question withDiagnoses(Map<String, String> wrongAnswers) {
        return new Question(kind, text, options, form, answer, why, events, showAt, table, wrongAnswers);
    }

    /** The same question, its options shown as a table. */
    public Question withTable(OptionTable rows) {
        return new Question(kind, text, options, form, answer, why, events, showAt, Optional.of(rows), diagnoses);
    }

    public Question {
        Objects.requireNonNull(table, "table");
        diagnoses = Map.copyOf(diagnoses);
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(text, "text");
        options = List.copyOf(options);
        Objects.requireNonNull(form, "form");
        Objects.requireNonNull(answer, "answer");
        Objects.requireNonNull(why, "why");
        events = List.copyOf(events);
    }

    /** The prompt's reminder of how to type the answer. */
    public String syntax() {
        return form.syntax(options.size());
    }

    /** The label of option {@code i} (0-based): {@code a)} or {@code 1.}. */
    public String label(int i) {
        return form == AnswerForm.LETTER ? (char) ('a' + i) + ")" : (i + 1) + ".";
    }

    public Verdict check(String typed) {
        return form.read(typed, options)
                .map(a -> a.equals(answer)
                        ? new Verdict(true, true, "Right.", why)
                        : new Verdict(false, true, wrong(a), why))
                .orElseGet(() -> new Verdict(
                        false,
                        false,
                        "That answer cannot be read: type " + syntax() + ". It counts as wrong; the answer is "
                                + shownAnswer() + described() + ".",
                        why));
    }

    /**
     * "Wrong: you kept the deleted key: ... The answer is 2." when the engine can say what the answer is, else "Wrong:
     * the answer is 2."
     */
    private String wrong(String given) {
        String what = diagnoses.get(given);
        return what == null
                ? "Wrong: the answer is " + shownAnswer() + described() + "."
                : "Wrong: " + what + " The answer is " + shownAnswer() + described() + ".";
    }

    /** The answer in a sentence: numbered rows spaced, "1, 4", as the review writes them, not the typed "1,4". */
    private String shownAnswer() {
        return form == AnswerForm.NUMBERS ? answer.replace(",", ", ") : answer;
    }

    /** For a lettered answer, the option's text after the letter. */
    private String described() {
        if (form != AnswerForm.LETTER) {
            return "";
        }
        String option = options.get(answer.charAt(0) - 'a');
        // A flow's code is the option itself: repeating it inside the sentence makes the sentence unreadable.
        return option.contains("\n") ? "" : " (" + option + ")";
    }
}
