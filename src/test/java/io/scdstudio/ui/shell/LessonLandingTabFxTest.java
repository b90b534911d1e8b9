package io.scdstudio.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.ui.DeferredRunner;
import io.scdstudio.ui.Fixtures;
import java.nio.file.Path;
import java.util.Optional;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Labeled;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A lesson opens on the Preview, where it starts; a fresh-eyes review clicked the Timeline in the second the next
 * lesson took to read and saw the click undone when the lesson arrived.
 */
@ExtendWith(ApplicationExtension.class)
class LessonLandingTabFxTest {
    @TempDir
    Path temp;

    /** The lessons' feeds are read when the test says, so it can click while one is being read. */
    private final DeferredRunner feeds = new DeferredRunner();

    @Start
    void start(Stage stage) {
        StudioServices services = FeedsWhenAsked.services(feeds, temp);
        StudioWindow.show(stage, services, w -> new StubDialogs(), Optional.of(Fixtures.CUSTOMER_MOVES));
    }

    /** The first lesson, read as the window asked at its start. */
    private void firstLessonRead(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(feeds::runAll);
        WaitForAsyncUtils.waitForFxEvents();
        firstTitle = robot.lookup("#lessonTitle").queryAs(Labeled.class).getText();
    }

    private String firstTitle;

    @Test
    void aTabPickedWhileTheNextLessonIsReadStaysPicked(FxRobot robot) {
        firstLessonRead(robot);
        robot.clickOn("#nextLessonButton");
        assertThat(feeds.pending()).as("the next lesson is being read").isPositive();
        robot.clickOn("#timelineTab");
        robot.interact(feeds::runAll);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(selectedTab(robot)).isEqualTo("timelineTab");
    }

    @Test
    void withNoTabPickedMeanwhileTheNextLessonOpensOnThePreview(FxRobot robot) {
        firstLessonRead(robot);
        robot.clickOn("#timelineTab");
        robot.clickOn("#nextLessonButton");
        robot.interact(feeds::runAll);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(selectedTab(robot)).isEqualTo("previewTab");
    }

    /** A Recent entry of a lesson opens it as the Library does: it kept the tab shown before. */
    @Test
    void aLessonOpenedFromRecentOpensOnThePreview(FxRobot robot) {
        firstLessonRead(robot);
        robot.clickOn("#nextLessonButton");
        robot.interact(feeds::runAll);
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#timelineTab");
        robot.clickOn("#lessonLibraryButton");
        WaitForAsyncUtils.waitForFxEvents();
        Hyperlink first = robot.lookup("#homeView .hyperlink").queryAllAs(Hyperlink.class).stream()
                .filter(l -> l.getTooltip() != null && l.getTooltip().getText().endsWith("customer-moves"))
                .findFirst()
                .orElseThrow();
        robot.clickOn(first);
        robot.interact(feeds::runAll);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#lessonTitle").queryAs(Labeled.class).getText())
                .as("the first lesson again")
                .isEqualTo(firstTitle);
        assertThat(selectedTab(robot)).isEqualTo("previewTab");
    }

    private static String selectedTab(FxRobot robot) {
        return robot.lookup("#featureTabs")
                .queryAs(TabPane.class)
                .getSelectionModel()
                .getSelectedItem()
                .getId();
    }
}
