package io.scdstudio.ui.timeline;

import io.scdstudio.project.Design;
import io.scdstudio.ui.FeatureContext;
import io.scdstudio.ui.FeatureProvider;
import io.scdstudio.ui.FeatureTab;
import io.scdstudio.ui.PaneFeature;
import io.scdstudio.ui.StudioFeature;
import io.scdstudio.ui.preview.PreviewFeature;
import java.util.List;

/** The Timeline tab: each key's versions along the sequence, and the table as of a point. */
public final class TimelineFeature extends PaneFeature<TimelineViewModel, TimelineView> {
    TimelineFeature(FeatureContext context) {
        super(
                FeatureTab.TIMELINE,
                new TimelineViewModel(
                        context.feature(PreviewFeature.class).viewModel(),
                        context.runners().asOf(),
                        context.runners().timelineRuns()),
                TimelineView::new);
        viewModel().setActive(false);
    }

    @Override
    public List<String> stylesheets() {
        return List.of("/io/scdstudio/ui/timeline/timeline.css");
    }

    @Override
    public void designOpened(Design design) {
        viewModel().designOpened();
        madeView().ifPresent(TimelineView::designOpened);
        designChanged(design);
    }

    /** The as-of query names the design's own target. */
    @Override
    public void designChanged(Design design) {
        viewModel().setTargetName(design.flow().target());
    }

    @Override
    protected void showing(boolean now) {
        viewModel().setActive(now);
    }

    public static final class Provider implements FeatureProvider {
        @Override
        public StudioFeature create(FeatureContext context) {
            return new TimelineFeature(context);
        }
    }
}
