package io.scdstudio.ui.shell;

import io.scdstudio.ui.ErrorReport;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Answers the window's questions as a test sets them, and records the errors shown. */
final class StubDialogs implements Dialogs {
    Path folderToSave;
    int foldersToSaveAsked;
    boolean replace = true;
    UnsavedChoice unsaved = UnsavedChoice.DISCARD;
    boolean restore = true;
    final List<ErrorReport> errors = new ArrayList<>();
    final List<Path> replaceAsked = new ArrayList<>();
    final List<String> unsavedAsked = new ArrayList<>();

    @Override
    public Optional<Path> chooseFeedToOpen() {
        return Optional.empty();
    }

    @Override
    public Optional<Path> chooseFolderToOpen() {
        return Optional.empty();
    }

    @Override
    public Optional<Path> chooseFolderToSave() {
        foldersToSaveAsked++;
        return Optional.ofNullable(folderToSave);
    }

    @Override
    public boolean confirmReplace(Path folder) {
        replaceAsked.add(folder);
        return replace;
    }

    @Override
    public UnsavedChoice askAboutUnsavedChanges(String designName, boolean ownCopy) {
        unsavedAsked.add(designName + (ownCopy ? " (saved as an own copy)" : ""));
        return unsaved;
    }

    @Override
    public boolean askRestoreRecovered(String designName) {
        return restore;
    }

    @Override
    public void showError(ErrorReport report) {
        errors.add(report);
    }
}
