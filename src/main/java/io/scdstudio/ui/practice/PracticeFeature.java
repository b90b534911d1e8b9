package io.scdstudio.ui.practice;

import io.scdstudio.project.Design;
import io.scdstudio.ui.FeatureContext;
import io.scdstudio.ui.FeatureProvider;
import io.scdstudio.ui.FeatureTab;
import io.scdstudio.ui.PreviewResult;
import io.scdstudio.ui.StudioFeature;
import javafx.scene.Node;

/**
 * The Practice tab: a round of questions made from the open design's trace. While a round runs, what would give the
 * answers away (the preview, the lesson beside it) is hidden.
 */
public final class PracticeFeature implements StudioFeature {
    private final PracticeViewModel vm;
    private PracticeView view;

    PracticeFeature(FeatureContext context) {
        vm = new PracticeViewModel(context.document(), context.runners().lessons(), context::showEvent);
        context.answersHiddenProperty().bind(vm.hidingProperty());
    }

    public PracticeViewModel viewModel() {
        return vm;
    }

    @Override
    public FeatureTab tab() {
        return FeatureTab.PRACTICE;
    }

    @Override
    public Node view() {
        if (view == null) {
            view = new PracticeView(vm);
        }
        return view;
    }

    /** A round is about the design it was made from: any change ends it. */
    @Override
    public void designOpened(Design design) {
        vm.stop();
    }

    @Override
    public void designChanged(Design design) {
        vm.stop();
    }

    @Override
    public void previewReady(PreviewResult result) {
        vm.setPreview(result);
    }

    public static final class Provider implements FeatureProvider {
        @Override
        public StudioFeature create(FeatureContext context) {
            return new PracticeFeature(context);
        }
    }
}
