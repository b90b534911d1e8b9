package io.scdstudio.ui.shell;

import javafx.application.Application;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;

/**
 * The JavaFX application. For now a placeholder window that says what SCD Studio is and points to the
 * command line, which already runs, checks and explains flows.
 */
public final class StudioApp extends Application {

    public static void launchWindow(String[] args) {
        Application.launch(StudioApp.class, args);
    }

    @Override
    public void start(Stage stage) {
        Label title = new Label("SCD Studio");
        title.setId("title");
        title.getStyleClass().add("title");
        Label body = new Label("Design and simulate Databricks AUTO CDC flows (SCD type 1 and 2).\n\n"
                + "The studio window is on its way. Meanwhile the command line runs, checks and explains flows:\n"
                + "  java -jar target/app/scd-studio.jar run sample-data/users-docs-example\n"
                + "  java -jar target/app/scd-studio.jar explain sample-data/customer-moves --scd 2\n"
                + "  java -jar target/app/scd-studio.jar help");
        body.setId("placeholder");
        VBox root = new VBox(16, title, body);
        root.setPadding(new Insets(24));
        Scene scene = new Scene(root, 720, 320);
        scene.getStylesheets().add(StudioApp.class.getResource("/io/scdstudio/ui/shell/shell.css").toExternalForm());
        stage.setTitle("SCD Studio");
        stage.setScene(scene);
        stage.show();
    }
}
