package io.scdstudio.ui.compare;

import io.scdstudio.project.Design;
import io.scdstudio.ui.FeatureContext;
import io.scdstudio.ui.FeatureProvider;
import io.scdstudio.ui.FeatureTab;
import io.scdstudio.ui.PaneFeature;
import io.scdstudio.ui.StudioFeature;
import io.scdstudio.ui.preview.PreviewFeature;

/** The Textbook MERGE tab: what the MERGE most teams write by hand makes of the same feed, and why it differs. */
public final class CompareFeature extends PaneFeature<CompareViewModel, CompareView> {
    CompareFeature(FeatureContext context) {
        super(
                FeatureTab.COMPARE,
                new CompareViewModel(context.document(), context.runners().lessons(), context::showEvent),
                CompareView::new);
        // The cards follow the key followed in the preview, as the Timeline does.
        viewModel()
                .keyFilterProperty()
                .bind(context.feature(PreviewFeature.class).viewModel().keyFilterProperty());
    }

    @Override
    public void designOpened(Design design) {
        // Another lesson starts at the top, with AUTO CDC's table, not where the last one was scrolled to.
        view().toTop();
        viewModel().refresh();
    }

    @Override
    public void designChanged(Design design) {
        viewModel().refresh();
    }

    @Override
    protected void showing(boolean now) {
        viewModel().setActive(now);
    }

    public static final class Provider implements FeatureProvider {
        @Override
        public StudioFeature create(FeatureContext context) {
            return new CompareFeature(context);
        }
    }
}
