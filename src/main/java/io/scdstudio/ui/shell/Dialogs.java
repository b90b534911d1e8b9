package io.scdstudio.ui.shell;

import io.scdstudio.ui.ErrorReport;
import java.nio.file.Path;
import java.util.Optional;

/** The questions the window asks the user; tests answer them without a dialog. */
public interface Dialogs {

    enum UnsavedChoice {
        SAVE,
        DISCARD,
        CANCEL
    }

    Optional<Path> chooseFeedToOpen();

    Optional<Path> chooseFolderToOpen();

    /** A lesson pack (.scdpack) to open into the library; none where the window has no file chooser. */
    default Optional<Path> chooseLessonPack() {
        return Optional.empty();
    }

    Optional<Path> chooseFolderToSave();

    boolean confirmReplace(Path folder);

    /**
     * {@code ownCopy}: the design has no folder of its own (a library lesson, a feed file), so saving makes a new
     * folder and leaves the original as it is.
     */
    UnsavedChoice askAboutUnsavedChanges(String designName, boolean ownCopy);

    boolean askRestoreRecovered(String designName);

    void showError(ErrorReport report);
}
