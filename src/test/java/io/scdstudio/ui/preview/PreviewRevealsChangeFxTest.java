package io.scdstudio.ui.preview;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.Row;
import io.scdstudio.project.DesignFiles;
import io.scdstudio.ui.Fixtures;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.VirtualFlow;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** After a jump, the row the event changed is in sight, wherever it stands in a long table. */
@ExtendWith(ApplicationExtension.class)
class PreviewRevealsChangeFxTest {
    private static final int KEYS = 300;

    @TempDir
    static Path temp;

    private final PreviewViewModel vm = new PreviewViewModel();

    @Start
    void start(Stage stage) {
        stage.setScene(new Scene(new PreviewView(vm), 1000, 600));
        stage.show();
        vm.setResult(new PreviewComputer().compute(DesignFiles.open(scenario()).scenario()), false);
    }

    @Test
    void theChangedRowIsScrolledIntoSight(FxRobot robot) {
        TableView<Row> table = robot.lookup("#previewTable").queryAs(TableView.class);

        robot.interact(() -> vm.moveTo(KEYS + 1));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(keysInSight(robot, table)).as("the last key, moved to Lviv").contains((long) KEYS - 1);

        robot.interact(() -> vm.moveTo(KEYS + 2));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(keysInSight(robot, table)).as("the first key, moved to Lviv").contains(0L);
    }

    private static java.util.List<Long> keysInSight(FxRobot robot, TableView<Row> table) {
        VirtualFlow<?> flow = (VirtualFlow<?>) table.lookup(".virtual-flow");
        java.util.List<Long> keys = new java.util.ArrayList<>();
        for (int i = flow.getFirstVisibleCell().getIndex();
                i <= flow.getLastVisibleCell().getIndex();
                i++) {
            keys.add((Long) table.getItems().get(i).get(0));
        }
        return keys;
    }

    /** {@code KEYS} users inserted in key order, then the last key and the first one moved to another city. */
    private static Path scenario() {
        return Fixtures.usersInKeyOrder(
                temp.resolve("long-table"),
                KEYS,
                List.of(
                        (KEYS - 1) + ",user-" + (KEYS - 1) + ",Lviv,UPDATE," + (KEYS + 1),
                        "0,user-0,Lviv,UPDATE," + (KEYS + 2)));
    }
}
