package io.scdstudio.ui.practice;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.practice.AnswerForm;
import io.scdstudio.practice.OptionTable;
import io.scdstudio.practice.Question;
import io.scdstudio.practice.QuestionKind;
import io.scdstudio.ui.Styles;
import io.scdstudio.ui.Wheel;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The wheel over a question's block of rows, wider than the pane and so scrolled sideways, scrolls the page the question
 * stands in, as it does over its prose.
 */
@ExtendWith(ApplicationExtension.class)
class QuestionPaneFxTest {
    private ScrollPane page;

    @Start
    void start(Stage stage) {
        QuestionPane question = new QuestionPane("t");
        question.show(new Question(
                QuestionKind.values()[0],
                "Which row does the target hold after event 3?\n  id,name,email,city,__START_AT,__END_AT\n"
                        + "  1,Ann,ann.longname@example.com,Oslo,2024-01-01 00:00:00,2024-01-02 00:00:00\n"
                        + "  2,Bo,bo.longername@example.com,Riga,2024-01-01 00:00:00,null",
                List.of("1,Ann,Oslo", "2,Bo,Riga"),
                AnswerForm.LETTER,
                "a",
                "the last event of key 1 wins",
                List.of(3),
                3));
        Region below = new Region();
        below.setMinHeight(2000);
        page = new ScrollPane(new VBox(question, below));
        page.setFitToWidth(true);
        stage.setScene(new Scene(page, 500, 300));
        stage.show();
    }

    @Test
    void theWheelOverABlockOfRowsScrollsThePageAsOverItsProse(FxRobot robot) {
        Wheel.downOver(robot, "#tQuestion");
        assertThat(page.getVvalue()).as("over the prose: the page scrolls").isGreaterThan(0.0);
        robot.interact(() -> page.setVvalue(0));

        Wheel.downOver(robot, "#tRows");
        assertThat(page.getVvalue()).as("over the rows: the page scrolls too").isGreaterThan(0.0);
    }

    @Test
    void checkingRowOptionsMarksTheWholeRowNotOnlyItsNumber(FxRobot robot) {
        QuestionPane pane = new QuestionPane("r");
        robot.interact(() -> {
            pane.show(new Question(
                            QuestionKind.TARGET_ROWS,
                            "Which rows does the target hold for key 1 after event 3?",
                            List.of("1,Ann,Oslo", "1,Ann,Riga"),
                            AnswerForm.NUMBERS,
                            "1",
                            "event 3 moved Ann to Oslo",
                            List.of(3),
                            3)
                    .withTable(new OptionTable(
                            List.of("id", "name", "city"),
                            List.of(List.of("1", "Ann", "Oslo"), List.of("1", "Ann", "Riga")))));
            page.setContent(pane);
            pane.choose("2");
            pane.markChecked();
        });
        GridPane grid = robot.lookup("#rRowOptions").queryAs(GridPane.class);
        assertThat(cellsOfRow(grid, 1))
                .as("the right row")
                .allMatch(l -> l.getStyleClass().contains(Styles.PRACTICE_RIGHT_OPTION));
        assertThat(cellsOfRow(grid, 2))
                .as("the chosen wrong row")
                .allMatch(l -> l.getStyleClass().contains(Styles.PRACTICE_WRONG_OPTION));
    }

    /** A learner typed the versions' dates and pressed Enter, and nothing happened. */
    @Test
    void enterInTheTypedAnswerSubmitsIt(FxRobot robot) {
        QuestionPane pane = new QuestionPane("d");
        int[] submitted = {0};
        robot.interact(() -> {
            pane.show(new Question(
                    QuestionKind.VERSION_DATES,
                    "What are the __START_AT and __END_AT of each version of key 1?",
                    List.of(),
                    AnswerForm.INTERVALS,
                    "1,5; 5,null",
                    "two versions",
                    List.of(5),
                    5));
            pane.onEnter(() -> submitted[0]++);
            page.setContent(pane);
        });
        robot.clickOn("#dAnswerField").write("1,5; 5,null").type(javafx.scene.input.KeyCode.ENTER);
        assertThat(submitted[0]).isEqualTo(1);
        assertThat(pane.answer()).isEqualTo("1,5; 5,null");
    }

    private static List<Label> cellsOfRow(GridPane grid, int row) {
        List<Label> cells = grid.getChildren().stream()
                .filter(n -> n instanceof Label && Integer.valueOf(row).equals(GridPane.getRowIndex(n)))
                .map(Label.class::cast)
                .toList();
        assertThat(cells).hasSize(3);
        return cells;
    }
}
