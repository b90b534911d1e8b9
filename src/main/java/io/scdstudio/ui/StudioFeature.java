package io.scdstudio.ui;

import io.scdstudio.project.Design;
import java.util.List;
import javafx.scene.Node;

/**
 * A pane of the window with a tab of its own, as the window sees it: its tab, its view, its stylesheets, and what it
 * is told as the learner works. The window finds features through {@link FeatureProvider} and calls each in the
 * same order, so no pane decides for itself when another design has arrived.
 *
 * <p>The calls, all on the FX thread:
 *
 * <ul>
 *   <li>{@link #designOpened}: another design was opened (from a file, the library, Next lesson, a recovered copy).
 *       Forget everything of the design before: rows, columns, findings, positions, answers.
 *   <li>{@link #designChanged}: the open design was edited (a setting, a column type, undo).
 *   <li>{@link #previewReady}: the in-memory run of the design's latest revision is ready.
 *   <li>{@link #shown} and {@link #hidden}: the feature's tab was brought forward or left.
 *   <li>{@link #windowIdle}: the learner has left the window alone for a while (never during start-up or while
 *       stepping): work that makes a later action faster may start now, in the background.
 * </ul>
 */
public interface StudioFeature {
    FeatureTab tab();

    /** The tab's content, made once (on the thread that builds the window, which may not be the FX thread). */
    Node view();

    /** Stylesheets the view needs, as resource paths (added to the window's scene once). */
    default List<String> stylesheets() {
        return List.of();
    }

    default void designOpened(Design design) {}

    default void designChanged(Design design) {}

    default void previewReady(PreviewResult result) {}

    default void shown() {}

    default void hidden() {}

    default void windowIdle() {}
}
