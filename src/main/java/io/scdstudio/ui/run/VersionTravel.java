package io.scdstudio.ui.run;

import io.scdstudio.engine.TargetVersion;
import io.scdstudio.model.Row;
import io.scdstudio.ui.ErrorReport;
import io.scdstudio.ui.TaskRunner;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Run pane's Delta history: the finished run's versions (which batch each holds) and, for the version picked,
 * the target as that version holds it against the preview after the same batch (time travel). One job of the Run
 * pane, apart from running: {@link RunViewModel} hands it each finished run.
 */
final class VersionTravel {
    static final String PICK_A_VERSION = "Pick a version above to see the target as it held it (VERSION AS OF).";
    private final TaskRunner jobs;
    private final BooleanSupplier running;
    private final ObservableList<TargetVersion> history = FXCollections.observableArrayList();
    private final ObservableList<String> columns = FXCollections.observableArrayList();
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final StringProperty verdict = new SimpleStringProperty(PICK_A_VERSION);
    private Optional<TimeTravel> finished = Optional.empty();
    /** The version shown or being read: picking it again does nothing, unless its read failed. */
    private TargetVersion shown;

    /** @param running whether a run is going: a version is not read meanwhile (they share the job thread) */
    VersionTravel(TaskRunner jobs, BooleanSupplier running) {
        this.jobs = jobs;
        this.running = running;
    }

    /** A run starts: nothing of the one before is shown. */
    void forget() {
        history.clear();
        clear(PICK_A_VERSION);
        shown = null;
        finished = Optional.empty();
    }

    /** A run finished with these versions. */
    void finished(TimeTravel travel, List<TargetVersion> versions) {
        finished = Optional.of(travel);
        history.setAll(versions);
    }

    /**
     * Reads the finished run's target at {@code version} off the FX thread and compares it with the preview after
     * the batch it holds.
     */
    void show(TargetVersion version) {
        if (finished.isEmpty() || running.getAsBoolean()) {
            return;
        }
        if (version.batch().isEmpty()) {
            clear("Version " + version.version() + " was not written by a batch of this run (an earlier table "
                    + "at the same path, or a protocol change); read it in Spark with VERSION AS OF "
                    + version.version()
                    + ".");
            return;
        }
        if (version.equals(shown)) {
            return;
        }
        shown = version;
        clear("Reading version " + version.version() + "…");
        TimeTravel travel = finished.get();
        jobs.submit(() -> travel.at(version), this::showComparison, t -> {
            // a click on the same version tries again
            shown = null;
            clear("Version " + version.version() + " could not be read: "
                    + ErrorReport.of(t).summary());
        });
    }

    /** What a version of the finished run holds, in words, for the history's "holds" column. */
    String holds(TargetVersion version) {
        // The history lists versions only while the run that made them is kept.
        return finished.map(t -> t.holds(version)).orElse("");
    }

    private void showComparison(TimeTravel.Comparison c) {
        columns.setAll(c.engine().schema().names());
        rows.setAll(c.engine().rows());
        verdict.set(c.verdict());
    }

    private void clear(String message) {
        columns.clear();
        rows.clear();
        verdict.set(message);
    }

    ObservableList<TargetVersion> history() {
        return history;
    }

    ObservableList<String> columns() {
        return columns;
    }

    ObservableList<Row> rows() {
        return rows;
    }

    StringProperty verdict() {
        return verdict;
    }
}
