package io.scdstudio.ui;

import javafx.scene.control.ButtonBase;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * Button icons from ikonli's Feather pack. They are font glyphs coloured by the theme (AtlantaFX styles
 * {@code .ikonli-font-icon}), so they follow light and dark without images of their own.
 */
public final class Icons {
    private Icons() {}

    public static FontIcon of(Ikon ikon) {
        FontIcon icon = new FontIcon(ikon);
        icon.getStyleClass().add(Styles.BUTTON_ICON);
        return icon;
    }

    /** Puts the icon on the button, before its text (or alone, for a button whose tooltip names it). */
    public static <B extends ButtonBase> B on(B button, Ikon ikon) {
        button.setGraphic(of(ikon));
        return button;
    }
}
