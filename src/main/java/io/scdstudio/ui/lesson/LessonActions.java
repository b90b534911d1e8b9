package io.scdstudio.ui.lesson;

import io.scdstudio.lesson.Lesson;

/** What a lesson's links and buttons do to the rest of the window. */
public interface LessonActions {
    /** Shows the target after event {@code n} (1-based) with its explanation. */
    void showEvent(int n);

    /** Follows one key in the preview. */
    void followKey(String keyText);

    /** Shows the target after the last event of batch {@code n}. */
    void showBatch(int n);

    /**
     * Opens another lesson of the library, which arrives later ({@link LessonViewModel#show}); false when it will not
     * (the learner chose to stay with unsaved changes).
     */
    boolean open(Lesson lesson);

    /** Shows the library browser. */
    void browse();
}
