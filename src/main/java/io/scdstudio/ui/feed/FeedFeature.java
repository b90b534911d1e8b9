package io.scdstudio.ui.feed;

import io.scdstudio.model.Feed;
import io.scdstudio.project.Design;
import io.scdstudio.ui.FeatureContext;
import io.scdstudio.ui.FeatureProvider;
import io.scdstudio.ui.FeatureTab;
import io.scdstudio.ui.PaneFeature;
import io.scdstudio.ui.PreviewResult;
import io.scdstudio.ui.StudioFeature;
import io.scdstudio.ui.preview.PreviewFeature;

/** The Feed tab: the events as read, the one the preview stands at marked, and the schema with its types. */
public final class FeedFeature extends PaneFeature<FeedViewModel, FeedView> {
    private Feed shownFeed;

    FeedFeature(FeatureContext context) {
        super(
                FeatureTab.FEED,
                new FeedViewModel(context.document(), context.runners().feeds(), context::reportError),
                FeedView::new);
        context.feature(PreviewFeature.class)
                .viewModel()
                .appliedProperty()
                .addListener((o, was, now) -> viewModel().currentEventProperty().set(now.intValue() - 1));
    }

    @Override
    public void designOpened(Design design) {
        shownFeed = null;
        designChanged(design);
        madeView().ifPresent(FeedView::designOpened);
    }

    /** Only a new feed (another design, or the same events read with other types) refills the table. */
    @Override
    public void designChanged(Design design) {
        Feed feed = design.scenario().feed();
        if (feed != shownFeed) {
            shownFeed = feed;
            viewModel().setFeed(feed, design.origin().getFileName().toString());
        }
    }

    @Override
    public void previewReady(PreviewResult result) {
        viewModel().resultProperty().set(result);
    }

    @Override
    protected void showing(boolean now) {
        view().setShown(now);
    }

    public static final class Provider implements FeatureProvider {
        @Override
        public StudioFeature create(FeatureContext context) {
            return new FeedFeature(context);
        }
    }
}
