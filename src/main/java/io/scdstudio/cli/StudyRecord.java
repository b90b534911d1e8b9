package io.scdstudio.cli;

import io.scdstudio.lesson.Lesson;
import io.scdstudio.lesson.LessonLibrary;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.project.AppDataFolder;
import io.scdstudio.project.SampleFolders;
import io.scdstudio.study.ExamProfile;
import io.scdstudio.study.ExamProfiles;
import io.scdstudio.study.ProgressStore;
import io.scdstudio.study.StudyProgress;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * The learner's progress as the command line keeps it: the same {@code progress.json} of the settings folder the
 * window keeps, so answers given in the terminal count in the window's Progress view. A progress file that cannot be
 * written is a warning, never a failed command: the answers were given and scored.
 */
final class StudyRecord {
    private final ProgressStore store;
    private final PrintStream err;

    StudyRecord(PrintStream err) {
        this.store = ProgressStore.in(AppDataFolder.resolve());
        this.err = err;
    }

    static LessonLibrary bundledLibrary() {
        return SampleFolders.libraryFolder().map(LessonLibrary::read).orElse(LessonLibrary.empty());
    }

    /** The lesson of the bundled library a path opened, if it is one (a practice round on it completes it). */
    static Optional<Lesson> lessonAt(String path) {
        return bundledLibrary().at(Path.of(path));
    }

    /** The profile {@code --profile} names (the default one without it); a name that is none says which there are. */
    static ExamProfile profile(Args args, ExamProfiles profiles) {
        String id = args.option("profile").orElse(ExamProfiles.DEFAULT_PROFILE);
        return profiles.find(id)
                .orElseThrow(() -> Errors.at(
                        Location.field("--profile"),
                        ErrorClass.USAGE,
                        "'" + id + "' is not an exam profile",
                        "Use one of: " + profiles.ids()));
    }

    ProgressStore.Loaded load() {
        return store.load();
    }

    Path file() {
        return store.file();
    }

    void update(UnaryOperator<StudyProgress> change) {
        try {
            store.update(change);
        } catch (IOException e) {
            err.println("warning: your progress could not be saved to " + store.file() + ": " + e.getMessage());
        }
    }

    void reset() throws IOException {
        store.reset();
    }

    static String today() {
        return LocalDate.now().toString();
    }
}
