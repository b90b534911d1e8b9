package io.scdstudio.ui.timeline;

import io.scdstudio.project.Design;
import io.scdstudio.ui.FeatureContext;
import io.scdstudio.ui.FeatureProvider;
import io.scdstudio.ui.FeatureTab;
import io.scdstudio.ui.PaneFeature;
import io.scdstudio.ui.StudioFeature;
import io.scdstudio.ui.WhenStill;
import io.scdstudio.ui.preview.PreviewFeature;
import java.util.List;

/** The Timeline tab: each key's versions along the sequence, and the table as of a point. */
public final class TimelineFeature extends PaneFeature<TimelineViewModel, TimelineView> {
    /**
     * The pause in stepping the walk of a big run's trace waits for: longer than the gap between the steps of a held
     * key or a quick series of clicks, shorter than a long jump, after which the tab is often shown.
     */
    private static final long QUIET_MILLIS = 150;

    TimelineFeature(FeatureContext context) {
        super(
                FeatureTab.TIMELINE,
                new TimelineViewModel(
                        context.feature(PreviewFeature.class).viewModel(),
                        context.runners().asOf(),
                        new WhenStill(
                                        context.feature(PreviewFeature.class)
                                                .viewModel()
                                                .appliedProperty(),
                                        QUIET_MILLIS)
                                .runner(context.runners().timelineRuns())),
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
