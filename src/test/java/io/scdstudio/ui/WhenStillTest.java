package io.scdstudio.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import javafx.beans.property.SimpleIntegerProperty;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class WhenStillTest {
    private final ExecutorService worker = Executors.newSingleThreadExecutor();

    @AfterEach
    void stop() {
        worker.shutdownNow();
    }

    @Test
    void workWaitsWhileTheLearnerStepsAndStartsOnceTheyStop() throws Exception {
        SimpleIntegerProperty applied = new SimpleIntegerProperty();
        TaskRunner runner = new WhenStill(applied, 500).runner(on(worker));
        CompletableFuture<String> walked = new CompletableFuture<>();

        runner.submit(() -> "walked", walked::complete, walked::completeExceptionally);
        for (int step = 0; step < 60; step++) {
            applied.set(applied.get() + 1);
            Thread.sleep(10);
        }
        assertThat(walked).as("no work while the preview steps").isNotDone();
        assertThat(walked.get(10, TimeUnit.SECONDS)).isEqualTo("walked");
    }

    private static TaskRunner on(ExecutorService executor) {
        return new TaskRunner() {
            @Override
            public <T> void submit(Callable<T> work, Consumer<T> onResult, Consumer<Throwable> onFailure) {
                executor.execute(() -> {
                    try {
                        onResult.accept(work.call());
                    } catch (Exception e) {
                        onFailure.accept(e);
                    }
                });
            }
        };
    }
}
