package io.scdstudio.ui.theme;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import javafx.application.Application;
import javafx.scene.Scene;

/**
 * The window's colour themes: AtlantaFX's Primer theme as the user-agent stylesheet, plus this app's own colours
 * (code tokens, diff rows, version bars) in one stylesheet per theme. Every other stylesheet names colours only by
 * the variables these define or AtlantaFX's, so a theme is these two files and nothing else.
 */
public enum Theme {
    LIGHT("Light", new PrimerLight().getUserAgentStylesheet()),
    DARK("Dark", new PrimerDark().getUserAgentStylesheet());

    private final String label;
    private final String userAgentStylesheet;

    Theme(String label, String userAgentStylesheet) {
        this.label = label;
        this.userAgentStylesheet = userAgentStylesheet;
    }

    public String label() {
        return label;
    }

    /** The name the settings file keeps. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The theme a settings file names; an unknown name (a later version's theme) reads as light. */
    public static Theme byId(String id) {
        return find(id).orElse(LIGHT);
    }

    static Optional<Theme> find(String id) {
        return Arrays.stream(values()).filter(t -> t.id().equals(id)).findFirst();
    }

    /** This app's colour stylesheet of the theme. */
    public String colours() {
        return Theme.class.getResource(id() + ".css").toExternalForm();
    }

    /**
     * Puts the theme on the application and on {@code scene}, replacing the other theme's colours: first in the
     * scene's list, so the feature stylesheets after it can use its variables.
     */
    public void apply(Scene scene) {
        Application.setUserAgentStylesheet(userAgentStylesheet);
        for (Theme other : values()) {
            scene.getStylesheets().remove(other.colours());
        }
        scene.getStylesheets().add(0, colours());
    }
}
