package io.scdstudio.ui.lesson;

import io.scdstudio.lesson.Lesson;
import io.scdstudio.lesson.LessonLibrary;
import io.scdstudio.lesson.Topic;
import io.scdstudio.model.ScdException;
import io.scdstudio.study.ProgressReport;
import io.scdstudio.study.StudyProgress;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The library browser: every lesson in the suggested order, the ones shown under the chosen topic, the selected
 * lesson, and opening it. Lessons that could not be read are named in {@link #problemsProperty()}.
 */
public final class LibraryViewModel {
    private final ObjectProperty<Optional<Topic>> topic = new SimpleObjectProperty<>(Optional.empty());
    private final ObjectProperty<Lesson> selected = new SimpleObjectProperty<>();
    private final ObservableList<Lesson> shown = FXCollections.observableArrayList();
    private final StringProperty summary = new SimpleStringProperty("");
    private final StringProperty problems = new SimpleStringProperty("");
    private final StringProperty emptyText = new SimpleStringProperty("");
    private final ObjectProperty<StudyProgress> progress = new SimpleObjectProperty<>(StudyProgress.EMPTY);
    private final ObjectProperty<Lesson> continueWith = new SimpleObjectProperty<>();
    private final StringProperty continueText = new SimpleStringProperty("");
    private final Consumer<Lesson> opener;
    private LessonLibrary library = LessonLibrary.empty();

    public LibraryViewModel(Consumer<Lesson> opener) {
        this.opener = opener;
        topic.addListener((o, was, now) -> refresh());
        progress.addListener((o, was, now) -> continued(now));
    }

    /**
     * The lesson to continue with, once the learner has opened one (before, the first lesson is offered), and the
     * words of its button: where the learner left off, or the next lesson when that one is completed.
     */
    private void continued(StudyProgress p) {
        boolean started = p.lastLesson() != null;
        continueWith.set(started ? ProgressReport.continueWith(p, library).orElse(null) : null);
        continueText.set(started ? ProgressReport.continueButton(p, library).orElse("") : "");
    }

    /** How far the learner is with a lesson: "completed", "visited" or nothing, as its card shows it. */
    public String mark(Lesson lesson) {
        StudyProgress p = progress.get();
        return p.completed(lesson.id()) ? "\u2713 completed" : p.visited(lesson.id()) ? "visited" : "";
    }

    public void setLibrary(LessonLibrary newLibrary) {
        library = newLibrary;
        continued(progress.get());
        problems.set(
                newLibrary.problems().isEmpty()
                        ? ""
                        : newLibrary.problems().size()
                                + " lesson(s) could not be read: "
                                + newLibrary.problems().stream()
                                        .map(ScdException::userMessage)
                                        .collect(Collectors.joining("; ")));
        refresh();
    }

    public LessonLibrary library() {
        return library;
    }

    private void refresh() {
        Lesson keep = selected.get();
        shown.setAll(library.tagged(topic.get()));
        selected.set(keep != null && shown.contains(keep) ? keep : shown.isEmpty() ? null : shown.get(0));
        summary.set(shown.size() + " of " + library.lessons().size() + " lessons"
                + topic.get().map(t -> " about " + t.words()).orElse(""));
        emptyText.set(
                !library.lessons().isEmpty()
                        ? "No lesson has this topic yet."
                        : !library.problems().isEmpty()
                                ? "No lesson could be read; see below."
                                : "No lessons found: the app's sample-data folder is missing. Open a scenario folder of your own.");
    }

    /**
     * Selects {@code lesson} where the list shows it: the library opened over a lesson points at that lesson, where it
     * pointed at the first one and Enter opened lesson 1 instead of going on.
     */
    public void selectShown(Lesson lesson) {
        // By id too: a lesson opened from another copy of the library (the working folder's sample-data, as a
        // teacher or a developer starts the app from it) is not the bundled one, and the list pointed at lesson 1.
        shown.stream()
                .filter(l -> l.equals(lesson))
                .findFirst()
                .or(() -> shown.stream().filter(l -> l.id().equals(lesson.id())).findFirst())
                .ifPresent(selected::set);
    }

    /** Shows only the lessons of one topic, or all of them. */
    public void filter(Optional<Topic> t) {
        topic.set(t);
    }

    public void open(Lesson lesson) {
        opener.accept(lesson);
    }

    public void openSelected() {
        Optional.ofNullable(selected.get()).ifPresent(this::open);
    }

    /** Opens the first lesson of the suggested order. */
    public void openFirst() {
        library.first().ifPresent(this::open);
    }

    public ObjectProperty<Optional<Topic>> topicProperty() {
        return topic;
    }

    public ObjectProperty<Lesson> selectedProperty() {
        return selected;
    }

    public ObservableList<Lesson> shown() {
        return shown;
    }

    public ReadOnlyStringProperty summaryProperty() {
        return summary;
    }

    /** What the list says when it shows no lesson. */
    public ReadOnlyStringProperty emptyTextProperty() {
        return emptyText;
    }

    /** The learner's progress, which the cards mark (bound to the window's). */
    public ObjectProperty<StudyProgress> progressProperty() {
        return progress;
    }

    /** The lesson "Continue where you left off" opens; null when nothing was opened yet or all are completed. */
    public ReadOnlyObjectProperty<Lesson> continueWithProperty() {
        return continueWith;
    }

    /** "Continue where you left off: <title>" or "Next: <title>". */
    public ReadOnlyStringProperty continueTextProperty() {
        return continueText;
    }

    /** Opens the lesson to continue with. */
    public void openContinue() {
        Optional.ofNullable(continueWith.get()).ifPresent(this::open);
    }

    public ReadOnlyStringProperty problemsProperty() {
        return problems;
    }
}
