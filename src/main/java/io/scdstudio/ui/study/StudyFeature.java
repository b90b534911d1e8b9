package io.scdstudio.ui.study;

import io.scdstudio.ui.FeatureContext;
import io.scdstudio.ui.FeatureProvider;
import io.scdstudio.ui.FeatureTab;
import io.scdstudio.ui.PaneFeature;
import io.scdstudio.ui.StudioFeature;

/**
 * The Study tab: progress kept between sessions and a timed exam across the library. It is about the learner, not
 * the open design, so a design opened or changed leaves a round and its review as they are; while a round is
 * answered, the answers (the lesson, the preview, the settings, the other tabs) are hidden.
 */
public final class StudyFeature extends PaneFeature<StudyViewModel, StudyView> {
    public static final FeatureTab TAB = new FeatureTab("studyTab", "Study", 45);

    StudyFeature(FeatureContext context) {
        super(
                TAB,
                new StudyViewModel(
                        context.study(),
                        context::library,
                        context.runners().exams(),
                        System::currentTimeMillis,
                        context::openLesson),
                StudyView::new);
        context.hideAnswersWhile(viewModel().examOpen());
    }

    @Override
    protected void showing(boolean now) {
        if (now) {
            viewModel().refresh();
        }
    }

    public static final class Provider implements FeatureProvider {
        @Override
        public StudioFeature create(FeatureContext context) {
            return new StudyFeature(context);
        }
    }
}
