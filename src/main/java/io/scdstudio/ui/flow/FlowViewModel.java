package io.scdstudio.ui.flow;

import io.scdstudio.engine.resolve.FlowResolver;
import io.scdstudio.expr.Condition;
import io.scdstudio.lint.DesignChecks;
import io.scdstudio.lint.Finding;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Feed;
import io.scdstudio.model.FlowParameters;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Location;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.SnapshotFeed;
import io.scdstudio.model.SnapshotFlowSettings;
import io.scdstudio.project.Design;
import io.scdstudio.project.OpenedFormat;
import io.scdstudio.ui.DesignDocument;
import io.scdstudio.ui.TaskRunner;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The flow being designed (a CDC flow, or a snapshot flow, whose target, keys, SCD type and tracked columns are
 * the settings it has) and what is wrong with it. Setters turn a control's new value into an undoable
 * command on the shared design; {@link #refresh()} (after every revision) re-reads the flow and re-validates:
 * each condition on its own (so both editors show their own error), then the whole flow, whose first error
 * goes to the setting it names.
 */
public final class FlowViewModel {
    private final DesignDocument document;
    private final ObjectProperty<CdcFlowSettings> flow = new SimpleObjectProperty<>();
    private final ObjectProperty<SnapshotFlowSettings> snapshotFlow = new SimpleObjectProperty<>();
    private final ObservableList<String> columns = FXCollections.observableArrayList();
    private final Map<SettingArea, StringProperty> errors = new EnumMap<>(SettingArea.class);
    private final ObservableList<Finding> findings = FXCollections.observableArrayList();
    private final TaskRunner checks;
    private final BooleanProperty editable = new SimpleBooleanProperty();
    private final StringProperty formatNote = new SimpleStringProperty("");
    private final StringProperty formatTitle = new SimpleStringProperty("");
    private final StringProperty formatFold = new SimpleStringProperty("");
    private final LongProperty openings = new SimpleLongProperty();
    /**
     * True while the controls are being set to the design's settings. What a control reports then is the echo of
     * the design being shown, never the user's edit: a sequence drop-down whose items changed once wrote lesson
     * 18's sequence into lesson 19, which then opened unsaved with a tie warning it does not have.
     */
    private boolean showing;

    /** {@code checks} runs the design checks off the FX thread (a million events take most of a second). */
    public FlowViewModel(DesignDocument document, TaskRunner checks) {
        this.document = document;
        this.checks = checks;
        for (SettingArea a : SettingArea.values()) {
            errors.put(a, new SimpleStringProperty(""));
        }
    }

    /**
     * Another design was opened: the pane starts again at its top, as for the first design, with none of the design
     * before's findings (its "changed_at holds timestamps" stood over the 100,000-event lesson, which has no such column,
     * until that lesson's checks came).
     */
    public void designOpened() {
        findings.clear();
        openings.set(openings.get() + 1);
    }

    /** Moves each time another design is opened. */
    public ReadOnlyLongProperty openingsProperty() {
        return openings;
    }

    /** Shows the current revision's flow and runs its design checks. */
    public void refresh() {
        showForm();
        runChecks();
    }

    /** Shows the current revision's flow in the form, without running its checks. */
    public void showForm() {
        showing = true;
        try {
            show();
        } finally {
            showing = false;
        }
    }

    private void show() {
        Optional<CdcFlowSettings> current = document.cdcFlow();
        Optional<SnapshotFlowSettings> snapshots = document.snapshotFlow();
        Schema schema = schema();
        if (!columns.equals(schema.names())) {
            columns.setAll(schema.names());
        }
        editable.set(current.isPresent() || snapshots.isPresent());
        errors.values().forEach(p -> p.set(""));
        formatNote.set(document.design()
                .flatMap(d -> d.format())
                .map(FlowViewModel::describe)
                .orElse(""));
        formatTitle.set(document.design()
                .flatMap(d -> d.format())
                .map(f -> "Read as " + shortTitle(f.title()))
                .orElse(""));
        formatFold.set(document.design()
                .flatMap(d -> d.format())
                .map(f -> f.reasons().isEmpty() ? "What reading did" : "Why these settings")
                .orElse(""));
        flow.set(current.orElse(null));
        snapshotFlow.set(snapshots.orElse(null));
        current.ifPresent(f -> validate(f, schema));
        snapshots.ifPresent(f -> validateSnapshots(f, schema));
    }

    /** The design checks of the current revision; a newer revision's supersede them. */
    public void runChecks() {
        Optional<Design> d = document.design();
        if (d.isEmpty()) {
            findings.clear();
            return;
        }
        FlowSettings flowNow = d.get().flow();
        Feed feedNow = d.get().scenario().feed();
        checks.submit(() -> DesignChecks.run(flowNow, feedNow), findings::setAll, e -> findings.clear());
    }

    /** Applies a finding's fix as one undoable edit of the setting it concerns. */
    public void applyFix(Finding finding) {
        finding.fix().ifPresent(fix -> {
            if (fix.flow() instanceof CdcFlowSettings fixed) {
                edit(fix.label(), finding.setting(), false, f -> fixed);
            }
        });
    }

    /** What the design checks found for the current revision, errors first. */
    public ObservableList<Finding> findings() {
        return findings;
    }

    /** A format's title without its parenthesised detail, which the note itself gives. */
    private static String shortTitle(String title) {
        int paren = title.indexOf(" (");
        return paren > 0 ? title.substring(0, paren) : title;
    }

    /** The format the feed was read in, what reading did, and why its preset chose each setting. */
    static String describe(OpenedFormat f) {
        StringBuilder sb = new StringBuilder("Read as " + f.title()
                + (f.reasons().isEmpty() ? "." : ". The " + "design below is this format's preset; edit any of it."));
        f.reasons()
                .forEach(r ->
                        sb.append("\n\n• ").append(r.setting()).append(": ").append(r.why()));
        f.notes().forEach(n -> sb.append("\n\n").append(n));
        return sb.toString();
    }

    /** The format the feed was read in ("Read as Debezium change events"); empty for a plain feed. */
    public StringProperty formatTitleProperty() {
        return formatTitle;
    }

    /** The title of the folded note under it: "Why these settings", or "What reading did" for a format with no preset. */
    public StringProperty formatFoldProperty() {
        return formatFold;
    }

    /** Empty unless the feed was read in a CDC format. */
    public StringProperty formatNoteProperty() {
        return formatNote;
    }

    private void validateSnapshots(SnapshotFlowSettings f, Schema schema) {
        try {
            FlowResolver.resolveSnapshot(
                    f,
                    schema,
                    ((SnapshotFeed) document.design().orElseThrow().scenario().feed()).versionType());
        } catch (ScdException e) {
            errors.get(SettingArea.of(e.location().flatMap(Location::field).orElse(null)))
                    .set(e.userMessage());
        }
    }

    private void validate(CdcFlowSettings f, Schema schema) {
        f.applyAsDeletes()
                .ifPresent(t -> checkCondition(t, schema, FlowParameters.APPLY_AS_DELETES, SettingArea.DELETES));
        f.applyAsTruncates()
                .ifPresent(t -> checkCondition(t, schema, FlowParameters.APPLY_AS_TRUNCATES, SettingArea.TRUNCATES));
        try {
            FlowResolver.resolveCdc(f, schema);
        } catch (ScdException e) {
            SettingArea area =
                    SettingArea.of(e.location().flatMap(Location::field).orElse(null));
            if (errors.get(area).get().isEmpty()) {
                errors.get(area).set(e.userMessage());
            }
        }
    }

    private void checkCondition(String text, Schema schema, String setting, SettingArea area) {
        try {
            Condition.compile(text, schema, setting);
        } catch (ScdException e) {
            errors.get(area).set(e.userMessage());
        }
    }

    private Schema schema() {
        return document.design().map(d -> d.scenario().feed().schema()).orElse(new Schema(List.of()));
    }

    public void setTarget(String name) {
        edit("Rename target", "target", true, f -> f.withTarget(name.trim().isEmpty() ? f.target() : name.trim()));
        editSnapshot(
                "Rename target", "target", true, f -> f.withTarget(name.trim().isEmpty() ? f.target() : name.trim()));
    }

    public void setScdType(int type) {
        edit("Store as SCD type " + type, FlowParameters.STORED_AS_SCD_TYPE, false, f -> f.withScdType(type));
        editSnapshot("Store as SCD type " + type, FlowParameters.STORED_AS_SCD_TYPE, false, f -> f.withScdType(type));
    }

    public void setKeys(List<String> keys) {
        edit("Change keys", "keys", false, f -> f.withKeys(keys));
        editSnapshot("Change keys", "keys", false, f -> f.withKeys(keys));
    }

    public void setSequence(SequenceBy sequence) {
        edit("Change sequence", FlowParameters.SEQUENCE_BY, false, f -> f.withSequenceBy(sequence));
    }

    public void setDeletes(String text) {
        edit(
                "Edit delete condition",
                FlowParameters.APPLY_AS_DELETES,
                true,
                f -> f.withConditions(Optional.of(text), f.applyAsTruncates()));
    }

    public void setTruncates(String text) {
        edit(
                "Edit truncate condition",
                FlowParameters.APPLY_AS_TRUNCATES,
                true,
                f -> f.withConditions(f.applyAsDeletes(), Optional.of(text)));
    }

    public void setColumnSelection(ColumnChoice c) {
        edit(
                "Change target columns",
                FlowParameters.COLUMN_LIST,
                false,
                f -> f.withColumnSelection(c.only(), c.except()));
    }

    public void setTrackHistory(ColumnChoice c) {
        edit("Change tracked columns", "track_history", false, f -> f.withTrackHistory(c.only(), c.except()));
        editSnapshot("Change tracked columns", "track_history", false, f -> f.withTrackHistory(c.only(), c.except()));
    }

    public void setIgnoreNull(ColumnChoice c) {
        edit(
                "Change ignore-null updates",
                FlowParameters.IGNORE_NULL_UPDATES,
                false,
                f -> f.withIgnoreNullUpdates(c.mode() == ColumnChoice.Mode.ALL, c.only(), c.except()));
    }

    private void edit(String description, String setting, boolean typing, UnaryOperator<CdcFlowSettings> c) {
        if (!showing) {
            document.edit(description, setting, typing, c);
        }
    }

    private void editSnapshot(
            String description, String setting, boolean typing, UnaryOperator<SnapshotFlowSettings> c) {
        if (!showing) {
            document.editSnapshot(description, setting, typing, c);
        }
    }

    public void endTyping() {
        document.sealTyping();
    }

    public static ColumnChoice ignoreNullChoice(CdcFlowSettings f) {
        if (f.ignoreNullUpdates()) {
            return new ColumnChoice(ColumnChoice.Mode.ALL, List.of());
        }
        return ColumnChoice.of(f.ignoreNullUpdatesColumnList(), f.ignoreNullUpdatesExceptColumnList());
    }

    public ObjectProperty<CdcFlowSettings> flowProperty() {
        return flow;
    }

    /** The snapshot flow being edited, or null when the design is a CDC flow (or none is open). */
    public ObjectProperty<SnapshotFlowSettings> snapshotFlowProperty() {
        return snapshotFlow;
    }

    public ObservableList<String> columns() {
        return columns;
    }

    public StringProperty errorProperty(SettingArea area) {
        return errors.get(area);
    }

    public BooleanProperty editableProperty() {
        return editable;
    }
}
