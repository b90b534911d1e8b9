package io.scdstudio.ui;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Feed;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.SnapshotFlowSettings;
import io.scdstudio.project.Design;
import java.util.Optional;
import java.util.function.UnaryOperator;
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
 * The open design, shared by every feature: the design itself, the undo stack of its edits (flow settings and
 * column types), and a revision counter that moves on every change. Features refresh on the revision; the
 * design is unsaved while its flow or feed differs from the one last opened or saved (so undoing back to it
 * makes it clean again).
 */
public final class DesignDocument {
    private final ObjectProperty<Design> design = new SimpleObjectProperty<>();
    private final LongProperty revision = new SimpleLongProperty();
    private final BooleanProperty canUndo = new SimpleBooleanProperty();
    private final BooleanProperty canRedo = new SimpleBooleanProperty();
    private final BooleanProperty dirty = new SimpleBooleanProperty();
    private EditCommand.State saved;
    private boolean unsavedCopy;
    private final UndoStack undo = new UndoStack();

    public ReadOnlyObjectProperty<Design> designProperty() {
        return design;
    }

    public Optional<Design> design() {
        return Optional.ofNullable(design.get());
    }

    /** The flow being edited, when it is a CDC flow. */
    public Optional<CdcFlowSettings> cdcFlow() {
        return design().map(Design::flow)
                .filter(CdcFlowSettings.class::isInstance)
                .map(CdcFlowSettings.class::cast);
    }

    public ReadOnlyLongProperty revisionProperty() {
        return revision;
    }

    public ReadOnlyBooleanProperty dirtyProperty() {
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

    /** Replaces the design (open, recover): a fresh history; {@code unsaved} for a recovered copy. */
    public void open(Design opened, boolean unsaved) {
        undo.clear();
        saved = stateOf(opened);
        unsavedCopy = unsaved;
        design.set(opened);
        bump();
    }

    /**
     * The design as written (its folder, its origin) is now the saved one. Edits made while the save was being
     * written stay, and leave the design unsaved.
     */
    public void markSaved(Design saved) {
        this.saved = stateOf(saved);
        unsavedCopy = false;
        Design now = design.get();
        design.set(
                now == null
                        ? saved
                        : saved.withFlow(now.flow()).withFeed(now.scenario().feed()));
        dirty.set(!stateOf(design.get()).equals(this.saved));
    }

    /** The flow being edited, when it is a snapshot flow (its keys, SCD type and tracked columns can change). */
    public Optional<SnapshotFlowSettings> snapshotFlow() {
        return design().map(Design::flow)
                .filter(SnapshotFlowSettings.class::isInstance)
                .map(SnapshotFlowSettings.class::cast);
    }

    /**
     * Applies an edit of a CDC flow as an undoable command; an edit that changes nothing is not recorded.
     * {@code textSetting} lets consecutive typing in one field merge into one command.
     */
    public void edit(String description, String setting, boolean textSetting, UnaryOperator<CdcFlowSettings> change) {
        cdcFlow().ifPresent(f -> record(description, setting, textSetting, change.apply(f)));
    }

    /** As {@link #edit}, for a snapshot flow. */
    public void editSnapshot(
            String description, String setting, boolean textSetting, UnaryOperator<SnapshotFlowSettings> change) {
        snapshotFlow().ifPresent(f -> record(description, setting, textSetting, change.apply(f)));
    }

    /**
     * Replaces the whole flow (an imported design) as one undoable command; a flow of the other kind than the
     * open one (snapshot for CDC, or the reverse) is refused, since the open feed could not feed it.
     */
    public void replaceFlow(String description, FlowSettings flow) {
        FlowSettings now = design().map(Design::flow).orElseThrow(() -> new IllegalStateException("no design"));
        if (now.getClass() != flow.getClass()) {
            throw new IllegalArgumentException("a " + kind(flow) + " cannot run on the open " + kind(now) + "'s feed");
        }
        record(description, "flow", false, flow);
    }

    private static String kind(FlowSettings flow) {
        return flow instanceof SnapshotFlowSettings ? "snapshot flow" : "change-feed flow";
    }

    private void record(String description, String setting, boolean textSetting, FlowSettings after) {
        if (after.equals(design.get().flow())) {
            return;
        }
        EditCommand.State before = stateOf(design.get());
        EditCommand.State changed = new EditCommand.State(after, before.feed());
        undo.push(new EditCommand(description, setting, before, changed), textSetting);
        setState(changed);
    }

    /** Replaces the feed by the same events read with other column types, as an undoable command. */
    public void changeFeed(String description, Feed feed) {
        if (design.get() == null || design.get().scenario().feed() == feed) {
            return;
        }
        EditCommand.State before = stateOf(design.get());
        EditCommand.State changed = new EditCommand.State(before.flow(), feed);
        undo.push(new EditCommand(description, "schema", before, changed), false);
        setState(changed);
    }

    public void sealTyping() {
        undo.seal();
    }

    public void undo() {
        undo.undo().ifPresent(c -> setState(c.before()));
    }

    public void redo() {
        undo.redo().ifPresent(c -> setState(c.after()));
    }

    private void setState(EditCommand.State state) {
        design.set(design.get().withFlow(state.flow()).withFeed(state.feed()));
        bump();
    }

    private static EditCommand.State stateOf(Design d) {
        return new EditCommand.State(d.flow(), d.scenario().feed());
    }

    /** Dirty is decided before the revision moves, so listeners of the revision see it right. */
    private void bump() {
        dirty.set(unsavedCopy || !stateOf(design.get()).equals(saved));
        revision.set(revision.get() + 1);
        canUndo.set(undo.canUndo());
        canRedo.set(undo.canRedo());
    }
}
