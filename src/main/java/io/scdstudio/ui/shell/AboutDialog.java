package io.scdstudio.ui.shell;

import javafx.event.ActionEvent;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.image.ImageView;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/** Help > About: the icon and {@link AboutFacts}, with a button that copies them for a bug report. */
final class AboutDialog {
    private AboutDialog() {}

    static void show(Window owner, AboutFacts facts) {
        ButtonType copy = new ButtonType("Copy", ButtonBar.ButtonData.LEFT);
        Alert a = new Alert(Alert.AlertType.INFORMATION, "", copy, ButtonType.CLOSE);
        a.initOwner(owner);
        a.setTitle("About SCD Studio");
        a.setHeaderText(facts.app());
        a.setGraphic(new ImageView(AppIcons.large()));
        a.getDialogPane().setId("aboutDialog");
        Label learn = new Label(
                "Learn, design and prove Slowly Changing Dimension flows, the way Lakeflow AUTO CDC " + "runs them.");
        learn.setWrapText(true);
        VBox body = new VBox(
                6,
                learn,
                fact("aboutJava", facts.java()),
                fact("aboutJavaFx", facts.javafx()),
                fact("aboutEngines", facts.engines()),
                fact("aboutLicence", facts.licence()));
        body.setPrefWidth(460);
        a.getDialogPane().setContent(body);
        a.getDialogPane().lookupButton(copy).addEventFilter(ActionEvent.ACTION, e -> {
            ClipboardContent text = new ClipboardContent();
            text.putString(facts.asText());
            Clipboard.getSystemClipboard().setContent(text);
            e.consume();
        });
        a.show();
    }

    private static Label fact(String id, String text) {
        Label l = new Label(text);
        l.setId(id);
        l.setWrapText(true);
        return l;
    }
}
