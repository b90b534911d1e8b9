package io.scdstudio.ui.run;

import io.scdstudio.ui.FeatureContext;
import io.scdstudio.ui.FeatureProvider;
import io.scdstudio.ui.FeatureTab;
import io.scdstudio.ui.PreviewResult;
import io.scdstudio.ui.StudioFeature;
import javafx.scene.Node;

/** The Run tab: the design on the other engine (Spark + Delta), compared with the preview, with its history. */
public final class RunFeature implements StudioFeature {
    private final RunViewModel vm;
    private RunView view;

    RunFeature(FeatureContext context) {
        vm = new RunViewModel(
                context.service(RunEngine.class), context.runners().jobs(), context.document(), context::reportError);
        vm.engineSettings()
                .usePreferences(
                        context.settings().engine(), chosen -> context.updateSettings(s -> s.withEngine(chosen)));
    }

    public RunViewModel viewModel() {
        return vm;
    }

    @Override
    public FeatureTab tab() {
        return FeatureTab.RUN;
    }

    @Override
    public Node view() {
        if (view == null) {
            view = new RunView(vm);
        }
        return view;
    }

    @Override
    public void previewReady(PreviewResult result) {
        vm.setPreview(result);
    }

    /** Opening the Run tab is the sign a run is coming: the engine's session starts while the user looks around. */
    @Override
    public void shown() {
        vm.warmUp();
    }

    public static final class Provider implements FeatureProvider {
        @Override
        public StudioFeature create(FeatureContext context) {
            return new RunFeature(context);
        }
    }
}
