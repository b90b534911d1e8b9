package io.scdstudio.ui;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.project.Design;
import java.util.Optional;
import java.util.function.UnaryOperator;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The open design, shared by every feature: the design itself, the undo stack of its flow edits, and a
 * revision counter that moves on every change. Features refresh on the revision; the design is unsaved
 * while the revision differs from the one last saved.
 */
public final class DesignDocument {
    private final ObjectProperty<Design> design = new SimpleObjectProperty<>();
    private final LongProperty revision = new SimpleLongProperty();
    private final LongProperty savedRevision = new SimpleLongProperty();
    private final BooleanProperty canUndo = new SimpleBooleanProperty();
    private final BooleanProperty canRedo = new SimpleBooleanProperty();
    private final BooleanBinding dirty = Bindings.notEqual(revision, savedRevision);
    private final UndoStack undo = new UndoStack();

    public ReadOnlyObjectProperty<Design> designProperty() {
        return design;
    }

    public Optional<Design> design() {
        return Optional.ofNullable(design.get());
    }

    /** The flow being edited, when it is a CDC flow (snapshot flows are shown but not edited here). */
    public Optional<CdcFlowSettings> cdcFlow() {
        return design().map(Design::flow).filter(CdcFlowSettings.class::isInstance).map(CdcFlowSettings.class::cast);
    }

    public ReadOnlyLongProperty revisionProperty() {
        return revision;
    }

    public BooleanBinding dirtyProperty() {
        return dirty;
    }

    public boolean isDirty() {
        return dirty.get();
    }

    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo;
    }

    public ReadOnlyBooleanProperty canRedoProperty() {
        return canRedo;
    }

    /** Replaces the design (open, recover): a fresh history, saved unless {@code unsaved}. */
    public void open(Design opened, boolean unsaved) {
        undo.clear();
        design.set(opened);
        bump();
        savedRevision.set(unsaved ? -1 : revision.get());
    }

    public void markSaved(Design saved) {
        design.set(saved);
        savedRevision.set(revision.get());
    }

    /**
     * Applies an edit of a CDC flow as an undoable command; an edit that changes nothing is not recorded.
     * {@code textSetting} lets consecutive typing in one field merge into one command.
     */
    public void edit(String description, String setting, boolean textSetting, UnaryOperator<CdcFlowSettings> change) {
        Optional<CdcFlowSettings> current = cdcFlow();
        if (current.isEmpty()) {
            return;
        }
        CdcFlowSettings after = change.apply(current.get());
        if (after.equals(current.get())) {
            return;
        }
        undo.push(new EditCommand(description, setting, current.get(), after), textSetting);
        setFlow(after);
    }

    public void sealTyping() {
        undo.seal();
    }

    public void undo() {
        undo.undo().ifPresent(c -> setFlow(c.before()));
    }

    public void redo() {
        undo.redo().ifPresent(c -> setFlow(c.after()));
    }

    private void setFlow(FlowSettings flow) {
        design.set(design.get().withFlow(flow));
        bump();
    }

    private void bump() {
        revision.set(revision.get() + 1);
        canUndo.set(undo.canUndo());
        canRedo.set(undo.canRedo());
    }
}
