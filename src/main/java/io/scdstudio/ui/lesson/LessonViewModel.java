package io.scdstudio.ui.lesson;

import io.scdstudio.lesson.Lesson;
import io.scdstudio.lesson.LessonLibrary;
import io.scdstudio.lesson.LessonLink;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The lesson shown beside the preview, if any: where it stands in the suggested order, the lessons before and
 * after it, and what each of its links does ({@link #follow}). A link that points at nothing says so in
 * {@link #noticeProperty()} instead of doing nothing.
 */
public final class LessonViewModel {
    private final ObjectProperty<Lesson> lesson = new SimpleObjectProperty<>();
    private final ObjectProperty<Lesson> next = new SimpleObjectProperty<>();
    private final ObjectProperty<Lesson> previous = new SimpleObjectProperty<>();
    private final StringProperty place = new SimpleStringProperty("");
    private final StringProperty notice = new SimpleStringProperty("");
    private final LessonActions actions;
    private LessonLibrary library = LessonLibrary.empty();

    public LessonViewModel(LessonActions actions) {
        this.actions = actions;
    }

    /**
     * Lessons asked for with Next or Previous that have not arrived yet, oldest first. A lesson opens on a worker, and
     * each quick press used to start from the lesson still shown: three presses moved one lesson.
     */
    private final Deque<Lesson> asked = new ArrayDeque<>();

    public void setLibrary(LessonLibrary library) {
        this.library = library;
        show(Optional.ofNullable(lesson.get()));
    }

    public LessonLibrary library() {
        return library;
    }

    /** Shows a lesson of another library (a teacher's own folder), whose order "Next lesson" then follows. */
    public void show(Lesson shown, LessonLibrary of) {
        library = of;
        show(Optional.of(shown));
    }

    /** Shows a lesson, or none (a design that is not a lesson of the library). */
    public void show(Optional<Lesson> shown) {
        if (shown.isPresent() && asked.contains(shown.get())) {
            while (!asked.removeFirst().equals(shown.get())) {
                // Lessons asked for before this one were passed over by a later press.
            }
        } else {
            asked.clear();
        }
        notice.set("");
        lesson.set(shown.orElse(null));
        next.set(shown.flatMap(library::next).orElse(null));
        previous.set(shown.flatMap(library::previous).orElse(null));
        place.set(shown.map(l -> library.placeOf(l) > 0
                        ? "Lesson " + library.placeOf(l) + " of "
                                + library.lessons().size()
                        : "Lesson")
                .orElse(""));
    }

    public void close() {
        show(Optional.empty());
    }

    /** Does what a link of the lesson says: moves the preview, follows a key, or opens another lesson. */
    public void follow(LessonLink link) {
        notice.set("");
        if (link instanceof LessonLink.ToEvent e) {
            actions.showEvent(e.event());
        } else if (link instanceof LessonLink.ToKey k) {
            actions.followKey(k.keyText());
        } else if (link instanceof LessonLink.ToBatch b) {
            actions.showBatch(b.batch());
        } else if (link instanceof LessonLink.ToLesson l) {
            library.find(l.lessonId())
                    .ifPresentOrElse(
                            actions::open,
                            () -> notice.set("The lesson '" + l.lessonId() + "' is not in the library."));
        } else if (link instanceof LessonLink.Broken b) {
            notice.set("This link goes nowhere: " + b.problem() + ".");
        } else {
            notice.set("That link leads outside the app: " + link.destination());
        }
    }

    /** The lesson after the one shown, or after the last one asked for that has not arrived yet. */
    public void openNext() {
        lastAsked().flatMap(library::next).ifPresent(this::ask);
    }

    public void openPrevious() {
        lastAsked().flatMap(library::previous).ifPresent(this::ask);
    }

    /** Where Next and Previous go on from: the last lesson asked for that has not arrived, else the one shown. */
    private Optional<Lesson> lastAsked() {
        return Optional.ofNullable(asked.isEmpty() ? lesson.get() : asked.getLast());
    }

    private void ask(Lesson l) {
        if (actions.open(l)) {
            asked.addLast(l);
        }
    }

    public void browse() {
        actions.browse();
    }

    public ReadOnlyObjectProperty<Lesson> lessonProperty() {
        return lesson;
    }

    public Optional<Lesson> lesson() {
        return Optional.ofNullable(lesson.get());
    }

    public ReadOnlyObjectProperty<Lesson> nextProperty() {
        return next;
    }

    public ReadOnlyObjectProperty<Lesson> previousProperty() {
        return previous;
    }

    public ReadOnlyStringProperty placeProperty() {
        return place;
    }

    public ReadOnlyStringProperty noticeProperty() {
        return notice;
    }
}
