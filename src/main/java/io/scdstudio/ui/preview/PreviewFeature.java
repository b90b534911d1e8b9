package io.scdstudio.ui.preview;

import io.scdstudio.project.Design;
import io.scdstudio.ui.FeatureContext;
import io.scdstudio.ui.FeatureProvider;
import io.scdstudio.ui.FeatureTab;
import io.scdstudio.ui.StudioFeature;
import java.util.List;
import javafx.scene.Node;

/**
 * The Preview tab: the target after each event, stepped through. The window computes the runs and hands them to
 * its view model ({@link PreviewViewModel#prepare}, {@link PreviewViewModel#show}); other features read the
 * position and rows from it.
 */
public final class PreviewFeature implements StudioFeature {
    private final PreviewViewModel vm;
    private PreviewView view;

    PreviewFeature(FeatureContext context) {
        vm = new PreviewViewModel(context.runners().steps());
        vm.hiddenProperty().bind(context.answersHiddenProperty());
    }

    public PreviewViewModel viewModel() {
        return vm;
    }

    @Override
    public FeatureTab tab() {
        return FeatureTab.PREVIEW;
    }

    @Override
    public Node view() {
        if (view == null) {
            view = new PreviewView(vm);
        }
        return view;
    }

    @Override
    public List<String> stylesheets() {
        return List.of("/io/scdstudio/ui/preview/preview.css");
    }

    /** Another design's keys mean nothing here: the key filter and the chosen row go. */
    @Override
    public void designOpened(Design design) {
        vm.keyFilterProperty().set("");
        vm.selectedRowProperty().set(null);
    }

    public static final class Provider implements FeatureProvider {
        @Override
        public StudioFeature create(FeatureContext context) {
            return new PreviewFeature(context);
        }
    }
}
