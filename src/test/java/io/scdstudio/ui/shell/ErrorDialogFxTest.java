package io.scdstudio.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.ui.ErrorReport;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.control.Alert;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Every error dialog: a short message, and the details collapsed behind "Show Details". */
@ExtendWith(ApplicationExtension.class)
class ErrorDialogFxTest {

    @Start
    void start(Stage stage) {
        stage.show();
    }

    private static Alert alertFor(FxRobot robot, Throwable t) {
        AtomicReference<Alert> alert = new AtomicReference<>();
        robot.interact(() -> alert.set(FxDialogs.errorAlert(ErrorReport.of(t))));
        return alert.get();
    }

    @Test
    void aUserErrorShowsWhereAndWhyShortlyAndHowToFixInTheCollapsedDetails(FxRobot robot) {
        Alert alert = alertFor(
                robot,
                Errors.at(
                        Location.at("feed.csv", 3, 2, "city"),
                        ErrorClass.VALUE_NOT_OF_TYPE,
                        "'Kyiv' is not a date",
                        "Change the column's type"));
        assertThat(alert.getContentText())
                .contains("feed.csv line 3, column 2")
                .contains("'Kyiv' is not a date")
                .doesNotContain("\tat ");
        assertThat(alert.getDialogPane().isExpanded()).isFalse();
        assertThat(((TextArea) alert.getDialogPane().getExpandableContent()).getText())
                .contains("VALUE_NOT_OF_TYPE")
                .contains("How to fix: Change the column's type");
    }

    @Test
    void aFaultOfOursKeepsItsStackTraceInTheDetailsOnly(FxRobot robot) {
        Alert alert = alertFor(robot, new IllegalStateException("cursor out of step"));
        assertThat(alert.getContentText())
                .startsWith("Something went wrong inside SCD Studio")
                .doesNotContain("\tat ");
        assertThat(((TextArea) alert.getDialogPane().getExpandableContent()).getText())
                .contains("\tat ")
                .contains("cursor out of step");
    }

    @Test
    void aFileThatCannotBeWrittenIsNamedAsSuchNotAsOurFault(FxRobot robot) {
        Alert alert = alertFor(robot, new UncheckedIOException(new AccessDeniedException("/data/out/case.json")));
        assertThat(alert.getContentText())
                .contains("could not be read or written")
                .contains("/data/out/case.json")
                .doesNotContain("inside SCD Studio");
    }
}
