package io.scdstudio.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.project.RecoveryStore;
import io.scdstudio.project.SettingsStore;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.timeline.TimelineView;
import java.nio.file.Path;
import java.util.Optional;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * What a desktop app is expected to do: open the file it is started with, import flow code into the open design
 * as one undoable edit, switch and remember its theme, and let the timeline's bars move the preview.
 */
@ExtendWith(ApplicationExtension.class)
class DesktopHabitsFxTest {
    @TempDir
    Path temp;

    private StudioViewModel vm;
    private Stage stage;
    private SettingsStore settings;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        settings = Fixtures.returningUser(temp);
        StudioServices services = new StudioServices(
                StudioServices.Workers.inline(),
                settings,
                new RecoveryStore(temp.resolve("recovery")),
                Optional.empty());
        // As "scd-studio sample-data/customer-moves" starts it.
        vm = StudioWindow.show(stage, services, w -> new StubDialogs(), Optional.of(Fixtures.CUSTOMER_MOVES));
    }

    @Test
    void aFileGivenOnTheCommandLineOpensInTheWindow() {
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.document().design())
                .hasValueSatisfying(d -> assertThat(d.scenario().id()).isEqualTo("customer-moves"));
        assertThat(stage.getIcons()).as("the app icon").isNotEmpty();
    }

    @Test
    void pastedLakeflowSqlBecomesTheDesignAndUndoRestoresTheOneBefore(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        CdcFlowSettings before = vm.document().cdcFlow().orElseThrow();
        robot.interact(() -> ImportFlowWindow.show(stage, vm.flowImport()));
        String sql = """
                CREATE FLOW customers_flow AS AUTO CDC INTO dim_customer
                FROM stream(customers_cdc)
                KEYS (customer_id)
                APPLY AS DELETE WHEN op = 'DELETE'
                SEQUENCE BY updated_at
                COLUMNS * EXCEPT (op)
                STORED AS SCD TYPE 1;
                """;
        TextArea code = robot.lookup("#importFlowText").queryAs(TextArea.class);
        robot.interact(() -> code.setText(sql.replace("SEQUENCE BY updated_at", "SEQUENCE BY")));
        robot.clickOn("#importFlowApply");
        assertThat(robot.lookup("#importFlowProblem").queryAs(Label.class).getText())
                .isNotBlank();
        assertThat(code.getSelectedText()).as("the caret on the problem's line").isNotEmpty();
        assertThat(vm.document().cdcFlow()).contains(before);

        robot.interact(() -> code.setText(sql));
        robot.clickOn("#importFlowApply");
        assertThat(robot.lookup("#importFlowText").tryQuery())
                .as("the window closed")
                .isEmpty();
        assertThat(vm.document().cdcFlow().orElseThrow().scdType()).isEqualTo(1);
        assertThat(vm.document().cdcFlow().orElseThrow().exceptColumnList()).contains(java.util.List.of("op"));

        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.document().cdcFlow()).contains(before);
    }

    @Test
    void theGuideHasItsContentsBesideItAndEscClosesIt(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        robot.press(KeyCode.F1).release(KeyCode.F1);
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.layout.VBox contents = robot.lookup("#helpContents").queryAs(javafx.scene.layout.VBox.class);
        assertThat(contents.getChildren().stream()
                        .filter(javafx.scene.control.Hyperlink.class::isInstance)
                        .map(n -> ((javafx.scene.control.Hyperlink) n).getText()))
                .contains("The scenario library");
        assertThat(HelpWindow.pageText(HelpWindow.START))
                .as("the user's guide holds no build commands")
                .doesNotContain("mvn ")
                .doesNotContain("mvnw");
        Stage guide = (Stage) contents.getScene().getWindow();
        robot.interact(guide::requestFocus);
        robot.press(KeyCode.ESCAPE).release(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(guide.isShowing()).isFalse();
    }

    @Test
    void theShortcutsListIsReadFromTheMenusAndNamesZoom() {
        WaitForAsyncUtils.waitForFxEvents();
        MenuBarView menus = (MenuBarView) ((MainView) stage.getScene().getRoot().lookup("#mainView")).getTop();
        assertThat(ShortcutsDialog.rows(menus.getMenus()))
                .extracting(r -> r[1])
                .contains("Zoom In", "Zoom Out", "Actual Size", "Forward", "Open Feed…", "User Guide");
    }

    @Test
    void theDarkThemeIsAppliedAndRemembered(FxRobot robot) {
        robot.clickOn("#menuView").clickOn("#menuTheme").clickOn("#menuThemeDark");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(stage.getScene().getStylesheets())
                .anySatisfy(css -> assertThat(css).endsWith("theme/dark.css"))
                .noneSatisfy(css -> assertThat(css).endsWith("theme/light.css"));
        assertThat(settings.load().theme()).isEqualTo("dark");
        robot.interact(() -> vm.themeProperty().set("light"));
        assertThat(settings.load().theme()).isEqualTo("light");
    }

    @Test
    void aThemeSwitchReachesEveryPaneAndLeavesTheKeyboardWhereItWas(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.control.TextField target =
                robot.lookup("#targetName").queryAs(javafx.scene.control.TextField.class);
        robot.clickOn(target);
        robot.interact(() -> target.selectRange(1, 3));
        Label position = robot.lookup("#positionLabel").queryAs(Label.class);
        Label lessonTitle = robot.lookup("#lessonTitle").queryAs(Label.class);
        javafx.scene.paint.Paint lightText = position.getTextFill();

        robot.clickOn("#menuView").clickOn("#menuTheme").clickOn("#menuThemeDark");
        robot.interact(() -> {});
        // The panes take the theme a frame each; none may stay in the old one.
        try {
            WaitForAsyncUtils.waitFor(
                    5,
                    java.util.concurrent.TimeUnit.SECONDS,
                    // On the FX thread, which is swapping the panes while this one waits.
                    () -> WaitForAsyncUtils.asyncFx(() -> robot.lookup("#" + PaneInTurn.PICTURE_ID)
                                    .tryQuery()
                                    .isEmpty())
                            .get());
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("a pane still shows its picture from before the switch", e);
        }
        assertThat(position.getScene()).as("the preview is back in the window").isNotNull();
        assertThat(position.getTextFill())
                .as("the preview's text in the dark theme")
                .isNotEqualTo(lightText);
        assertThat(lessonTitle.getTextFill()).isEqualTo(position.getTextFill());
        assertThat(target.isFocused())
                .as("the field typed in keeps the keyboard")
                .isTrue();
        assertThat(target.getSelection()).as("and its selection").isEqualTo(new javafx.scene.control.IndexRange(1, 3));
        robot.interact(() -> vm.themeProperty().set("light"));
    }

    @Test
    void clickingAVersionBarMovesThePreviewToTheEventThatOpenedIt(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        // The lesson opened at its first event; its whole history is at its end.
        robot.interact(() -> vm.preview().last());
        robot.clickOn("#timelineTab");
        WaitForAsyncUtils.waitForFxEvents();
        // Customer 1's third version: the move to Odesa of event 5.
        Node odesa = robot.lookup(TimelineView.named("bar-1-2")).query();
        assertThat(((Label) odesa).getText()).as("the bar says what changed").isEqualTo("Odesa");
        int before = vm.preview().appliedProperty().get();
        robot.clickOn(odesa);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(vm.preview().appliedProperty().get()).isNotEqualTo(before).isEqualTo(5);
        assertThat(robot.lookup("#timelineSelection").queryAs(Label.class).getText())
                .contains("event #5");
    }

    @Test
    void theGuideOpensTheBundledPagesItLinksToAndComesBack(FxRobot robot) {
        robot.clickOn("#menuHelp").clickOn("#menuGuide");
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.control.Hyperlink formats =
                robot.lookup("#helpGuide .hyperlink").queryAllAs(javafx.scene.control.Hyperlink.class).stream()
                        .filter(h -> ((io.scdstudio.lesson.LessonLink)
                                        h.getProperties().get(io.scdstudio.ui.lesson.MarkdownView.LINK_KEY))
                                .destination()
                                .equals("formats.md"))
                        .findFirst()
                        .orElseThrow();
        robot.interact(formats::fire);
        assertThat(robot.lookup("#helpBack").tryQuery())
                .as("a page of its own, with the way back")
                .isPresent();
        assertThat(robot.lookup("#helpGuide .md-h1 .md-run").queryAllAs(javafx.scene.text.Text.class))
                .anySatisfy(t -> assertThat(t.getText()).contains("Reading real CDC feeds"));
        robot.interact(() -> robot.lookup("#helpBack").queryButton().fire());
        assertThat(robot.lookup("#helpBack").tryQuery()).isEmpty();
        robot.interact(() -> robot.listWindows().stream()
                .filter(w -> w != stage && w instanceof Stage)
                .toList()
                .forEach(javafx.stage.Window::hide));
    }
}
