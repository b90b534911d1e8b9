package io.scdstudio.ui.shell;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.image.Image;
import javafx.stage.Stage;

/**
 * The app icon of {@code assets/}, which the build copies into the jar, in the sizes a window manager picks from
 * (title bar, task switcher, dock).
 */
public final class AppIcons {
    static final String FOLDER = "/io/scdstudio/ui/shell/icons/";
    private static final int[] SIZES = {16, 24, 32, 48, 64, 128, 256};

    private AppIcons() {}

    public static List<Image> all() {
        List<Image> images = new ArrayList<>();
        for (int size : SIZES) {
            InputStream png = AppIcons.class.getResourceAsStream(FOLDER + "scd-studio-" + size + ".png");
            if (png != null) {
                images.add(new Image(png));
            }
        }
        return images;
    }

    /** The largest size, for the About dialog. */
    static Image large() {
        return new Image(AppIcons.class.getResourceAsStream(FOLDER + "scd-studio-128.png"));
    }

    static void addTo(Stage stage) {
        stage.getIcons().setAll(all());
    }
}
