package io.scdstudio.ui.shell;

import io.scdstudio.project.RecoveryStore;
import io.scdstudio.project.SettingsStore;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.TaskRunner;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Renders the window with the users example to the README's PNGs in {@code docs/screenshots/}. Not a
 * regular test (the name keeps surefire from picking it up); regenerate with
 * {@code mvn test -Dtest=ScreenshotTool -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@ExtendWith(ApplicationExtension.class)
class ScreenshotTool {
    private static final Path OUT = Path.of("docs/screenshots");
    @TempDir
    Path temp;
    private StudioViewModel vm;
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        StudioServices services = new StudioServices(TaskRunner.inline(), TaskRunner.inline(), TaskRunner.inline(), TaskRunner.inline(),
                TaskRunner.inline(),
                new SettingsStore(temp.resolve("settings.json")), new RecoveryStore(temp.resolve("recovery")),
                Optional.empty());
        vm = StudioWindow.show(s, services, w -> new StubDialogs());
    }

    @Test
    void renderTheUsersExample(FxRobot robot) throws IOException {
        Files.createDirectories(OUT);
        robot.interact(() -> vm.open(Fixtures.USERS));
        robot.clickOn("#scdType2");
        robot.interact(() -> vm.preview().moveTo(7));
        shoot(robot, "preview.png");
        robot.clickOn("#feedTab");
        shoot(robot, "feed.png");
        robot.clickOn("#timelineTab");
        robot.interact(() -> vm.preview().last());
        robot.interact(() -> vm.timeline().asOfProperty().set(vm.timeline().axisProperty().get().rank(5L)));
        shoot(robot, "timeline.png");
        robot.clickOn("#codeTab");
        shoot(robot, "code.png");
    }

    private void shoot(FxRobot robot, String name) throws IOException {
        WaitForAsyncUtils.waitForFxEvents();
        AtomicReference<WritableImage> image = new AtomicReference<>();
        robot.interact(() -> image.set(stage.getScene().snapshot(null)));
        ImageIO.write(toBuffered(image.get()), "png", OUT.resolve(name).toFile());
    }

    private static BufferedImage toBuffered(WritableImage image) {
        int w = (int) image.getWidth();
        int h = (int) image.getHeight();
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        PixelReader pixels = image.getPixelReader();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                out.setRGB(x, y, pixels.getArgb(x, y));
            }
        }
        return out;
    }
}
