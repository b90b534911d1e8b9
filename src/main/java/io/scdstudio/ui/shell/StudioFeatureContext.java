package io.scdstudio.ui.shell;

import io.scdstudio.lesson.Lesson;
import io.scdstudio.lesson.LessonLibrary;
import io.scdstudio.project.StudioSettings;
import io.scdstudio.ui.DesignDocument;
import io.scdstudio.ui.FeatureContext;
import io.scdstudio.ui.Runners;
import io.scdstudio.ui.StudioFeature;
import io.scdstudio.ui.StudyLog;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import javafx.beans.binding.BooleanExpression;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.value.ObservableBooleanValue;

/** What the window gives each of its features. */
final class StudioFeatureContext implements FeatureContext {
    private final StudioViewModel studio;
    private final BooleanProperty answersHidden;
    /** What each feature that asks questions hides the answers while. */
    private final List<ObservableBooleanValue> hiders = new ArrayList<>();

    private final BooleanProperty lessonAway;
    private final List<ObservableBooleanValue> lessonKeepers = new ArrayList<>();

    StudioFeatureContext(StudioViewModel studio, BooleanProperty answersHidden, BooleanProperty lessonAway) {
        this.studio = studio;
        this.answersHidden = answersHidden;
        this.lessonAway = lessonAway;
    }

    @Override
    public DesignDocument document() {
        return studio.document();
    }

    @Override
    public Runners runners() {
        return studio.services().workers();
    }

    @Override
    public <T extends StudioFeature> T feature(Class<T> type) {
        return studio.feature(type);
    }

    @Override
    public <T> Optional<T> service(Class<T> type) {
        return studio.services().engine().filter(type::isInstance).map(type::cast);
    }

    @Override
    public void showEvent(int n) {
        studio.lessons().showEvent(n);
    }

    @Override
    public void reportError(Throwable error) {
        studio.reportError(error);
    }

    @Override
    public StudioSettings settings() {
        return studio.settings();
    }

    @Override
    public void updateSettings(UnaryOperator<StudioSettings> change) {
        studio.updateSettings(change.apply(studio.settings()));
    }

    @Override
    public ReadOnlyBooleanProperty answersHiddenProperty() {
        return answersHidden;
    }

    @Override
    public void hideAnswersWhile(ObservableBooleanValue condition) {
        holdWhileAny(answersHidden, hiders, condition);
    }

    @Override
    public void keepLessonAwayWhile(ObservableBooleanValue condition) {
        holdWhileAny(lessonAway, lessonKeepers, condition);
    }

    /** Binds {@code flag} to whether {@code condition} or any of the {@code conditions} before it holds. */
    private static void holdWhileAny(
            BooleanProperty flag, List<ObservableBooleanValue> conditions, ObservableBooleanValue condition) {
        BooleanExpression any = conditions.stream()
                .map(BooleanExpression::booleanExpression)
                .reduce(BooleanExpression.booleanExpression(condition), BooleanExpression::or);
        conditions.add(condition);
        flag.unbind();
        flag.bind(any);
    }

    @Override
    public StudyLog study() {
        return studio.study();
    }

    @Override
    public Optional<Lesson> lesson() {
        return studio.lessons().lesson().lesson();
    }

    @Override
    public LessonLibrary library() {
        // Features are made before the library is read: one that asks while it is made gets none yet.
        return studio.lessons() == null
                ? LessonLibrary.empty()
                : studio.lessons().library().library();
    }

    @Override
    public void openLesson(Lesson lesson, int n) {
        studio.lessons().openAt(lesson, n);
    }
}
