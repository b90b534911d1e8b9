package io.scdstudio.ui.code;

import io.scdstudio.project.Design;
import io.scdstudio.ui.FeatureContext;
import io.scdstudio.ui.FeatureProvider;
import io.scdstudio.ui.FeatureTab;
import io.scdstudio.ui.PaneFeature;
import io.scdstudio.ui.StudioFeature;

/** The Code tab: the open design as each export target writes it. */
public final class CodeFeature extends PaneFeature<CodeViewModel, CodeView> {
    CodeFeature(FeatureContext context) {
        super(
                FeatureTab.CODE,
                new CodeViewModel(context.document()),
                vm -> new CodeView(vm, context.runners().code(), (message, e) -> context.reportError(e)));
    }

    /** Another design's code is read from its first line. */
    @Override
    public void designOpened(Design design) {
        viewModel().refresh();
        viewModel().designOpened();
    }

    @Override
    public void designChanged(Design design) {
        viewModel().refresh();
    }

    @Override
    protected void showing(boolean now) {
        view().setShown(now);
    }

    public static final class Provider implements FeatureProvider {
        @Override
        public StudioFeature create(FeatureContext context) {
            return new CodeFeature(context);
        }
    }
}
