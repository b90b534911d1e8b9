package io.scdstudio.ui.practice;

import io.scdstudio.project.Design;
import io.scdstudio.ui.FeatureContext;
import io.scdstudio.ui.FeatureProvider;
import io.scdstudio.ui.FeatureTab;
import io.scdstudio.ui.PaneFeature;
import io.scdstudio.ui.PreviewResult;
import io.scdstudio.ui.StudioFeature;

/**
 * The Practice tab: a round of questions made from the open design's trace. While a question is open, what would
 * give the answer away (the preview, the lesson beside it, the settings, the other tabs) is hidden.
 */
public final class PracticeFeature extends PaneFeature<PracticeViewModel, PracticeView> {
    PracticeFeature(FeatureContext context) {
        super(
                FeatureTab.PRACTICE,
                new PracticeViewModel(context.document(), context.runners().lessons(), context::showEvent),
                PracticeView::new);
        context.answersHiddenProperty().bind(viewModel().hidingProperty());
    }

    /** A round is about the design it was made from: any change ends it. */
    @Override
    public void designOpened(Design design) {
        viewModel().stop();
    }

    @Override
    public void designChanged(Design design) {
        viewModel().stop();
    }

    @Override
    public void previewReady(PreviewResult result) {
        viewModel().setPreview(result);
    }

    public static final class Provider implements FeatureProvider {
        @Override
        public StudioFeature create(FeatureContext context) {
            return new PracticeFeature(context);
        }
    }
}
