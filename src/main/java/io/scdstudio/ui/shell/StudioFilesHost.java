package io.scdstudio.ui.shell;

import io.scdstudio.project.Design;
import io.scdstudio.ui.DesignDocument;
import java.nio.file.Path;
import javafx.beans.property.StringProperty;

/** What opening, saving and closing may do to the window, and no more. */
final class StudioFilesHost implements DesignFilesCommands.Host {
    private final StudioViewModel studio;

    StudioFilesHost(StudioViewModel studio) {
        this.studio = studio;
    }

    @Override
    public DesignDocument document() {
        return studio.document();
    }

    @Override
    public StudioServices services() {
        return studio.services();
    }

    @Override
    public StringProperty statusProperty() {
        return studio.statusProperty();
    }

    @Override
    public void opening(String what) {
        DesignFilesCommands.Host.super.opening(what);
        studio.preview().waitFor("Opening " + what + "… The table shows once its feed is read and folded.");
    }

    @Override
    public void show(Design design, boolean unsaved) {
        studio.show(design, unsaved);
    }

    @Override
    public void remember(Path path) {
        studio.remember(path);
    }

    @Override
    public RecoveryCopy recovery() {
        return studio.recovery();
    }

    /** A learner knows a lesson by its title, not by its folder. */
    @Override
    public String nameOf(Design design) {
        return studio.lessonTitleAt(design.origin().toString())
                .map(t -> "\u201c" + t + "\u201d")
                .orElseGet(() -> DesignFilesCommands.Host.super.nameOf(design));
    }
}
