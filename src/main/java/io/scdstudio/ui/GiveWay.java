package io.scdstudio.ui;

import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * Work that gives way to other work. On two cores the design checks took a core from the preview's fold while a big
 * lesson opened (the 100,000-event lesson's checks ran 0.6 s beside its traced run, and the step-through waited for
 * both); here they start once the preview submitted last has folded, or after {@code patienceMillis} at most, so that
 * a feed whose traced run takes many seconds still shows its findings soon.
 */
public final class GiveWay {
    private final long patienceMillis;
    private long submitted;
    private long finished;

    public GiveWay(long patienceMillis) {
        this.patienceMillis = patienceMillis;
    }

    /** The runner others give way to: its submissions count from the moment they are made. */
    public TaskRunner first(TaskRunner runner) {
        return new TaskRunner() {
            @Override
            public <T> void submit(Callable<T> work, Consumer<T> onResult, Consumer<Throwable> onFailure) {
                long mine = submittedOne();
                runner.submit(
                        () -> {
                            try {
                                return work.call();
                            } finally {
                                finished(mine);
                            }
                        },
                        onResult,
                        onFailure);
            }

            @Override
            public void shutdown() {
                runner.shutdown();
            }
        };
    }

    /** A runner whose work waits, on its own thread, until the first runner's latest submission has run. */
    public TaskRunner after(TaskRunner runner) {
        return TaskRunner.after(this::awaitFirst, runner);
    }

    private synchronized long submittedOne() {
        return ++submitted;
    }

    private synchronized void finished(long which) {
        // A latest-wins runner skips superseded work: only the newest submission's end frees the others.
        finished = Math.max(finished, which);
        notifyAll();
    }

    private synchronized void awaitFirst() throws InterruptedException {
        long until = System.nanoTime() + patienceMillis * 1_000_000;
        long left;
        while (finished < submitted && (left = until - System.nanoTime()) > 0) {
            wait(Math.max(1, left / 1_000_000));
        }
    }
}
