package io.scdstudio.ui.compare;

import io.scdstudio.project.Design;
import io.scdstudio.ui.FeatureContext;
import io.scdstudio.ui.FeatureProvider;
import io.scdstudio.ui.FeatureTab;
import io.scdstudio.ui.StudioFeature;
import javafx.scene.Node;

/** The Textbook MERGE tab: what the MERGE most teams write by hand makes of the same feed, and why it differs. */
public final class CompareFeature implements StudioFeature {
    private final CompareViewModel vm;
    private CompareView view;

    CompareFeature(FeatureContext context) {
        vm = new CompareViewModel(context.document(), context.runners().lessons(), context::showEvent);
    }

    public CompareViewModel viewModel() {
        return vm;
    }

    @Override
    public FeatureTab tab() {
        return FeatureTab.COMPARE;
    }

    @Override
    public Node view() {
        if (view == null) {
            view = new CompareView(vm);
        }
        return view;
    }

    @Override
    public void designOpened(Design design) {
        vm.refresh();
    }

    @Override
    public void designChanged(Design design) {
        vm.refresh();
    }

    @Override
    public void shown() {
        vm.setActive(true);
    }

    @Override
    public void hidden() {
        vm.setActive(false);
    }

    public static final class Provider implements FeatureProvider {
        @Override
        public StudioFeature create(FeatureContext context) {
            return new CompareFeature(context);
        }
    }
}
