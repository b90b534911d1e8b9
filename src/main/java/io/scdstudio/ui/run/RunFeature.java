package io.scdstudio.ui.run;

import io.scdstudio.project.Design;
import io.scdstudio.ui.FeatureContext;
import io.scdstudio.ui.FeatureProvider;
import io.scdstudio.ui.FeatureTab;
import io.scdstudio.ui.PaneFeature;
import io.scdstudio.ui.PreviewResult;
import io.scdstudio.ui.StudioFeature;

/** The Run tab: the design on the other engine (Spark + Delta), compared with the preview, with its history. */
public final class RunFeature extends PaneFeature<RunViewModel, RunView> {
    RunFeature(FeatureContext context) {
        super(
                FeatureTab.RUN,
                new RunViewModel(
                        context.service(RunEngine.class),
                        context.runners().jobs(),
                        context.document(),
                        context::reportError),
                RunView::new);
        viewModel()
                .engineSettings()
                .usePreferences(
                        context.settings().engine(), chosen -> context.updateSettings(s -> s.withEngine(chosen)));
    }

    @Override
    public void designOpened(Design design) {
        viewModel().designOpened();
    }

    @Override
    public void previewReady(PreviewResult result) {
        viewModel().setPreview(result);
    }

    /** Opening the Run tab is the sign a run is coming: the engine's session starts while the user looks around. */
    @Override
    protected void showing(boolean now) {
        if (now) {
            viewModel().warmUp();
        }
    }

    /** A pause of the learner's is when Spark can start without slowing anything they do. */
    @Override
    public void windowIdle() {
        viewModel().warmUp();
    }

    public static final class Provider implements FeatureProvider {
        @Override
        public StudioFeature create(FeatureContext context) {
            return new RunFeature(context);
        }
    }
}
