package io.scdstudio.ui.shell;

import io.scdstudio.ui.Styles;
import io.scdstudio.ui.lesson.MarkdownView;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.image.Image;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Help > User Guide: docs/studio.md, bundled in the jar with its screenshots and the pages it links to, in a window
 * of its own beside the studio, drawn by the lessons' Markdown view, so it works offline and needs no browser.
 */
final class HelpWindow {
    static final String GUIDE = "/io/scdstudio/ui/shell/guide/";
    static final String START = "studio.md";
    private static Stage open;

    private HelpWindow() {}

    static void show(Window owner) {
        if (open != null && open.isShowing()) {
            open.toFront();
            return;
        }
        Stage stage = new Stage();
        // A link to another bundled page (formats.md, lessons.md) opens it here; Back returns to the guide.
        AtomicReference<Consumer<String>> openPage = new AtomicReference<>();
        MarkdownView guide = new MarkdownView(
                        link -> bundledPage(link.destination())
                                .ifPresent(n -> openPage.get().accept(n)),
                        false)
                .withImages(HelpWindow::screenshot);
        guide.setId("helpGuide");
        guide.setPadding(new Insets(16, 24, 24, 24));
        ScrollPane scroll = new ScrollPane(guide);
        scroll.setFitToWidth(true);
        VBox contents = new VBox(2);
        contents.setId("helpContents");
        contents.setPadding(new Insets(16, 8, 16, 16));
        ScrollPane side = new ScrollPane(contents);
        side.setFitToWidth(true);
        side.setPrefWidth(230);
        BorderPane page = new BorderPane(scroll);
        page.setLeft(side);
        Button back = new Button("Back to the guide");
        back.setId("helpBack");
        HBox bar = new HBox(back);
        bar.setPadding(new Insets(8, 24, 0, 24));
        openPage.set(name -> {
            guide.show(pageText(name));
            scroll.setVvalue(0);
            fillContents(contents, guide, scroll);
            page.setTop(name.equals(START) ? null : bar);
        });
        back.setOnAction(e -> openPage.get().accept(START));
        openPage.get().accept(START);
        stage.initOwner(owner);
        stage.setTitle("SCD Studio guide");
        Scene scene = new Scene(page, 1100, 760);
        scene.getStylesheets().setAll(owner.getScene().getStylesheets());
        scene.getRoot().setStyle(owner.getScene().getRoot().getStyle());
        // A help window closes the way others do: Esc, or Ctrl+W.
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.ESCAPE), stage::close);
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.W, KeyCombination.SHORTCUT_DOWN), stage::close);
        stage.setScene(scene);
        AppIcons.addTo(stage);
        stage.show();
        open = stage;
        // The focus would go to the guide's first link and scroll the page down to it: it starts in the contents.
        Platform.runLater(() -> {
            contents.getChildren().stream()
                    .filter(Hyperlink.class::isInstance)
                    .findFirst()
                    .ifPresent(Node::requestFocus);
            scroll.setVvalue(0);
        });
    }

    /** The page's sections, each a link that scrolls the page to its heading. */
    private static void fillContents(VBox contents, MarkdownView guide, ScrollPane scroll) {
        contents.getChildren().clear();
        Label title = new Label("Contents");
        title.getStyleClass().add(Styles.SECTION_TITLE);
        contents.getChildren().add(title);
        for (Node n : guide.getChildren()) {
            if (n.getStyleClass().contains(Styles.MD_H2) && n instanceof TextFlow heading) {
                String text = heading.getChildren().stream()
                        .filter(Text.class::isInstance)
                        .map(t -> ((Text) t).getText())
                        .collect(Collectors.joining());
                Hyperlink link = new Hyperlink(text);
                link.setMnemonicParsing(false);
                link.setWrapText(true);
                link.setOnAction(e -> {
                    double scrollable =
                            guide.getHeight() - scroll.getViewportBounds().getHeight();
                    scroll.setVvalue(
                            scrollable <= 0
                                    ? 0
                                    : Math.min(1, heading.getBoundsInParent().getMinY() / scrollable));
                });
                contents.getChildren().add(link);
            }
        }
    }

    /** The bundled page a guide's link leads to ("formats.md", "lessons.md#section"), if this build has it. */
    static Optional<String> bundledPage(String destination) {
        String name = destination.contains("#") ? destination.substring(0, destination.indexOf('#')) : destination;
        if (!name.endsWith(".md") || name.contains("/") || name.contains(":")) {
            return Optional.empty();
        }
        return HelpWindow.class.getResource(GUIDE + name) == null ? Optional.empty() : Optional.of(name);
    }

    static String pageText(String name) {
        try (InputStream in = HelpWindow.class.getResourceAsStream(GUIDE + name)) {
            if (in == null) {
                return "# The guide is missing\n\nThis build has no bundled docs/" + name + ".";
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
