package io.scdstudio.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class GiveWayTest {
    private final ExecutorService previews = Executors.newSingleThreadExecutor();
    private final ExecutorService checks = Executors.newSingleThreadExecutor();

    @AfterEach
    void stop() {
        previews.shutdownNow();
        checks.shutdownNow();
    }

    @Test
    void theChecksStartOnceThePreviewSubmittedLastHasFolded() throws Exception {
        GiveWay way = new GiveWay(60_000);
        TaskRunner preview = way.first(on(previews));
        TaskRunner check = way.after(on(checks));
        CountDownLatch folding = new CountDownLatch(1);
        AtomicBoolean previewDone = new AtomicBoolean();
        CompletableFuture<Boolean> checkSawPreviewDone = new CompletableFuture<>();

        preview.submit(
                () -> {
                    folding.await();
                    previewDone.set(true);
                    return "table";
                },
                r -> {},
                e -> {});
        check.submit(previewDone::get, checkSawPreviewDone::complete, checkSawPreviewDone::completeExceptionally);

        Thread.sleep(300);
        assertThat(checkSawPreviewDone)
                .as("the checks wait while the preview folds")
                .isNotDone();
        folding.countDown();
        assertThat(checkSawPreviewDone.get(10, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void withNoPreviewFoldingTheChecksStartAtOnce() throws Exception {
        GiveWay way = new GiveWay(60_000);
        way.first(on(previews)).submit(() -> "done", r -> {}, e -> {});
        CompletableFuture<String> checked = new CompletableFuture<>();

        way.after(on(checks)).submit(() -> "findings", checked::complete, checked::completeExceptionally);

        assertThat(checked.get(10, TimeUnit.SECONDS)).isEqualTo("findings");
    }

    @Test
    void aPreviewThatFoldsForLongDelaysTheChecksOnlyByThePatience() throws Exception {
        GiveWay way = new GiveWay(200);
        CountDownLatch never = new CountDownLatch(1);
        way.first(on(previews)).submit(() -> never.await(1, TimeUnit.MINUTES), r -> {}, e -> {});
        CompletableFuture<String> checked = new CompletableFuture<>();

        way.after(on(checks)).submit(() -> "findings", checked::complete, checked::completeExceptionally);

        assertThat(checked.get(10, TimeUnit.SECONDS)).isEqualTo("findings");
        assertThat(never.getCount()).as("the preview is still folding").isEqualTo(1);
    }

    /** A runner on a plain thread, its results handed over on that thread (these tests have no FX thread). */
    private static TaskRunner on(ExecutorService executor) {
        return new TaskRunner() {
            @Override
            public <T> void submit(
                    java.util.concurrent.Callable<T> work,
                    java.util.function.Consumer<T> onResult,
                    java.util.function.Consumer<Throwable> onFailure) {
                executor.execute(() -> {
                    T result;
                    try {
                        result = work.call();
                    } catch (Exception e) {
                        onFailure.accept(e);
                        return;
                    }
                    onResult.accept(result);
                });
            }
        };
    }
}
