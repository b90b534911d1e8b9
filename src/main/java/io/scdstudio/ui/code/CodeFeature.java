package io.scdstudio.ui.code;

import io.scdstudio.project.Design;
import io.scdstudio.ui.FeatureContext;
import io.scdstudio.ui.FeatureProvider;
import io.scdstudio.ui.FeatureTab;
import io.scdstudio.ui.StudioFeature;
import javafx.scene.Node;

/** The Code tab: the open design as each export target writes it. */
public final class CodeFeature implements StudioFeature {
    private final CodeViewModel vm;
    private final FeatureContext context;
    private CodeView view;

    CodeFeature(FeatureContext context) {
        this.context = context;
        vm = new CodeViewModel(context.document());
    }

    public CodeViewModel viewModel() {
        return vm;
    }

    @Override
    public FeatureTab tab() {
        return FeatureTab.CODE;
    }

    @Override
    public Node view() {
        if (view == null) {
            view = new CodeView(vm, (message, e) -> context.reportError(e));
        }
        return view;
    }

    /** Another design's code is read from its first line. */
    @Override
    public void designOpened(Design design) {
        vm.refresh();
        vm.designOpened();
    }

    @Override
    public void designChanged(Design design) {
        vm.refresh();
    }

    @Override
    public void shown() {
        ((CodeView) view()).setShown(true);
    }

    @Override
    public void hidden() {
        ((CodeView) view()).setShown(false);
    }

    public static final class Provider implements FeatureProvider {
        @Override
        public StudioFeature create(FeatureContext context) {
            return new CodeFeature(context);
        }
    }
}
