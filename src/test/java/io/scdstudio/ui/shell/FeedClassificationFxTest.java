package io.scdstudio.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.project.RecoveryStore;
import io.scdstudio.ui.Fixtures;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.TableCell;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The Feed tab's "classified as" column follows each run of the design, as the learner edits its conditions. */
@ExtendWith(ApplicationExtension.class)
class FeedClassificationFxTest {
    @TempDir
    Path temp;

    private StudioViewModel vm;

    @Start
    void start(Stage stage) {
        StudioServices services = new StudioServices(
                StudioServices.Workers.inline(),
                Fixtures.returningUser(temp),
                new RecoveryStore(temp.resolve("recovery")),
                Optional.empty());
        vm = StudioWindow.show(stage, services, w -> new StubDialogs());
    }

    @Test
    void theClassifiedAsColumnFollowsAnEditedDeleteCondition(FxRobot robot) {
        robot.interact(() -> vm.open(Fixtures.USERS));
        robot.interact(() -> vm.lessons().lesson().close());
        robot.clickOn("#feedTab");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(classifiedAs(robot))
                .as("the users' feed as read")
                .contains("delete")
                .contains("upsert");

        robot.interact(() -> vm.flow().setDeletes("operation = \"NO SUCH OPERATION\""));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(classifiedAs(robot))
                .as("no row matches the delete condition now")
                .doesNotContain("delete");

        robot.interact(() -> vm.flow().setDeletes("operation = \"DELETE\""));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(classifiedAs(robot)).contains("delete");
    }

    /** The words the shown rows' "classified as" cells show. */
    private static List<String> classifiedAs(FxRobot robot) {
        return robot.lookup("#feedTable .table-cell").queryAll().stream()
                .filter(n -> n instanceof TableCell<?, ?> c
                        && c.getTableColumn() != null
                        && "operationColumn".equals(c.getTableColumn().getId())
                        && !c.isEmpty())
                .map(n -> ((TableCell<?, ?>) n).getText())
                .toList();
    }
}
