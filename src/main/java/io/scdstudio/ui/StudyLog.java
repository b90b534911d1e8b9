package io.scdstudio.ui;

import io.scdstudio.study.ProgressStore;
import io.scdstudio.study.StudyProgress;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The learner's progress as the window keeps it: read once when the window opens (a damaged file gives empty progress
 * and a notice), changed on the FX thread as lessons are visited and questions answered, and written after each change
 * by the file writer, in order, so the newest progress is the one on disk.
 */
public final class StudyLog {
    private final ProgressStore store;
    private final TaskRunner files;
    private final Consumer<Throwable> saveFailed;
    private final ObjectProperty<StudyProgress> progress = new SimpleObjectProperty<>();
    private final Optional<String> notice;

    public StudyLog(ProgressStore store, TaskRunner files, Consumer<Throwable> saveFailed) {
        this.store = store;
        this.files = files;
        this.saveFailed = saveFailed;
        ProgressStore.Loaded loaded = store.load();
        progress.set(loaded.progress());
        notice = loaded.notice();
    }

    /** Changes the progress and saves it; a change that changes nothing writes nothing. */
    public void update(UnaryOperator<StudyProgress> change) {
        StudyProgress now = change.apply(progress.get());
        if (now.equals(progress.get())) {
            return;
        }
        progress.set(now);
        files.submit(
                () -> {
                    store.save(now);
                    return null;
                },
                done -> {},
                saveFailed);
    }

    /** Forgets all progress, on screen and on disk. */
    public void reset() {
        progress.set(StudyProgress.EMPTY);
        files.submit(
                () -> {
                    store.reset();
                    return null;
                },
                done -> {},
                saveFailed);
    }

    public StudyProgress progress() {
        return progress.get();
    }

    public ReadOnlyObjectProperty<StudyProgress> progressProperty() {
        return progress;
    }

    /** What the learner is told when the progress file could not be read. */
    public Optional<String> notice() {
        return notice;
    }

    public ProgressStore store() {
        return store;
    }
}
