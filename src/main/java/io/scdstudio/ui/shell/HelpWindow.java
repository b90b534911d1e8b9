package io.scdstudio.ui.shell;

import io.scdstudio.ui.lesson.MarkdownView;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import javafx.scene.Scene;
import javafx.scene.control.ScrollPane;
import javafx.scene.image.Image;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Help > User Guide: docs/studio.md, bundled in the jar with its screenshots, in a window of its own beside the
 * studio, drawn by the lessons' Markdown view, so it works offline and needs no browser.
 */
final class HelpWindow {
    static final String GUIDE = "/io/scdstudio/ui/shell/guide/";
    private static Stage open;

    private HelpWindow() {
    }

    static void show(Window owner) {
        if (open != null && open.isShowing()) {
            open.toFront();
            return;
        }
        MarkdownView guide = new MarkdownView(link -> { }, false).withImages(HelpWindow::screenshot);
        guide.setId("helpGuide");
        guide.show(guideText());
        guide.setPadding(new javafx.geometry.Insets(16, 24, 24, 24));
        ScrollPane scroll = new ScrollPane(guide);
        scroll.setFitToWidth(true);
        Stage stage = new Stage();
        stage.initOwner(owner);
        stage.setTitle("SCD Studio guide");
        Scene scene = new Scene(scroll, 880, 760);
        scene.getStylesheets().setAll(owner.getScene().getStylesheets());
        stage.setScene(scene);
        AppIcons.addTo(stage);
        stage.show();
        open = stage;
    }

    static String guideText() {
        try (InputStream in = HelpWindow.class.getResourceAsStream(GUIDE + "studio.md")) {
            if (in == null) {
                return "# The guide is missing\n\nThis build has no bundled docs/studio.md.";
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Optional<Image> screenshot(String destination) {
        if (destination.contains("..") || destination.contains(":")) {
            return Optional.empty();
        }
        // Loaded in the background: the guide has a score of screenshots, and the window should open at once.
        return Optional.ofNullable(HelpWindow.class.getResource(GUIDE + destination))
                .map(url -> new Image(url.toExternalForm(), 760, 0, true, true, true));
    }
}
