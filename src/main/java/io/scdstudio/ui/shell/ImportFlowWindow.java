package io.scdstudio.ui.shell;

import io.scdstudio.ui.Styles;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * File > Import Flow Code: paste Lakeflow SQL or Python, or open a {@code .sql}/{@code .py} file, and Import makes
 * it the design of the open feed (Edit > Undo takes it back). A problem stays in the window under the code, with
 * the caret on its line, so the user can mend it there.
 */
final class ImportFlowWindow {
    private ImportFlowWindow() {}

    static Stage show(Window owner, FlowCodeImport importer) {
        TextArea code = new TextArea();
        code.setId("importFlowText");
        code.setPromptText("Paste a Lakeflow flow: CREATE FLOW ... AS AUTO CDC INTO ... (SQL) or "
                + "dp.create_auto_cdc_flow(...) (Python)");
        code.getStyleClass().add(Styles.FLOW_CODE_INPUT);
        VBox.setVgrow(code, Priority.ALWAYS);
        Label problem = new Label();
        problem.setId("importFlowProblem");
        problem.getStyleClass().add(Styles.ERROR_TEXT);
        problem.setWrapText(true);
        Stage stage = new Stage();
        Button openFile = new Button("Open File…");
        openFile.setId("importFlowOpenFile");
        openFile.setOnAction(e -> chooseFile(stage, code, problem));
        Button apply = new Button("Import");
        apply.setId("importFlowApply");
        apply.setDefaultButton(false);
        Button cancel = new Button("Cancel");
        cancel.setCancelButton(true);
        cancel.setOnAction(e -> stage.close());
        apply.setOnAction(e -> {
            FlowCodeImport.Outcome outcome = importer.apply(code.getText());
            if (outcome.ok()) {
                stage.close();
                return;
            }
            problem.setText(outcome.problem().orElse(""));
            outcome.line().ifPresent(line -> caretToLine(code, line));
            code.requestFocus();
        });
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        Label hint = new Label("The design it reads replaces the open one's flow; Edit > Undo takes it back.");
        hint.getStyleClass().add(Styles.HINT_TEXT);
        VBox root = new VBox(8, hint, code, problem, new HBox(8, openFile, gap, cancel, apply));
        root.setPadding(new Insets(12));
        Scene scene = new Scene(root, 720, 480);
        scene.getStylesheets().setAll(owner.getScene().getStylesheets());
        stage.setScene(scene);
        stage.setTitle("Import flow code");
        stage.initOwner(owner);
        stage.initModality(Modality.WINDOW_MODAL);
        AppIcons.addTo(stage);
        stage.show();
        return stage;
    }

    private static void chooseFile(Stage stage, TextArea code, Label problem) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Open flow code");
        chooser.getExtensionFilters()
                .addAll(
                        new FileChooser.ExtensionFilter("Lakeflow SQL or Python", "*.sql", "*.py"),
                        new FileChooser.ExtensionFilter("All files", "*.*"));
        File file = chooser.showOpenDialog(stage);
        if (file == null) {
            return;
        }
        try {
            code.setText(Files.readString(file.toPath(), StandardCharsets.UTF_8));
            problem.setText("");
        } catch (IOException e) {
            problem.setText(file + ": cannot be read as UTF-8 text: " + e.getMessage());
        }
    }

    /** Puts the caret at the start of the 1-based {@code line} and selects that line. */
    static void caretToLine(TextArea code, int line) {
        String text = code.getText();
        int start = 0;
        for (int i = 1; i < line && start >= 0; i++) {
            int next = text.indexOf('\n', start);
            start = next < 0 ? -1 : next + 1;
        }
        if (start < 0) {
            return;
        }
        int end = text.indexOf('\n', start);
        code.selectRange(start, end < 0 ? text.length() : end);
    }
}
