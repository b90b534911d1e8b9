package io.scdstudio.ui.preview;

import io.scdstudio.project.Design;
import io.scdstudio.ui.FeatureContext;
import io.scdstudio.ui.FeatureProvider;
import io.scdstudio.ui.FeatureTab;
import io.scdstudio.ui.PaneFeature;
import io.scdstudio.ui.StudioFeature;
import java.util.List;

/**
 * The Preview tab: the target after each event, stepped through. The window computes the runs and hands them to
 * its view model ({@link PreviewViewModel#prepare}, {@link PreviewViewModel#show}); other features read the
 * position and rows from it.
 */
public final class PreviewFeature extends PaneFeature<PreviewViewModel, PreviewView> {
    PreviewFeature(FeatureContext context) {
        super(FeatureTab.PREVIEW, new PreviewViewModel(context.runners().steps()), PreviewView::new);
        viewModel().hiddenProperty().bind(context.answersHiddenProperty());
    }

    @Override
    public List<String> stylesheets() {
        return List.of("/io/scdstudio/ui/preview/preview.css");
    }

    /** Another design's keys and batches mean nothing here: the key filter, the chosen row and the batch typed go. */
    @Override
    public void designOpened(Design design) {
        viewModel().keyFilterProperty().set("");
        viewModel().selectedRowProperty().set(null);
        madeView().ifPresent(PreviewView::designOpened);
    }

    public static final class Provider implements FeatureProvider {
        @Override
        public StudioFeature create(FeatureContext context) {
            return new PreviewFeature(context);
        }
    }
}
