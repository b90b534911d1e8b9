package io.scdstudio.ui.study;

import io.scdstudio.lesson.Lesson;
import io.scdstudio.lesson.LessonLibrary;
import io.scdstudio.practice.Question;
import io.scdstudio.study.Exam;
import io.scdstudio.study.ExamProfile;
import io.scdstudio.study.ExamProfiles;
import io.scdstudio.study.ExamQuestion;
import io.scdstudio.study.ExamRound;
import io.scdstudio.study.ProgressReport;
import io.scdstudio.study.StudyProgress;
import io.scdstudio.ui.ErrorReport;
import io.scdstudio.ui.StudyLog;
import io.scdstudio.ui.TaskRunner;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.BiConsumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Study tab's state: the progress report for the chosen exam profile; an exam round drawn across the library
 * (its rules shown before it starts), the question shown, each answer and flag kept as the learner moves between
 * questions, the time left on the clock, and, once finished or out of time, the score, the review of every question
 * and a round of only the missed ones. While a round is answered, the answers are hidden ({@link #examOpen()}).
 */
public final class StudyViewModel {
    /** Where the exam stands. */
    public enum Phase {
        READY,
        DRAWING,
        ANSWERING,
        REVIEW
    }

    private final StudyLog study;
    private final Supplier<LessonLibrary> library;
    private final TaskRunner runner;
    private final LongSupplier clock;
    private final BiConsumer<Lesson, Integer> openLesson;
    private final ExamProfiles profiles = ExamProfiles.bundled();
    private final ObjectProperty<ExamProfile> profile = new SimpleObjectProperty<>();
    private final IntegerProperty count = new SimpleIntegerProperty(20);
    private final ObjectProperty<Phase> phase = new SimpleObjectProperty<>(Phase.READY);
    private final StringProperty rules = new SimpleStringProperty("");
    private final StringProperty report = new SimpleStringProperty("");
    private final ObjectProperty<ProgressReport> progressReport = new SimpleObjectProperty<>();
    private final StringProperty continueText = new SimpleStringProperty("");
    private final ObjectProperty<Question> question = new SimpleObjectProperty<>();
    private final StringProperty header = new SimpleStringProperty("");
    private final StringProperty timeLeft = new SimpleStringProperty("");
    private final StringProperty result = new SimpleStringProperty("");
    private final StringProperty status = new SimpleStringProperty("");
    private final BooleanProperty flagged = new SimpleBooleanProperty();
    private final IntegerProperty index = new SimpleIntegerProperty(-1);
    private final ObservableList<ReviewItem> review = FXCollections.observableArrayList();
    private final ObservableList<String> navigator = FXCollections.observableArrayList();
    private final BooleanBinding examOpen = Bindings.equal(Phase.ANSWERING, phase);
    private Exam exam;
    private List<Integer> numbers = List.of();
    private String[] given = new String[0];
    private boolean[] flags = new boolean[0];
    private long deadline;
    /** Each launch starts at another seed, so a learner does not meet the same first round every session. */
    private long seed = new SplittableRandom().nextInt(1, 1_000_000);

    /**
     * @param clock milliseconds, for the exam's time limit (tests move it on)
     * @param openLesson opens a lesson at an event: a review item's link
     */
    public StudyViewModel(
            StudyLog study,
            Supplier<LessonLibrary> library,
            TaskRunner runner,
            LongSupplier clock,
            BiConsumer<Lesson, Integer> openLesson) {
        this.study = study;
        this.library = library;
        this.runner = runner;
        this.clock = clock;
        this.openLesson = openLesson;
        // The exam and length the learner chose last time, else the default profile's 20 questions.
        StudyProgress.ExamChoice last = study.progress().examChoice();
        profile.set(Optional.ofNullable(last)
                .flatMap(c -> profiles.find(c.profile()))
                .or(() -> profiles.find(ExamProfiles.DEFAULT_PROFILE))
                .orElse(profiles.all().get(0)));
        if (last != null && last.count() >= 1 && last.count() <= 100) {
            count.set(last.count());
        }
        profile.addListener((o, was, now) -> refresh());
        count.addListener((o, was, now) -> refresh());
        study.progressProperty().addListener((o, was, now) -> refresh());
        refresh();
    }

    /** The report and the rules of the next round, for the chosen profile and count. */
    public void refresh() {
        ExamProfile p = profile.get();
        ProgressReport r = new ProgressReport(study.progress(), library.get(), p);
        progressReport.set(r);
        continueText.set(r.continueButton().orElse(""));
        List<String> summary = new ArrayList<>(r.lessonLines());
        summary.addAll(r.examLines());
        report.set(String.join("\n", summary));
        int minutes = p.minutesFor(count.get());
        rules.set(count.get() + (count.get() == 1 ? " question" : " questions") + " across the library, " + minutes
                + (minutes == 1 ? " minute" : " minutes") + ", " + p.passWith(count.get()) + ". Objectives from the "
                + p.guideDate() + " guide. The lesson and the preview are hidden while you answer.");
    }

    /** Draws a round of the chosen profile and count, with the next seed, and starts its clock. */
    public void start() {
        if (phase.get() == Phase.DRAWING || phase.get() == Phase.ANSWERING) {
            return;
        }
        ExamProfile p = profile.get();
        int n = count.get();
        study.update(s -> s.withExamChoice(new StudyProgress.ExamChoice(p.id(), n)));
        List<Lesson> lessons = library.get().lessons();
        long mine = ++seed;
        phase.set(Phase.DRAWING);
        status.set("Drawing " + n + " questions across the library…");
        runner.submit(() -> ExamRound.draw(lessons, p, mine, n), drawn -> begin(drawn, null), e -> {
            phase.set(Phase.READY);
            status.set(ErrorReport.of(e).summary());
        });
    }

    /** Asks again the questions answered wrong or not at all, with their numbers in the round, on a fresh clock. */
    public void retryMissed() {
        List<ExamQuestion> missed = new ArrayList<>();
        List<Integer> missedNumbers = new ArrayList<>();
        for (ReviewItem r : review) {
            if (!r.right()) {
                missed.add(r.question());
                missedNumbers.add(r.number());
            }
        }
        if (phase.get() != Phase.REVIEW || missed.isEmpty()) {
            return;
        }
        begin(new Exam(exam.profile(), exam.seed(), missed, exam.untrained()), missedNumbers);
    }

    private void begin(Exam drawn, List<Integer> asNumbers) {
        exam = drawn;
        numbers = asNumbers != null ? asNumbers : range(drawn.size());
        given = new String[drawn.size()];
        flags = new boolean[drawn.size()];
        Arrays.fill(given, "");
        review.clear();
        result.set("");
        deadline = clock.getAsLong() + drawn.minutes() * 60_000L;
        status.set((asNumbers == null ? "A new round" : "Retrying " + drawn.size() + " missed") + ": " + drawn.rules());
        phase.set(drawn.size() == 0 ? Phase.READY : Phase.ANSWERING);
        go(0);
        tick();
    }

    private static List<Integer> range(int n) {
        List<Integer> out = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            out.add(i);
        }
        return out;
    }

    /** Keeps the answer to the question shown, as chosen or typed (the view calls it before moving on). */
    public void answer(String typed) {
        int i = index.get();
        if (phase.get() == Phase.ANSWERING && i >= 0 && i < given.length) {
            given[i] = typed == null ? "" : typed;
            fillNavigator();
        }
    }

    /** What was answered to question {@code i} of the round shown, to choose it again when the learner returns. */
    public String givenAt(int i) {
        return i >= 0 && i < given.length ? given[i] : "";
    }

    public void toggleFlag() {
        int i = index.get();
        if (phase.get() == Phase.ANSWERING && i >= 0) {
            flags[i] = !flags[i];
            flagged.set(flags[i]);
            fillNavigator();
        }
    }

    public void next() {
        go(index.get() + 1);
    }

    public void previous() {
        go(index.get() - 1);
    }

    /** Shows question {@code i} (0-based) of the round. */
    public void go(int i) {
        if (phase.get() != Phase.ANSWERING || exam == null || i < 0 || i >= exam.size()) {
            return;
        }
        index.set(i);
        ExamQuestion q = exam.questions().get(i);
        flagged.set(flags[i]);
        header.set("Question " + numbers.get(i)
                + (numbers.size() == exam.size() && numbers.get(0) == 1
                        ? " of " + exam.size()
                        : " (" + (i + 1) + " of " + exam.size() + " to retry)")
                + " · " + q.objective().section() + " · " + q.question().kind().topic());
        question.set(null);
        question.set(q.question());
        fillNavigator();
    }

    /** The clock: the time left, and the round finished when it runs out (the view calls it every second). */
    public void tick() {
        if (phase.get() != Phase.ANSWERING) {
            return;
        }
        long left = deadline - clock.getAsLong();
        if (left <= 0) {
            timeLeft.set("Time is up");
            finish();
            return;
        }
        long seconds = (left + 999) / 1000;
        timeLeft.set(String.format("%d:%02d left", seconds / 60, seconds % 60));
    }

    /** What is still open before the round is finished ("2 questions unanswered, 1 flagged for review."), or "". */
    public String stillOpen() {
        return RoundMarking.stillOpen(given, flags);
    }

    /** Scores the round, keeps it in the progress, and shows the review. */
    public void finish() {
        if (phase.get() != Phase.ANSWERING) {
            return;
        }
        boolean late = clock.getAsLong() >= deadline;
        RoundMarking marked = new RoundMarking(exam, numbers, given, flags);
        study.update(marked::recordedIn);
        phase.set(Phase.REVIEW);
        question.set(null);
        index.set(-1);
        review.setAll(marked.items());
        result.set(marked.result(late));
    }

    /** Opens the lesson of a reviewed question at the event that decides it. */
    public void openInLesson(ReviewItem item) {
        openLesson.accept(item.question().lesson(), item.showAt());
    }

    /** Forgets all progress (the view asks first). */
    public void resetProgress() {
        study.reset();
        status.set("Your progress was reset.");
    }

    private void fillNavigator() {
        navigator.setAll(RoundMarking.navigatorLabels(numbers, given, flags));
    }

    public List<ExamProfile> profiles() {
        return profiles.all();
    }

    public ObjectProperty<ExamProfile> profileProperty() {
        return profile;
    }

    public IntegerProperty countProperty() {
        return count;
    }

    public ReadOnlyObjectProperty<Phase> phaseProperty() {
        return phase;
    }

    /** True while a round is being answered: the lesson, the preview and the settings are hidden. */
    public BooleanBinding examOpen() {
        return examOpen;
    }

    public ReadOnlyStringProperty rulesProperty() {
        return rules;
    }

    public ReadOnlyStringProperty reportProperty() {
        return report;
    }

    /** The progress for the chosen profile: mastery per kind and per objective, week by week. */
    public ReadOnlyObjectProperty<ProgressReport> progressReportProperty() {
        return progressReport;
    }

    /** The words of the button that opens the lesson to continue with; empty when every lesson is completed. */
    public ReadOnlyStringProperty continueTextProperty() {
        return continueText;
    }

    /** Opens the lesson to continue with, at its first event. */
    public void openContinue() {
        ProgressReport r = progressReport.get();
        if (r != null) {
            r.continueWith().ifPresent(l -> openLesson.accept(l, 1));
        }
    }

    public ReadOnlyObjectProperty<Question> questionProperty() {
        return question;
    }

    public ReadOnlyStringProperty headerProperty() {
        return header;
    }

    public ReadOnlyStringProperty timeLeftProperty() {
        return timeLeft;
    }

    public ReadOnlyStringProperty resultProperty() {
        return result;
    }

    public ReadOnlyStringProperty statusProperty() {
        return status;
    }

    public BooleanProperty flaggedProperty() {
        return flagged;
    }

    public IntegerProperty indexProperty() {
        return index;
    }

    /** The finished round's questions, each with the learner's answer, right or not, and why. */
    public ObservableList<ReviewItem> review() {
        return review;
    }

    /** One label per question of the round: its number, ✓ once answered, ⚑ when flagged for review. */
    public ObservableList<String> navigator() {
        return navigator;
    }

    public int size() {
        return exam == null ? 0 : exam.size();
    }
}
