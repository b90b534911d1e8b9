package io.scdstudio.ui.run;

import io.scdstudio.engine.TableDiff;
import io.scdstudio.model.Row;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Table;
import io.scdstudio.ui.DesignDocument;
import io.scdstudio.ui.ErrorReport;
import io.scdstudio.ui.TaskRunner;
import io.scdstudio.ui.preview.PreviewResult;
import java.util.Optional;
import java.util.concurrent.Executor;
import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Runs the design on the engine {@code app} handed in, through the jobs runner, and compares its table
 * with the preview's. Without an engine the pane says so and the Run action stays off.
 */
public final class RunViewModel {
    public static final String NO_ENGINE = "Spark engine not available in this build";
    private final Optional<RunEngine> engine;
    private final TaskRunner jobs;
    private final DesignDocument document;
    private final Executor fxThread;
    private final ObjectProperty<RunMode> mode = new SimpleObjectProperty<>(RunMode.INCREMENTAL);
    private final BooleanProperty running = new SimpleBooleanProperty();
    private final DoubleProperty progress = new SimpleDoubleProperty();
    private final StringProperty log = new SimpleStringProperty("");
    private final StringProperty verdict = new SimpleStringProperty("");
    private final ObservableList<Row> onlyInPreview = FXCollections.observableArrayList();
    private final ObservableList<Row> onlyInEngine = FXCollections.observableArrayList();
    private PreviewResult preview = PreviewResult.empty();
    private EngineJob job;

    public RunViewModel(Optional<RunEngine> engine, TaskRunner jobs, DesignDocument document) {
        this(engine, jobs, document, Platform::runLater);
    }

    public RunViewModel(Optional<RunEngine> engine, TaskRunner jobs, DesignDocument document, Executor fxThread) {
        this.engine = engine;
        this.jobs = jobs;
        this.document = document;
        this.fxThread = fxThread;
        verdict.set(engine.map(e -> "Ready to run on " + e.label() + ".").orElse(NO_ENGINE));
    }

    public void setPreview(PreviewResult result) {
        preview = result;
    }

    public boolean available() {
        return engine.isPresent();
    }

    public String engineLabel() {
        return engine.map(RunEngine::label).orElse(NO_ENGINE);
    }

    public void run() {
        Optional<Scenario> scenario = document.design().map(d -> d.scenario());
        if (engine.isEmpty() || scenario.isEmpty() || running.get()) {
            return;
        }
        EngineJob mine = new EngineJob(engine.get());
        job = mine;
        running.set(true);
        progress.set(0);
        log.set("");
        onlyInPreview.clear();
        onlyInEngine.clear();
        verdict.set("Running…");
        RunMode chosen = mode.get();
        PreviewResult against = preview;
        jobs.submit(() -> mine.run(scenario.get(), chosen, p -> fxThread.execute(() -> progress.set(p)),
                line -> fxThread.execute(() -> log.set(log.get() + line + "\n"))),
                table -> finish(table, against), this::fail);
    }

    public void cancel() {
        if (job != null) {
            job.cancel();
        }
    }

    private void finish(Optional<Table> table, PreviewResult against) {
        running.set(false);
        if (table.isEmpty()) {
            verdict.set("Cancelled.");
            return;
        }
        if (against.finalTarget().isEmpty()) {
            verdict.set("The run finished; the preview has no table to compare with.");
            return;
        }
        TableDiff diff = TableDiff.of(against.finalTarget().get(), table.get());
        onlyInPreview.setAll(diff.missing());
        onlyInEngine.setAll(diff.unexpected());
        verdict.set(diff.isEmpty() ? "Equal to the preview (" + table.get().size() + " rows)."
                : "Differs from the preview: " + diff.describe());
    }

    private void fail(Throwable t) {
        running.set(false);
        verdict.set(ErrorReport.of(t).summary());
        log.set(log.get() + ErrorReport.of(t).details() + "\n");
    }

    public ObjectProperty<RunMode> modeProperty() {
        return mode;
    }

    public BooleanProperty runningProperty() {
        return running;
    }

    public DoubleProperty progressProperty() {
        return progress;
    }

    public StringProperty logProperty() {
        return log;
    }

    public StringProperty verdictProperty() {
        return verdict;
    }

    public ObservableList<Row> onlyInPreview() {
        return onlyInPreview;
    }

    public ObservableList<Row> onlyInEngine() {
        return onlyInEngine;
    }

    public PreviewResult preview() {
        return preview;
    }
}
