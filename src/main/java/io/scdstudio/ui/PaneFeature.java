package io.scdstudio.ui;

import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import javafx.scene.Node;

/**
 * What most features are: a tab, a view model made with the feature, and a view made from it once, when the window
 * asks (on the thread that builds the window). A feature extends this and overrides the lifecycle calls it needs.
 *
 * @param <M> the view model
 * @param <V> the view
 */
public abstract class PaneFeature<M, V extends Node> implements StudioFeature {
    private final FeatureTab tab;
    private final M model;
    private final Function<M, V> makeView;
    private V view;

    protected PaneFeature(FeatureTab tab, M model, Function<M, V> makeView) {
        this.tab = Objects.requireNonNull(tab, "tab");
        this.model = Objects.requireNonNull(model, "model");
        this.makeView = Objects.requireNonNull(makeView, "makeView");
    }

    public final M viewModel() {
        return model;
    }

    @Override
    public final FeatureTab tab() {
        return tab;
    }

    /** The tab was brought forward ({@code true}) or left. */
    protected void showing(boolean now) {}

    @Override
    public final void shown() {
        showing(true);
    }

    @Override
    public final void hidden() {
        showing(false);
    }

    /** The view if it was made: a design opened while the tab was never shown has nothing of the last one to clear. */
    protected final Optional<V> madeView() {
        return Optional.ofNullable(view);
    }

    @Override
    public final V view() {
        if (view == null) {
            view = makeView.apply(model);
        }
        return view;
    }
}
