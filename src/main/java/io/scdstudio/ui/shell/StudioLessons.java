package io.scdstudio.ui.shell;

import io.scdstudio.lesson.Lesson;
import io.scdstudio.lesson.LessonLibrary;
import io.scdstudio.lesson.LessonReader;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.FlowParameters;
import io.scdstudio.model.ScdException;
import io.scdstudio.project.Design;
import io.scdstudio.ui.DesignDocument;
import io.scdstudio.ui.FeatureTab;
import io.scdstudio.ui.StudyLog;
import io.scdstudio.ui.lesson.LessonActions;
import io.scdstudio.ui.lesson.LessonViewModel;
import io.scdstudio.ui.lesson.LibraryViewModel;
import io.scdstudio.ui.preview.PreviewViewModel;
import io.scdstudio.ui.study.StudyFeature;
import io.scdstudio.ui.tour.FirstRunTour;
import io.scdstudio.ui.tour.TourViewModel;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The learner's way through the window: the bundled scenario library (the home view's browser), the lesson shown
 * beside the preview and what its links and buttons do, the first-run tour, whether the home view covers the work
 * area, and which feature tab a lesson or the tour asks for.
 */
public final class StudioLessons {
    static final String FIRST_RUN_LESSON = "users-docs-example";
    private final LessonLibrary bundled;
    private final LibraryViewModel library = new LibraryViewModel(this::open);
    private final LessonViewModel lesson = new LessonViewModel(new Links());
    private final TourViewModel tour;
    private final BooleanProperty homeShown = new SimpleBooleanProperty(true);
    private final ObjectProperty<FeatureTab> wantedTab = new SimpleObjectProperty<>();
    private FeatureTab shownTab;
    private final DesignDocument document;
    private final PreviewViewModel preview;
    private final DesignFilesCommands files;
    private final Runnable tourSeen;
    private final StudyLog study;
    /** Whether the open lesson was seen before its last event since it opened: reaching the end then completes it. */
    private boolean seenBeforeEnd;
    /** The flow as it was before the tour's timeline step stored it as SCD type 2, while it does. */
    private CdcFlowSettings beforeTour;

    /** @param tourSeen remembers that the tour was done or skipped */
    StudioLessons(
            LessonLibrary bundled,
            DesignDocument document,
            PreviewViewModel preview,
            DesignFilesCommands files,
            StudyLog study,
            Runnable tourSeen) {
        this.bundled = bundled;
        this.document = document;
        this.preview = preview;
        this.files = files;
        this.tourSeen = tourSeen;
        this.study = study;
        this.tour = new TourViewModel(preview::moveTo, this::askForTab, this::tourHistory);
        library.setLibrary(bundled);
        library.progressProperty().bind(study.progressProperty());
        lesson.setLibrary(bundled);
        lesson.lessonProperty().addListener((o, was, now) -> {
            seenBeforeEnd = false;
            if (now != null) {
                study.update(p -> p.withVisit(now.id(), LocalDate.now()));
            }
        });
        preview.appliedProperty().addListener((o, was, now) -> stepped(now.intValue()));
        // Where the tour leaves the preview is where the learner's own stepping starts: skipped at its first step, the
        // example stood at event 1 but was never seen there, and a jump to its end did not complete it.
        // What stood in the preview as the tour began is the tour's too (it opens the example, then steps it).
        tour.runningProperty().addListener((o, was, running) -> {
            if (running) {
                seenBeforeEnd = false;
            } else {
                stepped(preview.appliedProperty().get());
            }
        });
    }

    /**
     * A lesson is completed when the learner steps it to its last event, having seen it before the end, in a traced
     * preview: a big lesson whose table shows at its end while the trace is made is not completed by opening it, nor a
     * lesson by the tour that steps it.
     */
    private void stepped(int applied) {
        Optional<Lesson> open = lesson.lesson();
        int events = preview.eventCountProperty().get();
        // The tour moves the preview to the events it shows: its steps are not the learner's (a tour taken marked the
        // users example completed).
        if (open.isEmpty()
                || events == 0
                || !preview.resultProperty().get().traced()
                || tour.runningProperty().get()) {
            return;
        }
        if (applied < events) {
            seenBeforeEnd = true;
        } else if (seenBeforeEnd) {
            String id = open.get().id();
            study.update(p -> p.withCompleted(id, LocalDate.now()));
        }
    }

    /**
     * The design as it should open, with its lesson beside the preview: a scenario of the bundled library opens
     * as a template (Save asks for a folder of the user's own, so the library is never replaced, even from a
     * recovered copy); a lesson folder of a teacher's own opens as itself, with its folder's lessons as the order.
     */
    Design arriving(Design design) {
        Path origin = design.origin();
        Optional<Lesson> inLibrary = bundled.at(origin);
        homeShown.set(false);
        if (inLibrary.isPresent()) {
            lesson.show(inLibrary.get(), bundled);
            return design.asTemplate();
        }
        if (LessonReader.isLessonFolder(origin) && origin.getParent() != null) {
            LessonLibrary own = LessonLibrary.read(origin.getParent());
            own.at(origin).ifPresentOrElse(l -> lesson.show(l, own), lesson::close);
        } else {
            lesson.close();
        }
        return design;
    }

    /**
     * The title of the lesson at {@code folder}, from the library or from a lesson folder of its own (a teacher's, or
     * the working folder's copy of the library): Recent named such a lesson by its folder.
     */
    Optional<String> titleAt(Path folder) {
        Optional<Lesson> inLibrary = bundled.at(folder);
        if (inLibrary.isPresent() || !LessonReader.isLessonFolder(folder)) {
            return inLibrary.map(Lesson::title);
        }
        try {
            return Optional.of(LessonReader.read(folder).title());
        } catch (ScdException e) {
            // A lesson folder that does not read is named by its path; opening it says what is wrong.
            return Optional.empty();
        }
    }

    /** Opens a lesson at its first event on the Preview tab, with the lesson beside it. */
    public void open(Lesson l) {
        open(l, () -> {});
    }

    /** Opens a lesson and moves its preview to event {@code n} (an exam review's link into the lesson). */
    public void openAt(Lesson l, int n) {
        open(l, () -> showEvent(Math.max(1, n)));
    }

    /**
     * Brings the Study tab forward: over the open design, or, with none open, over the lesson to continue with (the
     * tabs stand beside a design).
     */
    public void showStudy() {
        if (document.design().isPresent()) {
            homeShown.set(false);
            askForTab(StudyFeature.TAB);
            return;
        }
        Optional.ofNullable(library.continueWithProperty().get())
                .or(bundled::first)
                .ifPresent(l -> open(l, () -> askForTab(StudyFeature.TAB)));
    }

    /**
     * Opens a path; the library's lesson there opens as the Library opens it, on the Preview: from a Recent entry it
     * kept the tab shown before, where Next, ◀ and the Library land on the Preview.
     */
    void open(Path path) {
        Optional<Lesson> inLibrary = bundled.at(path);
        if (inLibrary.isPresent()) {
            open(inLibrary.get());
        } else {
            endTour();
            files.open(path);
        }
    }

    /**
     * Opens a lesson on the Preview, where it starts, unless the learner picked another tab while it was read: a click
     * on the Timeline in the second the 100,000-event lesson took was undone when it arrived.
     */
    private boolean open(Lesson l, Runnable whenShown) {
        endTour();
        FeatureTab asked = shownTab;
        return files.open(l.folder(), () -> {
            if (shownTab == asked) {
                askForTab(FeatureTab.PREVIEW);
            }
            whenShown.run();
        });
    }

    /** The window shows {@code tab} now (the learner's pick or a link's). */
    void tabShown(FeatureTab tab) {
        shownTab = tab;
    }

    /**
     * The tour's timeline step needs history, which the users example, stored as SCD type 1, does not keep: the step
     * stores it as type 2, and leaving the step stores it back (an edit, not an undo, so an edit the learner made
     * meanwhile stays), which leaves the design as clean as before.
     */
    private void tourHistory(boolean wanted) {
        Optional<CdcFlowSettings> now = document.cdcFlow();
        if (wanted && now.map(f -> f.scdType() == 1).orElse(false)) {
            beforeTour = now.get();
            document.edit(
                    "Store as SCD type 2 (tour)", FlowParameters.STORED_AS_SCD_TYPE, false, f -> f.withScdType(2));
        } else if (!wanted && beforeTour != null) {
            CdcFlowSettings back = beforeTour;
            beforeTour = null;
            document.edit(
                    "Store as SCD type " + back.scdType() + " (tour)",
                    FlowParameters.STORED_AS_SCD_TYPE,
                    false,
                    f -> f.toBuilder().storedAsScdType(back.storedAsScdType()).build());
        }
    }

    /** The library bundled with the app, without the packs a teacher installed. */
    LessonLibrary bundled() {
        return bundled;
    }

    /** Whether the tour can be taken: its steps describe the users example, which the library must hold. */
    public boolean tourAvailable() {
        return bundled.find(FIRST_RUN_LESSON).isPresent();
    }

    /**
     * Starts the tour over the users example, opened at its first event (after the unsaved-changes question, if
     * any): on a first start, and when replayed from Help or the home view.
     */
    public void startTour() {
        bundled.find(FIRST_RUN_LESSON)
                .ifPresent(l -> open(l, () -> {
                    homeShown.set(false);
                    tour.start(FirstRunTour.steps(bundled.lessons().size()), tourSeen);
                }));
    }

    /**
     * Ends a tour in progress before another design opens: the tour points at the users example, and its timeline
     * step, left for another lesson, made the unsaved-changes question ask about the tour's own SCD type 2.
     */
    void endTour() {
        tour.skip();
    }

    /** Shows the home view with the library; a tour in progress ends there (its controls are covered). */
    public void showHome() {
        endTour();
        homeShown.set(true);
        lesson.lesson().ifPresent(library::selectShown);
    }

    public void hideHome() {
        if (document.design().isPresent()) {
            homeShown.set(false);
        }
    }

    /** Shows the table after event {@code n} on the Preview tab (a lesson's link, a comparison's, a practice answer's). */
    public void showEvent(int n) {
        askForTab(FeatureTab.PREVIEW);
        preview.moveTo(n);
    }

    private void askForTab(FeatureTab tab) {
        wantedTab.set(null);
        wantedTab.set(tab);
    }

    public LibraryViewModel library() {
        return library;
    }

    public LessonViewModel lesson() {
        return lesson;
    }

    public TourViewModel tour() {
        return tour;
    }

    public ReadOnlyBooleanProperty homeShownProperty() {
        return homeShown;
    }

    /** The feature tab a lesson link or a tour step asks the window to bring forward (set anew on each request). */
    public ReadOnlyObjectProperty<FeatureTab> wantedTabProperty() {
        return wantedTab;
    }

    /** A lesson's links and buttons, done to the window. */
    private final class Links implements LessonActions {
        @Override
        public void showEvent(int n) {
            StudioLessons.this.showEvent(n);
        }

        @Override
        public void followKey(String keyText) {
            askForTab(FeatureTab.PREVIEW);
            preview.followExactly(keyText);
        }

        @Override
        public void showBatch(int n) {
            askForTab(FeatureTab.PREVIEW);
            preview.jumpToBatch(n);
        }

        @Override
        public boolean open(Lesson other) {
            return StudioLessons.this.open(other, () -> {});
        }

        @Override
        public void browse() {
            showHome();
        }
    }
}
