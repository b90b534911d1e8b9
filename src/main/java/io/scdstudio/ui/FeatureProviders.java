package io.scdstudio.ui;

import java.util.List;
import java.util.ServiceLoader;

/**
 * The window's features, as registered in {@code META-INF/services/io.scdstudio.ui.FeatureProvider}: found the way
 * export targets and feed formats are, so that adding a pane names it in no other pane and in no shell class.
 */
public final class FeatureProviders {
    private FeatureProviders() {}

    public static List<FeatureProvider> standard() {
        return ServiceLoader.load(FeatureProvider.class, FeatureProviders.class.getClassLoader()).stream()
                .map(ServiceLoader.Provider::get)
                .toList();
    }
}
