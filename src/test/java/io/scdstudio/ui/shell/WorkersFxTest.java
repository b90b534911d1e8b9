package io.scdstudio.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window's workers: a comparison started by an edit while a practice round or an exam is being drawn does not
 * drop the round (they shared one runner whose newest work wins, and the round never came).
 */
@ExtendWith(ApplicationExtension.class)
class WorkersFxTest {
    @Start
    void start(Stage stage) {
        // The toolkit only: results come back on the FX thread.
    }

    @Test
    void aComparisonDoesNotDropAPracticeRoundOrAnExamBeingDrawn() throws Exception {
        StudioServices.Workers workers = StudioServices.Workers.standard();
        List<String> arrived = new CopyOnWriteArrayList<>();
        CountDownLatch comparing = new CountDownLatch(1);
        workers.lessons().submit(() -> comparing.await(5, TimeUnit.SECONDS), r -> arrived.add("comparison"), e -> {});
        workers.practice().submit(() -> "round", arrived::add, e -> {});
        workers.exams().submit(() -> "exam", arrived::add, e -> {});
        workers.lessons().submit(() -> "the next comparison", arrived::add, e -> {});
        comparing.countDown();
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> arrived.size() >= 3);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(arrived).containsExactlyInAnyOrder("round", "exam", "the next comparison");
    }
}
