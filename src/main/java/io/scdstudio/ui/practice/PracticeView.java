package io.scdstudio.ui.practice;

import io.scdstudio.practice.Question;
import io.scdstudio.practice.Verdict;
import io.scdstudio.ui.ScrollTo;
import io.scdstudio.ui.Styles;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * A round of questions: the question as a {@link QuestionPane} shows it (rows as a table, a snippet whole, the
 * options, the syntax of a typed answer above its field), Check, the verdict with why, a button to the
 * preview, Next, and at the end the score per topic. The buttons stand under the page, never scrolled: after Check
 * the page brings the verdict into view, and Next was no longer where Check had been.
 */
public final class PracticeView extends BorderPane {
    private final PracticeViewModel vm;
    private final VBox body = new VBox(10);
    private final ScrollPane page = new ScrollPane(body);
    private final QuestionPane question = new QuestionPane("practice");
    private final Label topic = new Label();
    private final Label feedback = new Label();
    private final Label why = new Label();
    private final Button check = new Button("Check");
    /** The verdict and why: what a learner reads after Check, kept in view together. */
    private final VBox verdict = new VBox(8);

    private final Button show = new Button("Show in the preview");
    private final Button next = new Button("Next");
    private final Button quit = new Button("Leave the round");

    public PracticeView(PracticeViewModel vm) {
        this.vm = vm;
        setId("practicePane");
        page.setId("practicePage");
        page.setFitToWidth(true);
        setCenter(page);
        body.setPadding(new Insets(12));
        Label intro = new Label("Test yourself on the open design: questions made from its own events, checked "
                + "against the engine. While a question is open the preview's table and explanation are hidden; the "
                + "lesson beside the tabs comes back when the round's score is shown.");
        intro.setWrapText(true);
        intro.getStyleClass().add(Styles.HINT_TEXT);
        Button start = new Button("Start a round");
        start.setId("practiceStart");
        start.getStyleClass().add(Styles.ACCENT);
        start.disableProperty().bind(vm.readyProperty().not());
        start.setOnAction(e -> vm.start());
        start.setMinWidth(Region.USE_PREF_SIZE);
        Label status = new Label();
        status.setId("practiceStatus");
        status.setWrapText(true);
        status.textProperty().bind(vm.statusProperty());
        HBox top = new HBox(10, start, status);
        top.setAlignment(Pos.CENTER_LEFT);
        Label summary = new Label();
        summary.setId("practiceScore");
        summary.getStyleClass().add(Styles.SECTION_TITLE);
        summary.setWrapText(true);
        summary.textProperty().bind(vm.summaryProperty());
        buildQuestion();
        body.getChildren().addAll(intro, top, summary, questionBox());
        vm.questionProperty().addListener((o, was, now) -> showQuestion(now));
        vm.verdictProperty().addListener((o, was, now) -> showVerdict(now));
        showQuestion(null);
    }

    private void buildQuestion() {
        topic.setId("practiceTopic");
        topic.getStyleClass().add(Styles.HINT_TEXT);
        topic.setWrapText(true);
        feedback.setId("practiceFeedback");
        feedback.setWrapText(true);
        why.setId("practiceWhy");
        why.setWrapText(true);
        why.getStyleClass().add(Styles.EXPLANATION);
        check.setId("practiceCheck");
        check.getStyleClass().add(Styles.ACCENT);
        check.setOnAction(e -> {
            if (question.answer().isBlank()) {
                // Nothing chosen yet is no answer: say what to do, and count nothing.
                feedback.setText("Choose an answer first (tick the rows, pick an option, or type the versions).");
                return;
            }
            vm.answer(question.answer());
        });
        show.setId("practiceShow");
        show.setOnAction(e -> vm.showInPreview());
        next.setId("practiceNext");
        next.setOnAction(e -> vm.next());
        quit.setId("practiceQuit");
        quit.setOnAction(e -> vm.quit());
    }

    private VBox questionBox() {
        Region apart = new Region();
        HBox.setHgrow(apart, Priority.ALWAYS);
        HBox buttons = new HBox(8, check, show, next, apart, quit);
        buttons.setId("practiceButtons");
        buttons.setPadding(new Insets(8, 12, 8, 12));
        buttons.getStyleClass().add(Styles.PRACTICE_BUTTONS);
        buttons.managedProperty().bind(vm.questionProperty().isNotNull());
        buttons.visibleProperty().bind(buttons.managedProperty());
        setBottom(buttons);
        verdict.getChildren().setAll(feedback, why);
        VBox box = new VBox(8, topic, question, verdict);
        box.managedProperty().bind(vm.questionProperty().isNotNull());
        box.visibleProperty().bind(box.managedProperty());
        // Enter checks the answer, then goes on: a learner could not get through a round with the keyboard alone.
        addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER && vm.questionProperty().get() != null) {
                (check.isDisabled() ? next : check).fire();
                e.consume();
            }
        });
        return box;
    }

    private void showQuestion(Question q) {
        question.show(q);
        page.setVvalue(0);
        feedback.setText("");
        why.setText("");
        feedback.getStyleClass().removeAll(Styles.PRACTICE_RIGHT, Styles.PRACTICE_WRONG);
        if (q == null) {
            return;
        }
        topic.setText("Question " + (vm.indexProperty().get() + 1) + " of "
                + vm.sizeProperty().get() + " · " + q.kind().topic() + " · "
                + q.kind().objective());
        check.setDisable(false);
        show.setDisable(true);
        next.setDisable(true);
        next.setText(vm.indexProperty().get() + 1 < vm.sizeProperty().get() ? "Next" : "See the score");
    }

    private void showVerdict(Verdict v) {
        if (v == null) {
            return;
        }
        feedback.setText(v.headline());
        why.setText(v.why());
        feedback.getStyleClass().add(v.right() ? Styles.PRACTICE_RIGHT : Styles.PRACTICE_WRONG);
        question.markChecked();
        // The verdict appears below the options: on a tall question the learner saw "Right." and one line of why.
        // The verdict and the why are brought into view together; the buttons stay where they are, under the page.
        Platform.runLater(() -> ScrollTo.reveal(verdict));
        check.setDisable(true);
        show.setDisable(vm.questionProperty().get() == null
                || vm.questionProperty().get().showAt() <= 0);
        next.setDisable(false);
    }
}
