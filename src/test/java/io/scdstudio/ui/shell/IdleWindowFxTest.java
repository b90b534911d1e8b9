package io.scdstudio.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.ui.Fixtures;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A window nobody touches does nothing. A fresh-eyes review's app used most of a core for half an hour on the 100,000
 * -event lesson: each table sent back to its first column as a design opened had JavaFX retry that scroll on every
 * pulse, for good, where the table was out of sight or its columns had been made anew for the design.
 */
@ExtendWith(ApplicationExtension.class)
class IdleWindowFxTest {
    @TempDir
    Path temp;

    private StudioViewModel vm;

    @Start
    void start(Stage stage) {
        StudioServices services = InlineServices.in(temp);
        // As the app starts with a lesson named on its command line.
        vm = StudioWindow.show(stage, services, w -> new StubDialogs(), Optional.of(Fixtures.CUSTOMER_MOVES));
    }

    @Test
    void aWindowLeftAloneAfterADesignOpensKeepsItsFxThreadIdle(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        for (String tab : java.util.List.of("#previewTab", "#timelineTab", "#feedTab", "#timelineTab")) {
            robot.clickOn(tab);
            WaitForAsyncUtils.waitForFxEvents();
        }
        // Another design, of other columns, with the Timeline in sight and the Feed and the preview out of sight.
        robot.interact(() -> vm.open(Fixtures.USERS));
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.sleep(500, TimeUnit.MILLISECONDS);

        Thread fx = WaitForAsyncUtils.asyncFx(Thread::currentThread).get(5, TimeUnit.SECONDS);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long before = threads.getThreadCpuTime(fx.getId());
        WaitForAsyncUtils.sleep(2, TimeUnit.SECONDS);
        long busy = (threads.getThreadCpuTime(fx.getId()) - before) / 1_000_000;
        assertThat(busy)
                .as("the FX thread's CPU time over two seconds left alone, ms")
                .isLessThan(500);
    }
}
