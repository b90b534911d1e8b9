package io.scdstudio.ui.preview;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.Row;
import io.scdstudio.project.DesignFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
        try {
            Path folder = Files.createDirectories(temp.resolve("long-table"));
            Files.copy(Path.of("sample-data/users-docs-example/case.json"), folder.resolve("case.json"));
            StringBuilder csv = new StringBuilder("userId,name,city,operation,sequenceNum\n");
            for (int k = 0; k < KEYS; k++) {
                csv.append(k)
                        .append(",user-")
                        .append(k)
                        .append(",Kyiv,INSERT,")
                        .append(k + 1)
                        .append('\n');
            }
            csv.append(KEYS - 1)
                    .append(",user-")
                    .append(KEYS - 1)
                    .append(",Lviv,UPDATE,")
                    .append(KEYS + 1);
            csv.append('\n').append("0,user-0,Lviv,UPDATE,").append(KEYS + 2).append('\n');
            Files.writeString(folder.resolve("input.csv"), csv);
            return folder;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
