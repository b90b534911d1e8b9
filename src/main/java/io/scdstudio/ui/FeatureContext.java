package io.scdstudio.ui;

import io.scdstudio.project.StudioSettings;
import java.util.Optional;
import java.util.function.UnaryOperator;
import javafx.beans.property.BooleanProperty;

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

    /**
     * True while the learner answers questions: what would give the answers away (the preview, the lesson beside it)
     * is hidden. A feature that asks questions binds it.
     */
    BooleanProperty answersHiddenProperty();
}
