package io.scdstudio.ui.run;

import io.scdstudio.compare.NaiveMerge;
import io.scdstudio.engine.TargetVersion;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Row;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Table;
import io.scdstudio.ui.DesignDocument;
import io.scdstudio.ui.ErrorReport;
import io.scdstudio.ui.PreviewResult;
import io.scdstudio.ui.TaskRunner;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * Runs the design on the engine {@code app} handed in, through the jobs runner, and compares its table
 * with the preview's; shows the engine's table, its versions (the Delta history: which batch each holds) and,
 * for the version picked, the table as that version holds it against the preview after the same batch (time
 * travel), and the run's log, including the engine's own, appended in batches. Without an engine the pane says so
 * and the Run action stays off.
 */
public final class RunViewModel {
    public static final String NO_ENGINE = "Spark engine not available in this build";
    static final int LOG_LIMIT = 500_000;
    static final String DESIGN_CHANGED = "The design has changed since this run: run again to compare.";
    static final String PICK_A_VERSION = VersionTravel.PICK_A_VERSION;
    static final String WARMING = "Warming up in the background (10-20 s the first time); you can run now.";
    static final String WARM = "Warm: a run starts at once.";
    private final ObjectProperty<RunVerdict> verdictKind = new SimpleObjectProperty<>(RunVerdict.READY);
    private final Optional<RunEngine> engine;
    private final TaskRunner jobs;
    private final DesignDocument document;
    private final Executor fxThread;
    private final Consumer<Throwable> errors;
    private final ObjectProperty<RunMode> mode = new SimpleObjectProperty<>(RunMode.INCREMENTAL);
    private final BooleanProperty running = new SimpleBooleanProperty();
    private final DoubleProperty progress = new SimpleDoubleProperty();
    private final StringProperty log = new SimpleStringProperty("");
    private final StringProperty verdict = new SimpleStringProperty("");
    private final StringProperty engineState = new SimpleStringProperty("");
    private final ObservableList<Row> onlyInPreview = FXCollections.observableArrayList();
    private final ObservableList<Row> onlyInEngine = FXCollections.observableArrayList();
    private final ObservableList<String> resultColumns = FXCollections.observableArrayList();
    private final ObservableList<Row> resultRows = FXCollections.observableArrayList();
    private final VersionTravel versions;
    /**
     * The latest run whose tables are still stored, until a next run has its engine (so a target folder that run
     * refuses cannot be one this discard deletes); then discarded on the jobs thread, after any version read.
     */
    private final AtomicReference<TimeTravel> stored = new AtomicReference<>();

    private final EngineSettingsForm form;
    /** The scenario the shown result came from, and its verdict, kept to say when the design has moved on. */
    private Scenario ran;

    private String resultVerdict = "";
    private PreviewResult preview = PreviewResult.empty();
    private EngineJob job;

    public RunViewModel(
            Optional<RunEngine> engine, TaskRunner jobs, DesignDocument document, Consumer<Throwable> errors) {
        this(engine, jobs, document, Platform::runLater, errors);
    }

    /** Without an error dialog: a failure shows in the verdict and the log only (tests). */
    public RunViewModel(Optional<RunEngine> engine, TaskRunner jobs, DesignDocument document, Executor fxThread) {
        this(engine, jobs, document, fxThread, e -> {});
    }

    public RunViewModel(
            Optional<RunEngine> engine,
            TaskRunner jobs,
            DesignDocument document,
            Executor fxThread,
            Consumer<Throwable> errors) {
        this.errors = errors;
        this.engine = engine;
        this.jobs = jobs;
        this.document = document;
        this.fxThread = fxThread;
        this.versions = new VersionTravel(jobs, running::get);
        this.form = new EngineSettingsForm(engine.flatMap(RunEngine::settings));
        verdict.set(readyText());
        document.designProperty().addListener((o, was, now) -> showResultVerdict());
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

    /** The master, workspace and target folder fields, for an engine that has them. */
    public EngineSettingsForm engineSettings() {
        return form;
    }

    /**
     * Starts the engine in the background with the settings as they are (once per settings), so the first run
     * does not wait for it: called when the user opens the Run tab. A failure is left to the run to report.
     */
    public void warmUp() {
        if (running.get()) {
            return;
        }
        form.warmUp().ifPresent(ready -> {
            engineState.set(WARMING);
            ready.whenComplete((done, failed) -> fxThread.execute(() -> {
                if (WARMING.equals(engineState.get())) {
                    engineState.set(failed == null ? WARM : "");
                }
            }));
        });
    }

    /**
     * Whether the engine is starting in the background ({@link #WARMING}) or ready ({@link #WARM}); empty before a
     * warm-up and after one that failed (the run then starts the engine itself and reports what stops it).
     */
    public StringProperty engineStateProperty() {
        return engineState;
    }

    public void run() {
        Optional<Scenario> scenario = document.design().map(d -> d.scenario());
        if (engine.isEmpty() || scenario.isEmpty() || running.get()) {
            return;
        }
        Optional<EngineSettings> settings;
        try {
            settings = form.settings();
        } catch (ScdException e) {
            fail(e);
            return;
        }
        form.remember();
        EngineJob mine = new EngineJob(engine.get(), settings);
        job = mine;
        showRunning(scenario.get());
        RunMode chosen = mode.get();
        PreviewResult against = preview;
        LogBatcher lines = new LogBatcher(fxThread, batch -> {
            if (job == mine) {
                appendLog(batch);
            }
        });
        Consumer<String> stages = stage -> fxThread.execute(() -> {
            if (job == mine && running.get()) {
                verdict.set("Running: " + stage + "…");
            }
        });
        Runnable discardPrevious =
                () -> Optional.ofNullable(stored.getAndSet(null)).ifPresent(TimeTravel::discard);
        Scenario design = scenario.get();
        jobs.submit(
                () -> {
                    Optional<RunOutcome> outcome = mine.run(
                            design,
                            chosen,
                            p -> fxThread.execute(() -> progress.set(p)),
                            stages,
                            lines::add,
                            discardPrevious);
                    return new Finished(outcome, recipeOf(chosen, outcome, design));
                },
                done -> finish(done.outcome(), against, done.recipe()),
                this::fail);
    }

    /** Clears the last run's result and says that a run of {@code design} is under way. */
    private void showRunning(Scenario design) {
        running.set(true);
        forgetResult();
        ran = design;
        verdict.set("Running…");
        verdictKind.set(RunVerdict.RUNNING);
        // The run's own stages say from here on how far the start has got.
        if (WARMING.equals(engineState.get())) {
            engineState.set("");
        }
    }

    private void forgetResult() {
        progress.set(0);
        log.set("");
        onlyInPreview.clear();
        onlyInEngine.clear();
        resultRows.clear();
        versions.forget();
        resultColumns.clear();
        resultVerdict = "";
    }

    /**
     * Another design was opened: the last run's table, comparison and history go, as every other tab's do. They stayed,
     * another design's columns and rows under "Equal to the preview", for two designs after (a fresh-eyes review). A
     * run still going keeps its place: its verdict says the design has changed since.
     */
    public void designOpened() {
        if (running.get()) {
            return;
        }
        forgetResult();
        verdictKind.set(RunVerdict.READY);
        verdict.set(readyText());
    }

    private String readyText() {
        return engine.map(e -> "Ready to run on " + e.label() + ".").orElse(NO_ENGINE);
    }

    /** For a textbook recipe run, that recipe folded in memory: the real run is held to it, not to AUTO CDC. */
    private static Optional<Table> recipeOf(RunMode chosen, Optional<RunOutcome> outcome, Scenario design) {
        return chosen == RunMode.TEXTBOOK_MERGE
                        && outcome.isPresent()
                        && design.feed() instanceof ChangeFeed feed
                        && design.flow() instanceof CdcFlowSettings flow
                ? Optional.of(NaiveMerge.run(flow, feed))
                : Optional.empty();
    }

    /** A run's outcome (empty when cancelled) and, for the textbook recipe, that recipe's table in memory. */
    private record Finished(Optional<RunOutcome> outcome, Optional<Table> recipe) {}

    /** The modes the engine runs, in the order the pane lists them. */
    public List<RunMode> modes() {
        return engine.map(RunEngine::modes).orElse(RunMode.AUTO_CDC);
    }

    public void cancel() {
        if (job != null) {
            job.cancel();
        }
    }

    /** Keeps the last {@value #LOG_LIMIT} characters: a long Spark log must not slow the text area down. */
    private void appendLog(List<String> batch) {
        StringBuilder text = new StringBuilder(log.get());
        batch.forEach(line -> text.append(line).append('\n'));
        log.set(text.length() > LOG_LIMIT ? text.substring(text.length() - LOG_LIMIT) : text.toString());
    }

    private void finish(Optional<RunOutcome> outcome, PreviewResult against, Optional<Table> recipe) {
        running.set(false);
        if (outcome.isEmpty()) {
            verdict.set("Cancelled.");
            verdictKind.set(RunVerdict.CANCELLED);
            return;
        }
        if (form.configurable()) {
            engineState.set(WARM);
        }
        Optional<Table> table = outcome.map(RunOutcome::target);
        resultColumns.setAll(table.get().schema().names());
        resultRows.setAll(table.get().rows());
        versions.finished(outcome.get().versions(), outcome.get().history());
        stored.set(outcome.get().versions());
        RunComparison compared = RunComparison.of(table.get(), against, recipe);
        onlyInPreview.setAll(compared.onlyInExpected());
        onlyInEngine.setAll(compared.onlyInEngine());
        resultVerdict = compared.text();
        verdictKind.set(compared.kind());
        showResultVerdict();
    }

    /** The finished run's verdict, saying so when the design has been edited since (undo back clears it). */
    private void showResultVerdict() {
        if (resultVerdict.isEmpty() || running.get()) {
            return;
        }
        boolean same = document.design().map(d -> sameRun(d.scenario(), ran)).orElse(false);
        verdict.set(same ? resultVerdict : resultVerdict + " " + DESIGN_CHANGED);
    }

    /** The feed by identity: an edit replaces it, undo puts the same one back, and comparing rows costs a pass. */
    private static boolean sameRun(Scenario now, Scenario then) {
        return now.feed() == then.feed()
                && now.flow().equals(then.flow())
                && now.simulateTombstoneGcBeforeBatches().equals(then.simulateTombstoneGcBeforeBatches());
    }

    /** Reads the finished run's target at {@code version} and compares it with the preview after its batch. */
    public void showVersion(TargetVersion version) {
        versions.show(version);
    }

    /** What a version of the finished run holds, in words, for the history's "holds" column. */
    public String holds(TargetVersion version) {
        return versions.holds(version);
    }

    /** The short message in the verdict and the error dialog; the details in the dialog and the log. */
    private void fail(Throwable t) {
        running.set(false);
        ErrorReport report = ErrorReport.of(t);
        verdict.set(report.summary());
        verdictKind.set(RunVerdict.FAILED);
        appendLog(List.of(report.details()));
        errors.accept(t);
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

    /** How the last run stands: ready, running, equal, differs, failed or cancelled. */
    public ReadOnlyObjectProperty<RunVerdict> verdictKindProperty() {
        return verdictKind;
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

    /** The engine's target table after the run: its column names and rows. */
    public ObservableList<String> resultColumns() {
        return resultColumns;
    }

    public ObservableList<Row> resultRows() {
        return resultRows;
    }

    /** The target's versions after the run, oldest first; empty for an engine without versions. */
    public ObservableList<TargetVersion> history() {
        return versions.history();
    }

    /** The target at the version picked in the history: its columns, rows, and how it compares with the preview. */
    public ObservableList<String> versionColumns() {
        return versions.columns();
    }

    public ObservableList<Row> versionRows() {
        return versions.rows();
    }

    public StringProperty versionVerdictProperty() {
        return versions.verdict();
    }

    public PreviewResult preview() {
        return preview;
    }
}
