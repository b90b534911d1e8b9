package io.scdstudio.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.practice.AnswerForm;
import io.scdstudio.practice.Question;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.practice.PracticeFeature;
import io.scdstudio.ui.preview.PreviewFeature;
import java.nio.file.Path;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Practice in the window: one question answered right, one wrong, the preview hidden until then; and the MERGE tab. */
@ExtendWith(ApplicationExtension.class)
class PracticeAndCompareFxTest {
    @TempDir
    Path temp;

    private StudioViewModel vm;

    @Start
    void start(Stage stage) {
        StudioServices services = InlineServices.in(temp);
        vm = StudioWindow.show(stage, services, w -> new StubDialogs());
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    private static boolean shown(FxRobot robot, String id) {
        return robot.lookup(id).tryQuery().map(Node::isVisible).orElse(false);
    }

    private static void awaitQuietly(java.util.concurrent.Callable<Boolean> condition) {
        try {
            WaitForAsyncUtils.waitFor(5, java.util.concurrent.TimeUnit.SECONDS, condition);
        } catch (java.util.concurrent.TimeoutException e) {
            // The assertion after the wait says what was there.
        }
    }

    /** Scrolls the node into view, as a learner does before clicking it, and clicks it. */
    private static void click(FxRobot robot, String id) {
        robot.interact(() -> io.scdstudio.ui.ScrollTo.reveal(robot.lookup(id).query()));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn(id);
    }

    /** Chooses {@code answer} in the pane's controls, as a learner clicks or types it. */
    private static void choose(FxRobot robot, Question q, String answer) {
        if (q.form() == AnswerForm.LETTER) {
            click(robot, "#practiceOption-" + answer);
        } else if (q.form() == AnswerForm.NUMBERS) {
            for (String n : answer.split(",")) {
                click(robot, "#practiceOption-" + n);
            }
        } else {
            click(robot, "#practiceAnswerField");
            robot.write(answer);
        }
    }

    /** Each option's font and laid-out size, by its id. */
    private static java.util.Map<String, String> optionSizes(FxRobot robot) {
        java.util.Map<String, String> out = new java.util.TreeMap<>();
        robot.interact(() -> {
            for (Node n : robot.lookup(o -> o.getId() != null && o.getId().startsWith("practiceOption-"))
                    .queryAll()) {
                javafx.scene.control.Labeled l = (javafx.scene.control.Labeled) n;
                l.applyCss();
                out.put(n.getId(), l.getFont() + " " + l.prefWidth(-1) + "x" + l.prefHeight(l.prefWidth(-1)));
            }
        });
        return out;
    }

    private static String wrong(Question q) {
        return switch (q.form()) {
            case LETTER -> q.answer().equals("a") ? "b" : "a";
            case NUMBERS -> q.answer().equals("1") ? "2" : "1";
            case INTERVALS -> "0,0";
        };
    }

    @Test
    void aQuestionAnsweredRightAndOneWrongWithThePreviewHiddenUntilAnswered(FxRobot robot) {
        robot.interact(() -> vm.open(Fixtures.USERS));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#practiceTab");
        robot.clickOn("#practiceStart");
        assertThat(text(robot, "#practiceTopic")).startsWith("Question 1 of 10");
        assertThat(vm.preview().hiddenProperty().get()).isTrue();
        // The preview's tab is not in the scene while the practice tab is selected: its cover is looked up in it.
        assertThat(vm.feature(PreviewFeature.class)
                        .view()
                        .lookup("#practiceCover")
                        .isVisible())
                .as("the cover over the preview's table")
                .isTrue();

        Question first =
                vm.feature(PracticeFeature.class).viewModel().questionProperty().get();
        choose(robot, first, first.answer());
        java.util.Map<String, String> sizes = optionSizes(robot);
        click(robot, "#practiceCheck");
        assertThat(text(robot, "#practiceFeedback")).startsWith("Right.");
        // Marked right or wrong by colour, not by a bolder font: a bolder option outgrew the room it was laid out in
        // and its last line was cut under the buttons.
        assertThat(optionSizes(robot))
                .as("each option's font and size after Check")
                .isEqualTo(sizes);
        assertThat(vm.preview().hiddenProperty().get())
                .as("answered: the preview shows again")
                .isFalse();
        click(robot, "#practiceNext");

        Question second =
                vm.feature(PracticeFeature.class).viewModel().questionProperty().get();
        choose(robot, second, wrong(second));
        click(robot, "#practiceCheck");
        assertThat(text(robot, "#practiceFeedback")).startsWith("Wrong: the answer is " + second.answer());
        assertThat(text(robot, "#practiceWhy")).isEqualTo(second.why());
        if (second.showAt() > 0) {
            click(robot, "#practiceShow");
            assertThat(vm.preview().appliedProperty().get()).isEqualTo(second.showAt());
            assertThat(robot.lookup("#featureTabs")
                            .queryAs(TabPane.class)
                            .getSelectionModel()
                            .getSelectedItem()
                            .getId())
                    .isEqualTo("previewTab");
            robot.clickOn("#practiceTab");
        }
        for (int i = 2; i < 10; i++) {
            click(robot, "#practiceNext");
            double checkAt = sceneY(robot, "#practiceCheck");
            answerRight(robot);
            WaitForAsyncUtils.waitForFxEvents();
            // A learner saw "Right." and one line of why, the rest below the fold, on tall questions.
            assertThat(inView(robot, "#practiceFeedback"))
                    .as("question %d: the verdict in view", i + 1)
                    .isTrue();
            // ... and then clicked where Check had been to go on, and hit empty space: the page had scrolled.
            assertThat(sceneY(robot, "#practiceNext"))
                    .as("question %d: Next where Check was", i + 1)
                    .isEqualTo(checkAt);
            if (height(robot, "#practiceFeedback", "#practiceWhy")
                    <= page(robot).getViewportBounds().getHeight()) {
                assertThat(inView(robot, "#practiceWhy"))
                        .as("question %d: the whole why in view", i + 1)
                        .isTrue();
            }
        }
        click(robot, "#practiceNext");
        assertThat(text(robot, "#practiceScore")).startsWith("Score: 9 of 10.\n• ");
    }

    @Test
    void optionsShowColumnNamesAndValuesWithTheirUnderscores(FxRobot robot) {
        io.scdstudio.lesson.Lesson lesson =
                vm.lessons().library().library().find("struct-tiebreaker").orElseThrow();
        robot.interact(() -> vm.lessons().open(lesson));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#practiceTab");
        robot.clickOn("#practiceStart");
        java.util.List<String> shown = new java.util.ArrayList<>();
        int size = vm.feature(PracticeFeature.class).viewModel().sizeProperty().get();
        for (int i = 0; i < size; i++) {
            for (Node n : robot.lookup("#practiceAnswers")
                    .queryAs(javafx.scene.layout.VBox.class)
                    .getChildren()) {
                if (n instanceof javafx.scene.control.Labeled l
                        && l.getId() != null
                        && l.getId().startsWith("practiceOption")
                        && l.getText().contains("_")) {
                    shown.add(l.getText() + " -> " + drawn(l));
                    assertThat(drawn(l)).as("drawn as written").isEqualTo(l.getText());
                }
            }
            answerRight(robot);
            click(robot, "#practiceNext");
        }
        assertThat(shown).as("the round quotes names with underscores").isNotEmpty();
    }

    /** Whether the node lies wholly inside the visible part of the practice page. */
    private static boolean inView(FxRobot robot, String id) {
        Node n = robot.lookup(id).query();
        javafx.scene.control.ScrollPane page = page(robot);
        javafx.geometry.Bounds node = n.localToScene(n.getBoundsInLocal());
        javafx.geometry.Bounds view = page.localToScene(page.getLayoutBounds());
        return node.getMinY() >= view.getMinY() - 1 && node.getMaxY() <= view.getMaxY() + 1;
    }

    private static double sceneY(FxRobot robot, String id) {
        Node n = robot.lookup(id).query();
        return n.localToScene(n.getBoundsInLocal()).getMinY();
    }

    /** From the top of one node to the bottom of another, on screen. */
    private static double height(FxRobot robot, String from, String to) {
        Node a = robot.lookup(from).query();
        Node b = robot.lookup(to).query();
        return b.localToScene(b.getBoundsInLocal()).getMaxY()
                - a.localToScene(a.getBoundsInLocal()).getMinY();
    }

    private static javafx.scene.control.ScrollPane page(FxRobot robot) {
        return robot.lookup("#practicePage").queryAs(javafx.scene.control.ScrollPane.class);
    }

    /** Answers the open question with its answer, as a learner who knows it would. */
    private void answerRight(FxRobot robot) {
        Question q =
                vm.feature(PracticeFeature.class).viewModel().questionProperty().get();
        robot.interact(() -> vm.feature(PracticeFeature.class).viewModel().answer(q.answer()));
    }

    /** The text the control draws (a mnemonic underscore is not drawn). */
    private static String drawn(javafx.scene.control.Labeled l) {
        return l.lookupAll(".text").stream()
                .filter(javafx.scene.text.Text.class::isInstance)
                .map(t -> ((javafx.scene.text.Text) t).getText())
                .findFirst()
                .orElse("");
    }

    /** The rows of a whole table marked with the style (the tables here are short: every row is in sight). */
    /** The rows of {@code table} marked {@code style}, each checked to be drawn in another colour than the others. */
    private static long marked(javafx.scene.control.TableView<?> table, String style) {
        javafx.css.PseudoClass mark = javafx.css.PseudoClass.getPseudoClass(style);
        java.util.Map<Boolean, java.util.List<Object>> fills = table.lookupAll(".table-row-cell").stream()
                .filter(n -> ((javafx.scene.control.TableRow<?>) n).getItem() != null)
                .collect(java.util.stream.Collectors.partitioningBy(
                        n -> n.getPseudoClassStates().contains(mark),
                        java.util.stream.Collectors.mapping(
                                n -> ((javafx.scene.layout.Region) n)
                                        .getBackground()
                                        .getFills()
                                        .get(0)
                                        .getFill(),
                                java.util.stream.Collectors.toList())));
        fills.get(true)
                .forEach(fill ->
                        assertThat(fills.get(false)).as("a marked row's colour").doesNotContain(fill));
        return fills.get(true).size();
    }

    @Test
    void theTextbookMergeTabShowsWhereTheRecipeDiffersAndItsLinksMoveThePreview(FxRobot robot) {
        robot.interact(() -> vm.open(Fixtures.USERS));
        robot.clickOn("#scdType2");
        robot.clickOn("#compareTab");
        assertThat(text(robot, "#compareSummary"))
                .startsWith("AUTO CDC's table has 7 rows, the recipe's ")
                .contains("the recipe lost or got wrong 4 of AUTO CDC's rows");
        javafx.scene.layout.VBox cards = robot.lookup("#compareCards").queryAs(javafx.scene.layout.VBox.class);
        // The whole tables and the cards come one a frame.
        awaitQuietly(() -> cards.getChildren().size() >= 2);
        assertThat(cards.getChildren()).hasSize(2);
        javafx.scene.control.ScrollPane page =
                robot.lookup("#compareScroll").queryAs(javafx.scene.control.ScrollPane.class);
        javafx.scene.control.ScrollPane rows =
                robot.lookup("#compareCards .scroll-pane").queryAs(javafx.scene.control.ScrollPane.class);
        robot.interact(() -> {
            page.setVvalue(0);
            rows.setHvalue(0);
        });
        io.scdstudio.ui.Wheel.downOver(robot, "#" + rows.getId());
        assertThat(rows.getHvalue())
                .as("the wheel over a card's rows does not scroll them sideways")
                .isZero();
        assertThat(page.getVvalue()).as("it scrolls the page of cards").isPositive();
        javafx.scene.control.ScrollBar sqlBar = robot.lookup("#compareSqlScroll").queryAll().stream()
                .flatMap(n -> n.lookupAll(".scroll-bar").stream())
                .filter(n -> n instanceof javafx.scene.control.ScrollBar b
                        && b.getOrientation() == javafx.geometry.Orientation.HORIZONTAL
                        && b.isVisible())
                .map(javafx.scene.control.ScrollBar.class::cast)
                .findFirst()
                .orElseThrow();
        robot.interact(() -> page.setVvalue(0));
        io.scdstudio.ui.Wheel.downOver(robot, sqlBar);
        assertThat(sqlBar.getValue())
                .as("the wheel over the SQL's sideways bar leaves its lines' starts in sight")
                .isZero();
        assertThat(page.getVvalue()).as("and scrolls the page").isPositive();
        assertThat(text(robot, "#compareSql"))
                .as("the recipe itself, on this design's names")
                .contains("ROW_NUMBER() OVER (PARTITION BY userId ORDER BY sequenceNum DESC)")
                .contains("COALESCE((operation = \"DELETE\"), FALSE) AS __is_delete")
                .contains("MERGE INTO target t")
                .contains("WHEN MATCHED AND NOT (t.name <=> u.name AND t.city <=> u.city) THEN UPDATE SET __END_AT "
                        + "= u.sequenceNum");
        javafx.scene.control.TableView<?> auto =
                robot.lookup("#compareAutoCdcTable").queryAs(javafx.scene.control.TableView.class);
        javafx.scene.control.TableView<?> recipe =
                robot.lookup("#compareRecipeTable").queryAs(javafx.scene.control.TableView.class);
        // The rows only one side has are marked, as many as the comparison's cards list.
        io.scdstudio.compare.NaiveComparison c =
                io.scdstudio.compare.NaiveComparison.of(Fixtures.users(2).scenario(), 2);
        int onlyAuto =
                c.differences().stream().mapToInt(d -> d.onlyAutoCdc().size()).sum();
        int onlyRecipe =
                c.differences().stream().mapToInt(d -> d.onlyNaive().size()).sum();
        assertThat(onlyAuto).isEqualTo(4);
        assertThat(marked(auto, io.scdstudio.ui.Styles.DIFF_UNEXPECTED)).isEqualTo(onlyAuto);
        assertThat(marked(recipe, io.scdstudio.ui.Styles.DIFF_MISSING)).isEqualTo(onlyRecipe);
        assertThat(auto.getItems()).as("every AUTO CDC row").hasSize(7);
        assertThat(recipe.getItems()).hasSize(c.naive().rows().size());
        click(robot, "#compareEvent-7");
        assertThat(vm.preview().appliedProperty().get()).isEqualTo(7);
        robot.interact(() -> vm.open(Fixtures.USERS));
        robot.clickOn("#compareTab");
        assertThat(text(robot, "#compareSummary"))
                .isEqualTo("The recipe's table equals AUTO CDC's (3 rows): on this feed the recipe is right.");

        // Another lesson with other columns: the tab shows only its SQL and its tables, from its top.
        javafx.scene.control.ScrollPane scroll =
                robot.lookup("#compareScroll").queryAs(javafx.scene.control.ScrollPane.class);
        robot.interact(() -> scroll.setVvalue(scroll.getVmax()));
        io.scdstudio.lesson.Lesson tie =
                vm.lessons().library().library().find("sequence-tie").orElseThrow();
        robot.interact(() -> vm.lessons().open(tie));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#compareTab");
        assertThat(text(robot, "#compareSql")).contains("PARTITION BY flight").doesNotContain("userId");
        assertThat(scroll.getVvalue())
                .as("the new lesson's tab opens at its top")
                .isZero();
        awaitQuietly(() -> robot.lookup("#compareAutoCdcTable")
                .tryQuery()
                .map(t -> ((javafx.scene.control.TableView<?>) t)
                        .getColumns().stream().anyMatch(col -> col.getText().equals("flight")))
                .orElse(false));
        javafx.scene.control.TableView<?> tieTable =
                robot.lookup("#compareAutoCdcTable").queryAs(javafx.scene.control.TableView.class);
        assertThat(tieTable.getColumns().stream()
                        .map(javafx.scene.control.TableColumn::getText)
                        .toList())
                .as("the whole table's headers are the new lesson's")
                .doesNotContain("userId")
                .contains("flight", "gate");
    }
}
