package io.scdstudio.ui.shell;

import io.scdstudio.lesson.LessonLibrary;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.ScdException;
import io.scdstudio.project.Design;
import io.scdstudio.project.SampleFolders;
import io.scdstudio.project.StudioSettings;
import io.scdstudio.study.LessonPacks;
import io.scdstudio.study.ProgressStore;
import io.scdstudio.ui.DesignDocument;
import io.scdstudio.ui.ErrorReport;
import io.scdstudio.ui.FeatureContext;
import io.scdstudio.ui.FeatureProvider;
import io.scdstudio.ui.PreviewResult;
import io.scdstudio.ui.StudioFeature;
import io.scdstudio.ui.StudyLog;
import io.scdstudio.ui.TextZoom;
import io.scdstudio.ui.flow.FlowViewModel;
import io.scdstudio.ui.preview.PreparedPreview;
import io.scdstudio.ui.preview.PreviewComputer;
import io.scdstudio.ui.preview.PreviewFeature;
import io.scdstudio.ui.preview.PreviewViewModel;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The window's view model: owns the open design, the flow pane's view model and the features that make the tabs
 * (found through {@link FeatureProvider}), and tells every feature the same things in the same order: another design
 * was opened, the design changed, its preview is ready. After each revision it recomputes the preview through the
 * preview runner (the latest revision wins): the worker computes the run and lists its rows, the FX thread only
 * shows them. Opening, saving and closing live in {@link DesignFilesCommands}; the library, the open lesson and the
 * tour in {@link StudioLessons}.
 */
public final class StudioViewModel {
    private final StudioServices services;
    private final DesignDocument document = new DesignDocument();
    private final FlowViewModel flow;
    private final PreviewViewModel preview;
    private final List<StudioFeature> features = new ArrayList<>();
    private final DesignFilesCommands files;
    private final PreviewComputer computer = new PreviewComputer();
    private final StringProperty title = new SimpleStringProperty("SCD Studio");
    private final StringProperty status = new SimpleStringProperty("");
    private final StringProperty theme = new SimpleStringProperty();
    private final DoubleProperty zoom = new SimpleDoubleProperty(1);
    private final BooleanProperty answersHidden = new SimpleBooleanProperty();
    private final BooleanProperty lessonAway = new SimpleBooleanProperty();
    private final RecoveryCopy recovery;
    private final StudyLog study;
    private final Dialogs dialogs;
    private final ObservableList<String> recentFiles = FXCollections.observableArrayList();
    private final StudioLessons lessons;
    private StudioSettings settings;
    private boolean freshDesign;
    /** The event a design being opened should show first (a lesson starts at its first event), or -1 for the end. */
    private int startAtEvent = -1;

    public StudioViewModel(StudioServices services, Dialogs dialogs) {
        this.services = services;
        this.flow = new FlowViewModel(document, services.checks());
        this.recovery = new RecoveryCopy(
                services.recovery(),
                services.files(),
                e -> status.set("Could not write the recovery copy: "
                        + ErrorReport.of(e).summary()));
        this.files = new DesignFilesCommands(new StudioFilesHost(this), dialogs);
        this.dialogs = dialogs;
        this.settings = services.settings().load();
        this.study = new StudyLog(
                ProgressStore.in(services.settings().folder()),
                services.files(),
                e -> status.set(
                        "Could not save your progress: " + ErrorReport.of(e).summary()));
        study.notice().ifPresent(status::set);
        FeatureContext context = new StudioFeatureContext(this, answersHidden, lessonAway);
        for (FeatureProvider p : services.features()) {
            features.add(p.create(context));
        }
        this.preview = feature(PreviewFeature.class).viewModel();
        this.lessons = new StudioLessons(
                SampleFolders.libraryFolder().map(LessonLibrary::read).orElse(LessonLibrary.empty()),
                document,
                preview,
                files,
                study,
                () -> {
                    if (!settings.tourSeen()) {
                        updateSettings(settings.withTourSeen());
                    }
                });
        lessons.library()
                .setLibrary(LessonPacks.library(lessons.library().library(), LessonPacks.installed(packsFolder())));
        recentFiles.setAll(settings.recentFiles());
        theme.set(settings.theme());
        theme.addListener((o, was, now) -> updateSettings(settings.withTheme(now)));
        zoom.set(settings.zoom());
        zoom.addListener((o, was, now) -> updateSettings(settings.withZoom(now.doubleValue())));
        document.revisionProperty().addListener((o, was, now) -> onRevision());
        document.dirtyProperty().addListener((o, was, now) -> updateTitle());
        document.designProperty().addListener((o, was, now) -> updateTitle());
    }

    private void onRevision() {
        Design d = document.design().orElseThrow();
        if (freshDesign) {
            preview.clear();
            flow.designOpened();
            tellEach(f -> f.designOpened(d));
        } else {
            tellEach(f -> f.designChanged(d));
        }
        flow.showForm();
        updateTitle();
        boolean aimed = freshDesign && startAtEvent >= 0;
        if (aimed) {
            preview.aimAt(startAtEvent);
        }
        boolean keep = !freshDesign || aimed;
        startAtEvent = -1;
        freshDesign = false;
        status.set("Computing the preview…");
        preview.waitFor("Computing the preview… The table shows once the feed is folded.");
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
        flow.runChecks(); // after the preview's run is asked for: on two cores they give way to it (GiveWay)
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
        tellEach(f -> f.previewReady(r));
        status.set(PreviewStatus.of(r));
        if (r.traced()) {
            files.stepThroughReady(r.eventCount());
        }
    }

    /** The learner has left the window alone for a while: each feature may start work that helps later. */
    void windowIdle() {
        files.readExpectedTables();
        tellEach(StudioFeature::windowIdle);
    }

    /**
     * Tells every feature, each on its own: one that fails is reported and the others are still told, so a fault in
     * one pane never leaves the window half on the design before (a timeline that failed once stopped every later
     * opening).
     */
    private void tellEach(Consumer<StudioFeature> call) {
        for (StudioFeature f : features) {
            try {
                call.accept(f);
            } catch (RuntimeException e) {
                reportError(e);
            }
        }
    }

    /**
     * Shows a design just opened or recovered, with its lesson when it is one (see {@link StudioLessons#arriving}).
     * A lesson starts at its first event however it was opened (the library, File > Open, the command line); any
     * other design at its end.
     */
    void show(Design design, boolean unsaved) {
        freshDesign = true;
        Design arrived = lessons.arriving(design);
        startAtEvent = lessons.lesson().lesson().isPresent() ? 1 : -1;
        document.open(arrived, unsaved);
    }

    /** Whether this start should show the tour: it was never finished or skipped. */
    public boolean firstRunDue() {
        return !settings.tourSeen() && lessons.tourAvailable();
    }

    void remember(Path path) {
        settings = settings.withRecent(path.toString());
        recentFiles.setAll(settings.recentFiles());
        saveSettings();
    }

    void updateSettings(StudioSettings changed) {
        settings = changed;
        saveSettings();
    }

    /**
     * Written by the file writer, in order with the other writes: a write on the FX thread took up to 25 ms of the
     * window's stall when a lesson opened (it remembers the lesson among the recent files).
     */
    private void saveSettings() {
        StudioSettings toSave = settings;
        services.files()
                .submit(
                        () -> {
                            services.settings().save(toSave);
                            return toSave;
                        },
                        saved -> {},
                        e -> status.set("Could not remember the settings: " + e.getMessage()));
    }

    private void updateTitle() {
        // The folder a save writes to once there is one (Save As moved it), else where the design came from.
        String name = document.design()
                .map(d -> d.folder().orElse(d.origin()).getFileName().toString())
                .orElse("");
        title.set((document.isDirty() ? "• " : "") + (name.isEmpty() ? "" : name + " — ") + "SCD Studio");
    }

    public void open(Path path) {
        lessons.open(path);
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

    /** The window's text size (View > Zoom), 1 for the theme's own; a change is remembered at once. */
    public DoubleProperty zoomProperty() {
        return zoom;
    }

    /** View > Zoom In (+1), Zoom Out (-1) or Actual Size (0). */
    public void zoom(int direction) {
        zoom.set(direction == 0 ? 1 : TextZoom.step(zoom.get(), direction));
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

    public FlowViewModel flow() {
        return flow;
    }

    /** The preview, which the window computes and every feature reads. */
    public PreviewViewModel preview() {
        return preview;
    }

    /** The window's features, in the order they were made. */
    public List<StudioFeature> features() {
        return List.copyOf(features);
    }

    /** The feature of this type. */
    public <T extends StudioFeature> T feature(Class<T> type) {
        return features.stream()
                .filter(type::isInstance)
                .map(type::cast)
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("no feature " + type.getSimpleName() + " in this window"));
    }

    /** True while a practice round hides what would give its answers away. */
    public ReadOnlyBooleanProperty answersHiddenProperty() {
        return answersHidden;
    }

    /** True while a round of questions runs: the lesson beside the tabs stays away, answered questions included. */
    public ReadOnlyBooleanProperty lessonAwayProperty() {
        return lessonAway;
    }

    /** The library, the open lesson, the tour and the home view. */
    public StudioLessons lessons() {
        return lessons;
    }

    /** Where lesson packs are installed: beside the settings. */
    private Path packsFolder() {
        return LessonPacks.packsIn(services.settings().folder());
    }

    /** File > Open Lesson Pack…: a teacher's pack, installed beside the settings and listed in the library. */
    public void openLessonPack() {
        dialogs.chooseLessonPack().ifPresent(p -> installPack(p, false));
    }

    void installPack(Path pack, boolean replace) {
        status.set("Opening the lesson pack " + pack.getFileName() + "…");
        services.files()
                .submit(
                        () -> LessonPacks.install(pack, packsFolder(), replace),
                        installed -> {
                            lessons.library()
                                    .setLibrary(LessonPacks.library(
                                            lessons.bundled(), LessonPacks.installed(packsFolder())));
                            status.set("Opened the lesson pack '"
                                    + installed.manifest().name() + "': "
                                    + installed.library().lessons().size() + " lesson(s) in the library.");
                            lessons.showHome();
                        },
                        e -> {
                            if (e instanceof ScdException s
                                    && ErrorClass.PACK_EXISTS.name().equals(s.errorClass())
                                    && !replace
                                    && dialogs.confirmReplace(packsFolder())) {
                                installPack(pack, true);
                            } else {
                                reportError(e);
                            }
                        });
    }

    /** The learner's progress, kept between sessions. */
    public StudyLog study() {
        return study;
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

    /** The title of the library lesson at a path (a recent entry, an open design), if any: learners know them so. */
    Optional<String> lessonTitleAt(String path) {
        try {
            return lessons.titleAt(Path.of(path));
        } catch (InvalidPathException e) {
            return Optional.empty();
        }
    }
}
