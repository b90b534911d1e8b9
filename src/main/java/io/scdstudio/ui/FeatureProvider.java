package io.scdstudio.ui;

/**
 * Makes a feature for a window: registered in {@code META-INF/services/io.scdstudio.ui.FeatureProvider}, in the order
 * the window makes them (a feature may ask for one made before it through {@link FeatureContext#feature}).
 */
public interface FeatureProvider {
    StudioFeature create(FeatureContext context);
}
