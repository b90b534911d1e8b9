package io.scdstudio.ui.practice;

import io.scdstudio.practice.AnswerForm;
import io.scdstudio.practice.Question;
import io.scdstudio.practice.Verdict;
import io.scdstudio.ui.Styles;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * A round of questions: the question (a flow snippet in a code box), its options as radio buttons (one letter),
 * check boxes (several rows) or a text field (version dates), Check, the verdict with why, a button to the
 * preview, Next, and at the end the score per topic.
 */
public final class PracticeView extends ScrollPane {
    private final PracticeViewModel vm;
    private final VBox body = new VBox(10);
    private final VBox answerBox = new VBox(6);
    private final Label topic = new Label();
    private final Label text = new Label();
    private final TextArea snippet = new TextArea();
    private final Label feedback = new Label();
    private final Label why = new Label();
    private final Button check = new Button("Check");
    private final Button show = new Button("Show in the preview");
    private final Button next = new Button("Next");
    private final List<CheckBox> boxes = new ArrayList<>();
    private final ToggleGroup letters = new ToggleGroup();
    private final TextField typed = new TextField();

    public PracticeView(PracticeViewModel vm) {
        this.vm = vm;
        setId("practicePane");
        setFitToWidth(true);
        body.setPadding(new Insets(12));
        setContent(body);
        Label intro = new Label("Test yourself on the open design: questions made from its own events, checked "
                + "against the engine. While a question is open the preview's table and explanation are hidden.");
        intro.setWrapText(true);
        intro.getStyleClass().add(Styles.HINT_TEXT);
        Button start = new Button("Start a round");
        start.setId("practiceStart");
        start.getStyleClass().add("accent");
        start.disableProperty().bind(vm.readyProperty().not());
        start.setOnAction(e -> vm.start());
        start.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
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
        text.setId("practiceQuestion");
        text.getStyleClass().add(Styles.EXPLANATION);
        text.setWrapText(true);
        snippet.setId("practiceSnippet");
        snippet.setEditable(false);
        snippet.getStyleClass().add(Styles.MD_CODE_BLOCK);
        snippet.setPrefRowCount(10);
        typed.setId("practiceAnswerField");
        feedback.setId("practiceFeedback");
        feedback.setWrapText(true);
        why.setId("practiceWhy");
        why.setWrapText(true);
        why.getStyleClass().add(Styles.EXPLANATION);
        check.setId("practiceCheck");
        check.getStyleClass().add("accent");
        check.setOnAction(e -> vm.answer(answerText()));
        show.setId("practiceShow");
        show.setOnAction(e -> vm.showInPreview());
        next.setId("practiceNext");
        next.setOnAction(e -> vm.next());
    }

    private VBox questionBox() {
        HBox buttons = new HBox(8, check, show, next);
        answerBox.setId("practiceAnswers");
        VBox box = new VBox(8, topic, text, snippet, answerBox, buttons, feedback, why);
        box.managedProperty().bind(vm.questionProperty().isNotNull());
        box.visibleProperty().bind(box.managedProperty());
        return box;
    }

    private void showQuestion(Question q) {
        answerBox.getChildren().clear();
        boxes.clear();
        letters.getToggles().clear();
        feedback.setText("");
        why.setText("");
        feedback.getStyleClass().removeAll(Styles.PRACTICE_RIGHT, Styles.PRACTICE_WRONG);
        if (q == null) {
            return;
        }
        topic.setText("Question " + (vm.indexProperty().get() + 1) + " of "
                + vm.sizeProperty().get() + " · " + q.kind().topic() + " · "
                + q.kind().objective());
        int split = q.text().indexOf("\n\n");
        text.setText(split < 0 ? q.text() : q.text().substring(0, split));
        snippet.setText(split < 0 ? "" : q.text().substring(split + 2));
        snippet.setManaged(split >= 0);
        snippet.setVisible(split >= 0);
        for (int i = 0; i < q.options().size(); i++) {
            String label = q.label(i) + " " + q.options().get(i);
            if (q.form() == AnswerForm.LETTER) {
                RadioButton r = new RadioButton(label);
                // Options quote column names and rows (changed_at, AIRLINE_OPS): an underscore is not a mnemonic.
                r.setMnemonicParsing(false);
                r.setId("practiceOption-" + (char) ('a' + i));
                r.setUserData(String.valueOf((char) ('a' + i)));
                r.setToggleGroup(letters);
                r.setWrapText(true);
                answerBox.getChildren().add(r);
            } else {
                CheckBox c = new CheckBox(label);
                c.setMnemonicParsing(false);
                c.setId("practiceOption-" + (i + 1));
                c.setUserData(String.valueOf(i + 1));
                boxes.add(c);
                answerBox.getChildren().add(c);
            }
        }
        if (q.form() == AnswerForm.INTERVALS) {
            typed.clear();
            typed.setPromptText(q.syntax());
            answerBox.getChildren().add(typed);
        }
        answerBox.setMouseTransparent(false);
        typed.setEditable(true);
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
        markOptions(vm.questionProperty().get());
        // Not disabled, which would grey out the colours that mark the right and the wrong option.
        answerBox.setMouseTransparent(true);
        typed.setEditable(false);
        check.setDisable(true);
        show.setDisable(vm.questionProperty().get() == null
                || vm.questionProperty().get().showAt() <= 0);
        next.setDisable(false);
    }

    /** The right options in the "right" colour, a wrong choice in the "wrong" one. */
    private void markOptions(Question q) {
        if (q == null || q.form() == AnswerForm.INTERVALS) {
            return;
        }
        java.util.Set<String> right = java.util.Set.of(q.answer().split(","));
        for (javafx.scene.Node n : answerBox.getChildren()) {
            boolean chosen = n instanceof RadioButton r && r.isSelected() || n instanceof CheckBox c && c.isSelected();
            String value = (String) n.getUserData();
            if (right.contains(value)) {
                n.getStyleClass().add(Styles.PRACTICE_RIGHT);
            } else if (chosen) {
                n.getStyleClass().add(Styles.PRACTICE_WRONG);
            }
        }
    }

    private String answerText() {
        Question q = vm.questionProperty().get();
        if (q == null) {
            return "";
        }
        return switch (q.form()) {
            case LETTER ->
                letters.getSelectedToggle() == null
                        ? ""
                        : (String) letters.getSelectedToggle().getUserData();
            case NUMBERS ->
                String.join(
                        ",",
                        boxes.stream()
                                .filter(CheckBox::isSelected)
                                .map(c -> (String) c.getUserData())
                                .toList());
            case INTERVALS -> typed.getText();
        };
    }
}
