package io.scdstudio.ui.practice;

import io.scdstudio.model.Scenario;
import io.scdstudio.practice.PracticeRound;
import io.scdstudio.practice.Question;
import io.scdstudio.practice.Score;
import io.scdstudio.practice.Verdict;
import io.scdstudio.ui.DesignDocument;
import io.scdstudio.ui.ErrorReport;
import io.scdstudio.ui.PreviewResult;
import io.scdstudio.ui.TaskRunner;
import java.util.List;
import java.util.function.IntConsumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * A practice round on the open design: the questions (made on the lessons' runner from the trace the preview
 * already has), the one shown, its verdict once answered, the score, and whether the preview must stay hidden
 * (a question is open and not answered yet). Each new round takes the next seed, shown so a round can be replayed
 * with {@code practice --seed}.
 */
public final class PracticeViewModel {
    private final DesignDocument document;
    private final TaskRunner runner;
    private final IntConsumer showEvent;
    private final Recorder recorder;
    private final ObjectProperty<Question> question = new SimpleObjectProperty<>();
    private final ObjectProperty<Verdict> verdict = new SimpleObjectProperty<>();
    private final IntegerProperty index = new SimpleIntegerProperty(-1);
    private final IntegerProperty size = new SimpleIntegerProperty();
    private final StringProperty status = new SimpleStringProperty("Open a design, then start a round.");
    private final StringProperty summary = new SimpleStringProperty("");
    private final BooleanProperty hiding = new SimpleBooleanProperty();
    /** From a round's first question to its score, answered questions included. */
    private final BooleanProperty running = new SimpleBooleanProperty();

    private final BooleanProperty ready = new SimpleBooleanProperty();
    private PreviewResult preview = PreviewResult.empty();
    private List<Question> round = List.of();
    private Score score = new Score();
    private long seed;
    /** The design {@link #seed} counts the rounds of. */
    private String seedsOf;

    /** Where answers go beyond the round: the learner's progress. */
    public interface Recorder {
        void answered(Question question, boolean right);

        /** Every question of the round was answered. */
        void roundFinished();

        /**
         * How many rounds of this design the learner has answered, in this session and before: the next round takes
         * the next seed, where a new session began again at round 1 and asked the questions of the last one.
         */
        default long roundsAnswered() {
            return 0;
        }

        /** What the rounds are counted for: the lesson, or the design's name. */
        default String design() {
            return "";
        }
    }

    public PracticeViewModel(DesignDocument document, TaskRunner runner, IntConsumer showEvent) {
        this(document, runner, showEvent, new Recorder() {
            @Override
            public void answered(Question question, boolean right) {}

            @Override
            public void roundFinished() {}
        });
    }

    public PracticeViewModel(DesignDocument document, TaskRunner runner, IntConsumer showEvent, Recorder recorder) {
        this.document = document;
        this.runner = runner;
        this.showEvent = showEvent;
        this.recorder = recorder;
    }

    /** The preview's newest run: a round is made from its trace, so it can start once the trace is there. */
    public void setPreview(PreviewResult result) {
        preview = result;
        boolean can = document.design().isPresent()
                && result.traced()
                && result.error().isEmpty()
                && result.eventCount() > 0;
        ready.set(can);
        if (index.get() < 0) {
            status.set(
                    can
                            ? (roundEnded ? "The design changed, so the round ended. " : "") + "Ready: up to "
                                    + PracticeRound.DEFAULT_COUNT + " questions about this design."
                            : result.error().isPresent()
                                    ? "The design stops with an error; fix it to practise on it."
                                    : "Waiting for the preview to trace every event…");
        }
    }

    /**
     * A round was ended by a change of the design: the next run's "Ready" says so. It overwrote the notice at once, and
     * a learner saw their round vanish without a word.
     */
    private boolean roundEnded;

    public void start() {
        roundEnded = false;
        if (!ready.get()) {
            return;
        }
        Scenario s = document.design().orElseThrow().scenario();
        PreviewResult from = preview;
        if (!recorder.design().equals(seedsOf)) {
            // Rounds are counted per lesson: another lesson's first round is its round 1, not the session's fourth.
            seedsOf = recorder.design();
            seed = 0;
        }
        seed = Math.max(seed, recorder.roundsAnswered()) + 1;
        long mine = seed;
        int type = s.flow().scdType();
        status.set("Making the questions…");
        runner.submit(
                () -> PracticeRound.of(s, s.flow(), from.trace(), mine, PracticeRound.DEFAULT_COUNT),
                questions -> {
                    round = questions;
                    score = new Score();
                    summary.set("");
                    size.set(questions.size());
                    status.set("Round " + mine + " (seed " + mine + "; practice --seed " + mine + " --scd " + type
                            + " asks it again): " + questions.size() + " questions.");
                    show(0);
                },
                e -> status.set(ErrorReport.of(e).summary()));
    }

    private void show(int i) {
        index.set(i);
        verdict.set(null);
        question.set(i < round.size() ? round.get(i) : null);
        hiding.set(i < round.size());
        running.set(i < round.size());
        if (i >= round.size()) {
            if (!round.isEmpty()) {
                recorder.roundFinished();
            }
            summary.set("Score: " + score.right() + " of " + round.size() + ".\n"
                    + String.join(
                            "\n", score.byTopic().stream().map(t -> "• " + t).toList())
                    + "\nStart a round for new questions.");
        }
    }

    /** Checks the answer as typed or chosen; the preview shows again once it is answered. */
    public void answer(String typed) {
        Question q = question.get();
        if (q == null || verdict.get() != null) {
            return;
        }
        Verdict v = q.check(typed);
        score.record(q, v.right());
        recorder.answered(q, v.right());
        verdict.set(v);
        hiding.set(false);
    }

    public void next() {
        if (question.get() != null && verdict.get() != null) {
            show(index.get() + 1);
        }
    }

    /**
     * Ends the round at the learner's word, with the score of the questions answered: a round could not be left but by
     * another menu, which dropped it without a word (a fresh-eyes review).
     */
    public void quit() {
        if (!running.get()) {
            return;
        }
        int asked = round.size();
        clearRound();
        summary.set("Round left after " + score.asked() + " of " + asked + " questions: " + score.right() + " right.");
        status.set("Start a round for new questions.");
    }

    /** No round: no question, the preview and the lesson in sight. */
    private void clearRound() {
        round = List.of();
        index.set(-1);
        question.set(null);
        verdict.set(null);
        hiding.set(false);
        running.set(false);
    }

    /** Moves the preview to the event the answered question is about. */
    public void showInPreview() {
        Question q = question.get();
        if (q != null && verdict.get() != null && q.showAt() > 0) {
            showEvent.accept(q.showAt());
        }
    }

    /** Ends the round: a new design was opened, or the design changed under the questions. */
    private static final String BEFORE = "Your last round, on the design before the change. ";

    /**
     * Another design was opened: a round of the one before ends without a word of it ("The design changed, so the round
     * ended" greeted a learner who had only moved to the next lesson).
     */
    public void otherDesignOpened() {
        stop();
        roundEnded = false;
        status.set("Waiting for the preview to trace every event…");
    }

    public void stop() {
        boolean over = !round.isEmpty() && index.get() >= round.size();
        // Another lesson's score is not kept: "your last round, on the design before" read as this lesson's.
        boolean finished = over && recorder.design().equals(seedsOf);
        boolean inRound = index.get() >= 0 && index.get() < round.size();
        if (finished && !summary.get().isEmpty() && !summary.get().startsWith(BEFORE)) {
            // Kept, but said to be of the design before: beside "Ready: up to 10 questions about this design" it
            // read as this design's.
            summary.set(BEFORE + summary.get());
        }
        if (finished) {
            // The round was over: "the design changed" read as if one had been cut short.
            status.set("Start a new round to practise on this design; the score shown is of the round before.");
        } else if (inRound) {
            status.set("The design changed: start a new round to practise on it.");
            roundEnded = true;
        }
        clearRound();
        if (inRound || over && !finished) {
            summary.set("");
        }
    }

    public ReadOnlyObjectProperty<Question> questionProperty() {
        return question;
    }

    public ReadOnlyObjectProperty<Verdict> verdictProperty() {
        return verdict;
    }

    public ReadOnlyIntegerProperty indexProperty() {
        return index;
    }

    public ReadOnlyIntegerProperty sizeProperty() {
        return size;
    }

    public ReadOnlyStringProperty statusProperty() {
        return status;
    }

    public ReadOnlyStringProperty summaryProperty() {
        return summary;
    }

    /** True while a question is open and not answered: the preview's table and explanation stay hidden. */
    public ReadOnlyBooleanProperty hidingProperty() {
        return hiding;
    }

    /** True while a round runs, from its first question until its score or its end. */
    public ReadOnlyBooleanProperty runningProperty() {
        return running;
    }

    public ReadOnlyBooleanProperty readyProperty() {
        return ready;
    }
}
