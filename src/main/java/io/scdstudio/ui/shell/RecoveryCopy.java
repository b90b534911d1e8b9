package io.scdstudio.ui.shell;

import io.scdstudio.project.Design;
import io.scdstudio.project.RecoveryStore;
import io.scdstudio.ui.TaskRunner;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * The crash-recovery copy of an unsaved design, written and cleared on the file writer, in order. A burst of edits
 * writes only its latest design: each write takes whatever design is newest when it starts, and a clear drops a
 * copy not yet written.
 */
final class RecoveryCopy {
    private final RecoveryStore store;
    private final TaskRunner files;
    private final Consumer<Throwable> onFailure;
    private final AtomicReference<Design> unwritten = new AtomicReference<>();

    RecoveryCopy(RecoveryStore store, TaskRunner files, Consumer<Throwable> onFailure) {
        this.store = store;
        this.files = files;
        this.onFailure = onFailure;
    }

    void save(Design design) {
        if (unwritten.getAndSet(design) != null) {
            return;
        }
        files.submit(
                () -> {
                    Design newest = unwritten.getAndSet(null);
                    if (newest != null) {
                        store.save(newest);
                    }
                    return newest;
                },
                written -> {},
                onFailure);
    }

    void clear() {
        unwritten.set(null);
        files.submit(
                () -> {
                    store.clear();
                    return true;
                },
                cleared -> {},
                onFailure);
    }
}
