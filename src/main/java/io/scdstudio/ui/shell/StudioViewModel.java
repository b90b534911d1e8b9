package io.scdstudio.ui.shell;

import io.scdstudio.lesson.LessonLibrary;
import io.scdstudio.model.Feed;
import io.scdstudio.project.Design;
import io.scdstudio.project.SampleFolders;
import io.scdstudio.project.StudioSettings;
import io.scdstudio.ui.DesignDocument;
import io.scdstudio.ui.ErrorReport;
import io.scdstudio.ui.code.CodeViewModel;
import io.scdstudio.ui.compare.CompareViewModel;
import io.scdstudio.ui.feed.FeedViewModel;
import io.scdstudio.ui.flow.FlowViewModel;
import io.scdstudio.ui.practice.PracticeViewModel;
import io.scdstudio.ui.preview.PreparedPreview;
import io.scdstudio.ui.preview.PreviewComputer;
import io.scdstudio.ui.preview.PreviewResult;
import io.scdstudio.ui.preview.PreviewViewModel;
import io.scdstudio.ui.run.RunViewModel;
import io.scdstudio.ui.timeline.TimelineViewModel;
import java.io.IOException;
import java.nio.file.Path;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The window's view model: owns the open design and every feature's view model, and after each revision
 * refreshes the flow and code panes at once and recomputes the preview through the preview runner (the
 * latest revision wins): the worker computes the run and lists its rows, the FX thread only shows them. Opening,
 * saving and closing live in {@link DesignFilesCommands}; the library, the open lesson and the tour in
 * {@link StudioLessons}.
 */
public final class StudioViewModel {
    private final StudioServices services;
    private final DesignDocument document = new DesignDocument();
    private final FeedViewModel feed;
    private final FlowViewModel flow;
    private final PreviewViewModel preview;
    private final TimelineViewModel timeline;
    private final CodeViewModel code = new CodeViewModel(document);
    private final RunViewModel run;
    private final DesignFilesCommands files;
    private final PreviewComputer computer = new PreviewComputer();
    private final StringProperty title = new SimpleStringProperty("SCD Studio");
    private final StringProperty status = new SimpleStringProperty("");
    private final StringProperty theme = new SimpleStringProperty();
    private final RecoveryCopy recovery;
    private final ObservableList<String> recentFiles = FXCollections.observableArrayList();
    private final StudioLessons lessons;
    private final CompareViewModel compare;
    private final PracticeViewModel practice;
    private StudioSettings settings;
    private boolean freshDesign;
    private Feed shownFeed;
    /** The event a design being opened should show first (a lesson starts at its first event), or -1 for the end. */
    private int startAtEvent = -1;

    public StudioViewModel(StudioServices services, Dialogs dialogs) {
        this.services = services;
        this.preview = new PreviewViewModel(services.steps());
        this.flow = new FlowViewModel(document, services.checks());
        this.feed = new FeedViewModel(document, services.feeds(), this::reportError);
        this.timeline = new TimelineViewModel(preview);
        this.run = new RunViewModel(services.engine(), services.jobs(), document, this::reportError);
        this.recovery = new RecoveryCopy(
                services.recovery(),
                services.files(),
                e -> status.set("Could not write the recovery copy: "
                        + ErrorReport.of(e).summary()));
        this.files = new DesignFilesCommands(this, dialogs);
        this.settings = services.settings().load();
        this.lessons = new StudioLessons(
                SampleFolders.libraryFolder().map(LessonLibrary::read).orElse(LessonLibrary.empty()),
                document,
                preview,
                files,
                () -> {
                    if (!settings.tourSeen()) {
                        updateSettings(settings.withTourSeen());
                    }
                });
        this.compare = new CompareViewModel(document, services.lessons(), lessons::showEvent);
        this.practice = new PracticeViewModel(document, services.lessons(), lessons::showEvent);
        preview.hiddenProperty().bind(practice.hidingProperty());
        run.engineSettings().usePreferences(settings.engine(), chosen -> updateSettings(settings.withEngine(chosen)));
        recentFiles.setAll(settings.recentFiles());
        theme.set(settings.theme());
        theme.addListener((o, was, now) -> updateSettings(settings.withTheme(now)));
        document.revisionProperty().addListener((o, was, now) -> onRevision());
        document.dirtyProperty().addListener((o, was, now) -> updateTitle());
        preview.appliedProperty()
                .addListener((o, was, now) -> feed.currentEventProperty().set(now.intValue() - 1));
    }

    private void onRevision() {
        Design d = document.design().orElseThrow();
        if (freshDesign || d.scenario().feed() != shownFeed) {
            shownFeed = d.scenario().feed();
            feed.setFeed(shownFeed, d.origin().getFileName().toString());
        }
        if (freshDesign) {
            flow.designOpened();
        }
        flow.refresh();
        code.refresh();
        compare.refresh();
        practice.stop();
        updateTitle();
        boolean aimed = freshDesign && startAtEvent >= 0;
        if (aimed) {
            preview.aimAt(startAtEvent);
        }
        boolean keep = !freshDesign || aimed;
        startAtEvent = -1;
        freshDesign = false;
        status.set("Computing the preview…");
        if (PreviewComputer.showsTableFirst(d.scenario())) {
            // A big feed: its table from the fast fold within a second, then the traced run for stepping. A newer
            // edit supersedes either on the same latest-wins runner.
            services.previews()
                    .submit(
                            () -> preview.prepare(computer.computeTable(d.scenario()), keep),
                            table -> {
                                showPreview(table);
                                traceInBackground(d, keep);
                            },
                            e -> status.set(ErrorReport.of(e).summary()));
        } else {
            traceInBackground(d, keep);
        }
        if (document.isDirty()) {
            recovery.save(d);
        }
    }

    private void traceInBackground(Design d, boolean keep) {
        services.previews()
                .submit(
                        () -> preview.prepare(computer.compute(d.scenario()), keep),
                        this::showPreview,
                        e -> status.set(ErrorReport.of(e).summary()));
    }

    private void showPreview(PreparedPreview prepared) {
        PreviewResult r = prepared.result();
        // The rows are ready: the FX thread swaps them in. The timeline follows the shown rows by itself
        // while its tab is open (refreshing it here too would walk a million rows again on the FX thread).
        preview.show(prepared);
        feed.resultProperty().set(r);
        run.setPreview(r);
        practice.setPreview(r);
        status.set(
                r.error().isPresent()
                        ? "The flow stops with an error; see the preview."
                        : !r.traced()
                                ? "Final table shown; tracing every event for the step-through…"
                                : r.eventCount() + " events previewed"
                                        + (r.warnings().isEmpty()
                                                ? ""
                                                : " · " + r.warnings().size() + " warning(s)"));
    }

    /** Shows a design just opened or recovered, with its lesson when it is one (see {@link StudioLessons#arriving}). */
    void show(Design design, boolean unsaved) {
        show(design, unsaved, -1);
    }

    /** As {@link #show(Design, boolean)}, the preview first standing after event {@code startAt} (-1: the end). */
    void show(Design design, boolean unsaved, int startAt) {
        freshDesign = true;
        startAtEvent = startAt;
        preview.keyFilterProperty().set("");
        document.open(lessons.arriving(design), unsaved);
    }

    /** Whether this start should show the tour: it was never finished or skipped. */
    public boolean firstRunDue() {
        return !settings.tourSeen() && lessons.tourAvailable();
    }

    void remember(Path path) {
        settings = settings.withRecent(path.toString());
        recentFiles.setAll(settings.recentFiles());
        theme.set(settings.theme());
        theme.addListener((o, was, now) -> updateSettings(settings.withTheme(now)));
        saveSettings();
    }

    void updateSettings(StudioSettings changed) {
        settings = changed;
        saveSettings();
    }

    private void saveSettings() {
        try {
            services.settings().save(settings);
        } catch (IOException e) {
            status.set("Could not remember the settings: " + e.getMessage());
        }
    }

    private void updateTitle() {
        String name =
                document.design().map(d -> d.origin().getFileName().toString()).orElse("");
        title.set((document.isDirty() ? "• " : "") + (name.isEmpty() ? "" : name + " — ") + "SCD Studio");
    }

    public void open(Path path) {
        files.open(path);
    }

    public void reportError(Throwable t) {
        files.report(t);
    }

    public DesignFilesCommands files() {
        return files;
    }

    /** File > Import Flow Code's action on the open design. */
    public FlowCodeImport flowImport() {
        return new FlowCodeImport(document);
    }

    /** The colour theme's name (View > Theme); a change is remembered in the settings at once. */
    public StringProperty themeProperty() {
        return theme;
    }

    RecoveryCopy recovery() {
        return recovery;
    }

    public StudioServices services() {
        return services;
    }

    public StudioSettings settings() {
        return settings;
    }

    public DesignDocument document() {
        return document;
    }

    public FeedViewModel feed() {
        return feed;
    }

    public FlowViewModel flow() {
        return flow;
    }

    public PreviewViewModel preview() {
        return preview;
    }

    public TimelineViewModel timeline() {
        return timeline;
    }

    public CodeViewModel code() {
        return code;
    }

    public RunViewModel run() {
        return run;
    }

    public PracticeViewModel practice() {
        return practice;
    }

    /** The textbook MERGE beside AUTO CDC for the open design. */
    public CompareViewModel compare() {
        return compare;
    }

    /** The library, the open lesson, the tour and the home view. */
    public StudioLessons lessons() {
        return lessons;
    }

    public ReadOnlyStringProperty titleProperty() {
        return title;
    }

    public StringProperty statusProperty() {
        return status;
    }

    public ObservableList<String> recentFiles() {
        return recentFiles;
    }
}
