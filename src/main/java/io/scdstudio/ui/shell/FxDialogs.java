package io.scdstudio.ui.shell;

import io.scdstudio.feed.FeedFormats;
import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.study.LessonPacks;
import io.scdstudio.ui.ErrorReport;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.TextArea;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/** The real dialogs: file choosers and alerts; errors show their details in an expandable area. */
final class FxDialogs implements Dialogs {
    private final Window owner;

    FxDialogs(Window owner) {
        this.owner = owner;
    }

    @Override
    public Optional<Path> chooseFeedToOpen() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Open a change feed");
        chooser.getExtensionFilters()
                .addAll(
                        new FileChooser.ExtensionFilter("Change feeds", feedPatterns()),
                        new FileChooser.ExtensionFilter("All files", "*.*"));
        return Optional.ofNullable(chooser.showOpenDialog(owner)).map(File::toPath);
    }

    /** The registry's extensions, and a scenario's case.json (which opens its folder). */
    private static List<String> feedPatterns() {
        List<String> patterns = new ArrayList<>();
        FeedFormats.extensions().forEach(e -> patterns.add("*." + e));
        patterns.add(ScenarioReader.CASE_FILE);
        return patterns;
    }

    @Override
    public Optional<Path> chooseLessonPack() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Open a lesson pack");
        chooser.getExtensionFilters()
                .addAll(
                        new FileChooser.ExtensionFilter("Lesson packs", "*" + LessonPacks.EXTENSION),
                        new FileChooser.ExtensionFilter("All files", "*.*"));
        return Optional.ofNullable(chooser.showOpenDialog(owner)).map(File::toPath);
    }

    @Override
    public Optional<Path> chooseFolderToOpen() {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle("Open a scenario folder");
        return Optional.ofNullable(chooser.showDialog(owner)).map(File::toPath);
    }

    @Override
    public Optional<Path> chooseFolderToSave() {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle("Save the design as a scenario folder (choose a new or empty folder)");
        return Optional.ofNullable(chooser.showDialog(owner)).map(File::toPath);
    }

    @Override
    public boolean confirmReplace(Path folder) {
        Alert a = new Alert(
                Alert.AlertType.CONFIRMATION,
                "The folder " + folder + " already holds files, "
                        + "perhaps your own feed. Saving replaces the folder's files with this design (a README.md and a "
                        + "lesson.json there stay).",
                ButtonType.CANCEL,
                new ButtonType("Replace", ButtonBar.ButtonData.OK_DONE));
        a.initOwner(owner);
        a.setHeaderText("Replace the folder?");
        return a.showAndWait()
                .map(b -> b.getButtonData() == ButtonBar.ButtonData.OK_DONE)
                .orElse(false);
    }

    @Override
    public UnsavedChoice askAboutUnsavedChanges(String designName, boolean ownCopy) {
        Alert a = unsavedChangesAlert(designName, ownCopy);
        a.initOwner(owner);
        ButtonType answer = a.showAndWait().orElse(ButtonType.CANCEL);
        return answer.getButtonData() == ButtonBar.ButtonData.YES
                ? UnsavedChoice.SAVE
                : answer.getButtonData() == ButtonBar.ButtonData.NO ? UnsavedChoice.DISCARD : UnsavedChoice.CANCEL;
    }

    /**
     * Titled for what it asks (not the platform's "Confirmation"), naming the design, with Save first. A learner who
     * changed a lesson's settings was asked to "save the changes to" the lesson, and feared writing over it.
     */
    static Alert unsavedChangesAlert(String designName, boolean ownCopy) {
        Alert a = new Alert(
                Alert.AlertType.CONFIRMATION,
                ownCopy
                        ? "Save your changes to " + designName
                                + " in a folder of your own? The original stays as it is."
                        : "Save the changes to " + designName + "?",
                new ButtonType("Save", ButtonBar.ButtonData.YES),
                new ButtonType("Don't save", ButtonBar.ButtonData.NO),
                ButtonType.CANCEL);
        a.setTitle("Unsaved changes");
        a.setHeaderText("The design has unsaved changes");
        return a;
    }

    @Override
    public boolean askRestoreRecovered(String designName) {
        Alert a = new Alert(
                Alert.AlertType.CONFIRMATION,
                "The last session ended before " + designName + " was saved. Restore the recovered design?",
                ButtonType.NO,
                ButtonType.YES);
        a.initOwner(owner);
        a.setHeaderText("Recover unsaved work");
        return a.showAndWait().orElse(ButtonType.NO) == ButtonType.YES;
    }

    @Override
    public void showError(ErrorReport report) {
        Alert a = errorAlert(report);
        a.initOwner(owner);
        a.showAndWait();
    }

    /**
     * The one error dialog: the short message, and the details (where, why, how to fix, or our stack trace)
     * collapsed behind the dialog pane's "Show Details" toggle, so no one meets a stack trace unasked.
     */
    static Alert errorAlert(ErrorReport report) {
        Alert a = new Alert(Alert.AlertType.ERROR, report.summary(), ButtonType.OK);
        a.setHeaderText(report.heading());
        a.setResizable(true);
        a.getDialogPane().setId("errorDialog");
        TextArea details = new TextArea(report.details());
        details.setId("errorDetails");
        details.setEditable(false);
        details.setWrapText(true);
        details.setPrefRowCount(12);
        a.getDialogPane().setExpandableContent(details);
        a.getDialogPane().setExpanded(false);
        return a;
    }
}
