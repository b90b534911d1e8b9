package io.scdstudio.ui.practice;

import io.scdstudio.lesson.Lesson;
import io.scdstudio.practice.PracticeRound;
import io.scdstudio.practice.Question;
import io.scdstudio.project.Design;
import io.scdstudio.study.StudyProgress;
import io.scdstudio.ui.FeatureContext;
import io.scdstudio.ui.FeatureProvider;
import io.scdstudio.ui.FeatureTab;
import io.scdstudio.ui.PaneFeature;
import io.scdstudio.ui.PreviewResult;
import io.scdstudio.ui.StudioFeature;
import java.time.LocalDate;

/**
 * The Practice tab: a round of questions made from the open design's trace. While a question is open, what would
 * give the answer away (the preview, the lesson beside it, the settings, the other tabs) is hidden.
 */
public final class PracticeFeature extends PaneFeature<PracticeViewModel, PracticeView> {
    PracticeFeature(FeatureContext context) {
        super(
                FeatureTab.PRACTICE,
                new PracticeViewModel(
                        context.document(), context.runners().practice(), context::showEvent, new Progress(context)),
                PracticeView::new);
        context.hideAnswersWhile(viewModel().hidingProperty());
        context.keepLessonAwayWhile(viewModel().runningProperty());
    }

    /** A round is about the design it was made from: any change ends it. */
    @Override
    public void designOpened(Design design) {
        viewModel().otherDesignOpened();
    }

    @Override
    public void designChanged(Design design) {
        viewModel().stop();
    }

    @Override
    public void previewReady(PreviewResult result) {
        viewModel().setPreview(result);
    }

    /** Answers kept in the learner's progress, under the open lesson (or the design's name); a round answered to its end completes the lesson. */
    private record Progress(FeatureContext context) implements PracticeViewModel.Recorder {
        @Override
        public void answered(Question question, boolean right) {
            String about = about();
            context.study()
                    .update(p -> p.withAnswer(new StudyProgress.Answer(
                            LocalDate.now().toString(),
                            "practice",
                            about,
                            question.kind().name(),
                            right)));
        }

        @Override
        public long roundsAnswered() {
            String about = about();
            long answers = context.study().progress().answers().stream()
                    .filter(a -> "practice".equals(a.mode()) && about.equals(a.lesson()))
                    .count();
            return (answers + PracticeRound.DEFAULT_COUNT - 1) / PracticeRound.DEFAULT_COUNT;
        }

        @Override
        public String design() {
            return about();
        }

        private String about() {
            return context.lesson()
                    .map(Lesson::id)
                    .or(() -> context.document().design().map(d -> d.scenario().id()))
                    .orElse("");
        }

        @Override
        public void roundFinished() {
            context.lesson().ifPresent(l -> context.study().update(p -> p.withCompleted(l.id(), LocalDate.now())));
        }
    }

    public static final class Provider implements FeatureProvider {
        @Override
        public StudioFeature create(FeatureContext context) {
            return new PracticeFeature(context);
        }
    }
}
