package io.scdstudio.ui.timeline;

import io.scdstudio.project.Design;
import io.scdstudio.ui.FeatureContext;
import io.scdstudio.ui.FeatureProvider;
import io.scdstudio.ui.FeatureTab;
import io.scdstudio.ui.StudioFeature;
import io.scdstudio.ui.preview.PreviewFeature;
import java.util.List;
import javafx.scene.Node;

/** The Timeline tab: each key's versions along the sequence, and the table as of a point. */
public final class TimelineFeature implements StudioFeature {
    private final TimelineViewModel vm;
    private TimelineView view;

    TimelineFeature(FeatureContext context) {
        vm = new TimelineViewModel(context.feature(PreviewFeature.class).viewModel());
        vm.setActive(false);
    }

    public TimelineViewModel viewModel() {
        return vm;
    }

    @Override
    public FeatureTab tab() {
        return FeatureTab.TIMELINE;
    }

    @Override
    public Node view() {
        if (view == null) {
            view = new TimelineView(vm);
        }
        return view;
    }

    @Override
    public List<String> stylesheets() {
        return List.of("/io/scdstudio/ui/timeline/timeline.css");
    }

    @Override
    public void designOpened(Design design) {
        vm.designOpened();
        designChanged(design);
    }

    /** The as-of query names the design's own target. */
    @Override
    public void designChanged(Design design) {
        vm.setTargetName(design.flow().target());
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
            return new TimelineFeature(context);
        }
    }
}
