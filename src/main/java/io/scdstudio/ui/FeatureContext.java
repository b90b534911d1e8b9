package io.scdstudio.ui;

import io.scdstudio.lesson.Lesson;
import io.scdstudio.lesson.LessonLibrary;
import io.scdstudio.project.StudioSettings;
import java.util.Optional;
import java.util.function.UnaryOperator;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.value.ObservableBooleanValue;

/** What a feature is given by the window it lives in. */
public interface FeatureContext {
    /** The open design, its undo stack and revision. */
    DesignDocument document();

    /** The window's background runners, one per kind of work. */
    Runners runners();

    /** A feature made before this one, by its type; the window makes them in their providers' order. */
    <T extends StudioFeature> T feature(Class<T> type);

    /** A service this build of the window has, by type (the other engine, for instance), if it has one. */
    <T> Optional<T> service(Class<T> type);

    /** Shows the table after event {@code n} on the Preview tab. */
    void showEvent(int n);

    /** Reports a failure in the error dialog. */
    void reportError(Throwable error);

    /** The settings as last remembered. */
    StudioSettings settings();

    /** Changes the settings and remembers them. */
    void updateSettings(UnaryOperator<StudioSettings> change);

    /** The learner's progress, kept between sessions: a feature that asks questions records the answers. */
    StudyLog study();

    /** The lesson shown beside the open design, if it is one of a library's lessons. */
    Optional<Lesson> lesson();

    /** The bundled lesson library. */
    LessonLibrary library();

    /** Opens a lesson (asking first about unsaved changes) and shows the table after event {@code n}. */
    void openLesson(Lesson lesson, int n);

    /**
     * True while the learner answers questions: what would give the answers away (the preview, the lesson beside it,
     * the settings, the other tabs) is hidden.
     */
    ReadOnlyBooleanProperty answersHiddenProperty();

    /** Hides the answers while {@code condition} holds: a feature that asks questions gives its "a question is open". */
    void hideAnswersWhile(ObservableBooleanValue condition);

    /**
     * Keeps the lesson beside the tabs away while {@code condition} holds (a round of questions runs), also between
     * one question's Check and the next: coming back after each Check, it reflowed the question and moved its
     * buttons from under the learner's pointer.
     */
    void keepLessonAwayWhile(ObservableBooleanValue condition);
}
