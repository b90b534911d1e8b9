package io.scdstudio.ui.shell;

import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.lesson.LessonReader;
import io.scdstudio.model.ExpectedTable;
import io.scdstudio.project.Design;
import io.scdstudio.project.DesignFiles;
import io.scdstudio.ui.DesignDocument;
import io.scdstudio.ui.ErrorReport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import javafx.beans.property.StringProperty;

/**
 * Open, save, save as, close and recover. Saving never replaces a folder that holds files (the user's feed,
 * perhaps) without asking; once the user agreed for a folder, later saves there go straight through. Any
 * failure, a user's error or a fault of ours, ends in the error dialog with the design left as it was. Saves run on
 * the file writer, after any recovery copy queued before them, so the window stays live while a big feed is
 * written; what waits for a save (quitting, opening another design) goes on once it has landed.
 */
public final class DesignFilesCommands {
    private final Host studio;
    private final Dialogs dialogs;
    private Path confirmedFolder;
    /** The design opened last, until its expected tables are read. */
    private Design unreadExpected;

    /** What opening, saving and closing may do to the window: no more than this. */
    interface Host {
        DesignDocument document();

        StudioServices services();

        StringProperty statusProperty();

        /** Shows a design just read or recovered ({@code unsaved}). */
        void show(Design design, boolean unsaved);

        /** Puts a path at the top of the recent files. */
        void remember(Path path);

        /** Says, in the status bar and where the table will be, that {@code what} is being opened. */
        default void opening(String what) {
            statusProperty().set("Opening " + what + "…");
        }

        RecoveryCopy recovery();

        /** What to call a design in a question: a library lesson's title, else its file or folder name. */
        default String nameOf(Design design) {
            return design.origin().getFileName().toString();
        }
    }

    DesignFilesCommands(Host studio, Dialogs dialogs) {
        this.studio = studio;
        this.dialogs = dialogs;
    }

    private DesignDocument document() {
        return studio.document();
    }

    /**
     * Opens a path after the unsaved-changes question. The files are read on the feed reader (a million-event
     * feed takes seconds to read), then shown; a file that cannot be read leaves the design as it was.
     */
    public void open(Path path) {
        open(path, () -> {});
    }

    /**
     * Opens a path and puts it at the top of the recent files (a lesson opens at its first event, which the window
     * decides for every way in). {@code shown} runs once the design is on screen. False when the user chose to keep the
     * design open (cancelled the question about its unsaved changes).
     */
    boolean open(Path path, Runnable shown) {
        return whenChangesSettled(() -> read(path, shown));
    }

    private void read(Path path, Runnable shown) {
        studio.opening(String.valueOf(ScenarioReader.folderOf(path).getFileName()));
        studio.services()
                .feeds()
                .submit(
                        () -> DesignFiles.openToEdit(path),
                        d -> {
                            confirmedFolder = null;
                            unreadExpected = d;
                            studio.show(d, false);
                            // Lessons too: a learner comes back to the lesson they were on.
                            studio.remember(d.origin());
                            studio.recovery().clear();
                            shown.run();
                        },
                        this::report);
    }

    /**
     * Below this many events a design's expected tables are read as soon as its step-through is ready; a bigger one's
     * wait for the learner's first pause: reading the 100,000-event lesson's 9.6 MB then stalled their first steps.
     */
    private static final int EXPECTED_READ_AT_ONCE_BELOW_EVENTS = 10_000;

    /** The open design's step-through is ready, over {@code events} events. */
    void stepThroughReady(int events) {
        if (events < EXPECTED_READ_AT_ONCE_BELOW_EVENTS) {
            readExpectedTables();
        }
    }

    /**
     * Reads the expected tables of the design opened last (opening left them, to step sooner): a bad one is said while
     * the learner looks at the design, not at the first save, which it stops.
     */
    void readExpectedTables() {
        Design d = unreadExpected;
        unreadExpected = null;
        if (d != null) {
            whenExpectedTablesRead(
                    d,
                    () -> {},
                    r -> ErrorReport.doneWithAProblem(
                            "The design is open, but a save will stop here until this is fixed: " + r.summary(),
                            r.details()));
        }
    }

    public void openFeed() {
        dialogs.chooseFeedToOpen().ifPresent(this::open);
    }

    public void openFolder() {
        dialogs.chooseFolderToOpen().ifPresent(this::open);
    }

    public void save() {
        save(() -> {});
    }

    /** Saves into the design's folder (asking before replacing it) or, for a design without one, as Save As. */
    private void save(Runnable saved) {
        Optional<Design> opened = document().design();
        if (opened.isEmpty()) {
            return;
        }
        // A bad expected table stops the save before "Replace the folder?" is asked, as Save As stops before its
        // chooser.
        whenExpectedTablesRead(opened.get(), () -> {
            Design d = document().design().orElseThrow();
            Optional<Path> folder = d.folder();
            if (folder.isPresent() && (folder.get().equals(confirmedFolder) || dialogs.confirmReplace(folder.get()))) {
                write(d, folder.get(), true, saved);
            } else if (folder.isEmpty()) {
                saveAs(saved);
            }
        });
    }

    public void saveAs() {
        saveAs(() -> {});
    }

    private void saveAs(Runnable saved) {
        Optional<Design> opened = document().design();
        if (opened.isEmpty()) {
            return;
        }
        whenExpectedTablesRead(opened.get(), () -> {
            // The design as it is now: the learner may have edited it while its expected tables were read.
            Optional<Design> d = document().design();
            Optional<Path> folder = d.isPresent() ? dialogs.chooseFolderToSave() : Optional.empty();
            if (folder.isEmpty()) {
                return;
            }
            boolean replace = hasEntries(folder.get());
            if (replace && !dialogs.confirmReplace(folder.get())) {
                return;
            }
            write(d.get(), folder.get(), replace, saved);
        });
    }

    /**
     * Runs {@code then} once {@code d}'s expected tables are read, at once when they are. A bad one stops a save before
     * it asks anything: the GTK chooser makes the folder typed in it, and a refused save left it behind empty.
     */
    private void whenExpectedTablesRead(Design d, Runnable then) {
        whenExpectedTablesRead(d, then, r -> new ErrorReport("Not saved: " + r.summary(), r.details()));
    }

    /** Reads {@code d}'s unread expected tables on the files runner, then runs {@code then}; a bad one is said as {@code bad}. */
    private void whenExpectedTablesRead(Design d, Runnable then, UnaryOperator<ErrorReport> bad) {
        List<ExpectedTable> unread =
                d.scenario().expected().stream().filter(e -> !e.isRead()).toList();
        if (unread.isEmpty()) {
            then.run();
            return;
        }
        studio.services()
                .files()
                .submit(
                        () -> {
                            unread.forEach(ExpectedTable::table);
                            return d;
                        },
                        read -> then.run(),
                        e -> report(bad.apply(ErrorReport.of(e))));
    }

    /** {@code then} runs once the design is on disk; a failed save ends in the error dialog and runs nothing. */
    private void write(Design d, Path folder, boolean replace, Runnable then) {
        studio.statusProperty().set("Saving to " + folder + "…");
        studio.services()
                .files()
                .submit(
                        () -> DesignFiles.save(d, folder, replace),
                        saved -> {
                            confirmedFolder = saved.folder().orElse(null);
                            document().markSaved(saved);
                            studio.remember(folder.toAbsolutePath().normalize());
                            studio.recovery().clear();
                            studio.statusProperty().set("Saved to " + folder + lessonLeftBehind(d, saved));
                            then.run();
                        },
                        this::report);
    }

    /**
     * What a save elsewhere leaves behind of a lesson: its text stays with the library, and a fresh-eyes review reopened
     * the copy and looked for it in vain.
     */
    private static String lessonLeftBehind(Design d, Design saved) {
        Path from = d.origin().toAbsolutePath().normalize();
        boolean elsewhere = saved.folder().map(f -> !f.equals(from)).orElse(false);
        return elsewhere && LessonReader.isLessonFolder(from)
                ? ". The lesson's text (README.md, lesson.json) stays with the lesson: this folder is your own scenario."
                : "";
    }

    /**
     * Asks about unsaved changes, and runs {@code proceed} once the design may be dropped: at once when it is clean
     * or the user discards it, after the save lands when the user saves it, never when the user cancels. False when
     * the user cancelled.
     */
    public boolean whenChangesSettled(Runnable proceed) {
        if (!document().isDirty() || document().design().isEmpty()) {
            proceed.run();
            return true;
        }
        Design design = document().design().get();
        switch (dialogs.askAboutUnsavedChanges(
                studio.nameOf(design), design.folder().isEmpty())) {
            case SAVE -> save(proceed);
            case DISCARD -> proceed.run();
            case CANCEL -> {
                return false;
            }
        }
        return true;
    }

    /** On a clean close the recovery copy goes, nothing being left to recover; then {@code closed} runs. */
    public void close(Runnable closed) {
        whenChangesSettled(() -> {
            studio.recovery().clear();
            closed.run();
        });
    }

    /**
     * At start: the recovery copy of a session that ended without saving, if the learner restores it, else the
     * design or feed the window was started with, else {@code nothingOpened}. A restored design stays open: opening
     * the start's file after it asked at once whether to throw the restored work away.
     */
    public void openAtStart(Optional<Path> file, Runnable nothingOpened) {
        if (offerRecovery()) {
            file.ifPresent(f -> studio.statusProperty()
                    .set("Your unsaved work is restored; " + f.getFileName()
                            + " was not opened over it (open it from File > Open once you have saved)."));
        } else if (file.isPresent()) {
            open(file.get());
        } else {
            nothingOpened.run();
        }
    }

    /** Offers the recovery copy of a session that ended without saving; true when it was restored. */
    public boolean offerRecovery() {
        try {
            Optional<Design> found = studio.services().recovery().find();
            if (found.isEmpty()) {
                return false;
            }
            if (dialogs.askRestoreRecovered(found.get().origin().getFileName().toString())) {
                confirmedFolder = null;
                studio.show(found.get(), true);
                return true;
            }
            studio.recovery().clear();
        } catch (RuntimeException e) {
            studio.recovery().clear();
            report(e);
        }
        return false;
    }

    void report(Throwable t) {
        report(ErrorReport.of(t));
    }

    private void report(ErrorReport r) {
        studio.statusProperty().set(r.summary());
        dialogs.showError(r);
    }

    private static boolean hasEntries(Path folder) {
        if (!Files.isDirectory(folder)) {
            return false;
        }
        try (Stream<Path> s = Files.list(folder)) {
            return s.findAny().isPresent();
        } catch (IOException e) {
            return true;
        }
    }
}
