package io.scdstudio.ui.practice;

import io.scdstudio.practice.AnswerForm;
import io.scdstudio.practice.OptionTable;
import io.scdstudio.practice.Question;
import io.scdstudio.ui.GlossaryTips;
import io.scdstudio.ui.Styles;
import io.scdstudio.ui.WheelToPage;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javafx.scene.Node;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

/**
 * One question as a learner reads and answers it, for practice and exams alike: its sentences, the rows it shows as
 * a table under their header and a flow snippet whole (both in a fixed-width font), the options (radio buttons for one
 * letter, check boxes for several rows, code options in the fixed-width font), the answer's syntax with an example
 * above a typed answer, and once checked the right options marked.
 *
 * <p>Node ids are {@code prefix + "Question"}, {@code prefix + "Snippet"}, {@code prefix + "Option-a"} (or {@code -1}),
 * {@code prefix + "AnswerField"} and {@code prefix + "Syntax"}, so each tab's tests find their own.
 */
public final class QuestionPane extends VBox {
    private final String prefix;
    private final VBox text = new VBox(4);
    private final VBox answers = new VBox(6);
    private final Label syntax = new Label();
    private final TextField typed = new TextField();
    private final List<CheckBox> boxes = new ArrayList<>();
    /** Every option's control, wherever it stands (a row of the table, a code option in its scroller). */
    private final List<ButtonBase> choices = new ArrayList<>();
    /** The cells of each row option, marked with its check box: a learner saw only the small number marked. */
    private final Map<ButtonBase, List<Label>> rowCells = new HashMap<>();

    private final ToggleGroup letters = new ToggleGroup();
    private Question shown;

    public QuestionPane(String prefix) {
        super(8);
        this.prefix = prefix;
        text.setId(prefix + "Question");
        answers.setId(prefix + "Answers");
        syntax.setId(prefix + "Syntax");
        syntax.getStyleClass().add(Styles.HINT_TEXT);
        syntax.setWrapText(true);
        typed.setId(prefix + "AnswerField");
        getChildren().addAll(text, answers);
    }

    /** Shows a question, unanswered; null shows nothing. */
    public void show(Question q) {
        shown = q;
        text.getChildren().clear();
        answers.getChildren().clear();
        boxes.clear();
        choices.clear();
        rowCells.clear();
        letters.getToggles().clear();
        answers.setMouseTransparent(false);
        typed.setEditable(true);
        if (q == null) {
            return;
        }
        fillText(q.text());
        if (q.form() == AnswerForm.NUMBERS && q.table().isPresent()) {
            answers.getChildren().add(sideways(rowsTable(q, q.table().get())));
        } else {
            for (int i = 0; i < q.options().size(); i++) {
                answers.getChildren().add(option(q, i));
            }
        }
        if (q.form() == AnswerForm.INTERVALS) {
            typed.clear();
            // Not a value a key could have: "2,5; 5,null" was nearly the answer of the users example's key 125.
            typed.setPromptText("__START_AT,__END_AT; __START_AT,null");
            syntax.setText("Type " + q.syntax() + ".");
            answers.getChildren().addAll(syntax, typed);
        }
    }

    /**
     * The text's sentences as wrapping labels; lines that start with two spaces (a table of rows) and the snippet
     * after a blank line as fixed-width blocks, every line shown.
     */
    private void fillText(String all) {
        int split = all.indexOf("\n\n");
        String prose = split < 0 ? all : all.substring(0, split);
        List<String> block = new ArrayList<>();
        for (String line : prose.split("\n", -1)) {
            if (line.startsWith("  ")) {
                block.add(line.substring(2));
                continue;
            }
            flush(block);
            if (!line.isBlank()) {
                Label l = GlossaryTips.on(new Label(line));
                l.setWrapText(true);
                l.setMnemonicParsing(false);
                l.getStyleClass().add(Styles.EXPLANATION);
                text.getChildren().add(l);
            }
        }
        flush(block);
        if (split >= 0) {
            Label code = code(all.substring(split + 2));
            code.setId(prefix + "Snippet");
            text.getChildren().add(sideways(code));
        }
    }

    private void flush(List<String> block) {
        if (!block.isEmpty()) {
            Label table = code(String.join("\n", block));
            table.setId(prefix + "Rows");
            text.getChildren().add(sideways(table));
            block.clear();
        }
    }

    /**
     * A block as wide as its longest line, scrolled sideways when the pane is narrower (the lesson beside it): a row
     * or a line of code cut short would hide the value the question is about.
     */
    private static Node sideways(Node block) {
        ScrollPane pane = new ScrollPane(block);
        pane.setVbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        pane.setHbarPolicy(ScrollPane.ScrollBarPolicy.AS_NEEDED);
        pane.setFitToHeight(true);
        pane.getStyleClass().add(Styles.QUESTION_SCROLL);
        WheelToPage.always(pane);
        return pane;
    }

    private static Label code(String lines) {
        Label l = new Label(lines);
        l.setMnemonicParsing(false);
        l.getStyleClass().add(Styles.QUESTION_CODE);
        l.setMinHeight(Label.USE_PREF_SIZE);
        l.setMinWidth(Label.USE_PREF_SIZE);
        return l;
    }

    private Node option(Question q, int i) {
        String label = q.label(i) + " " + q.options().get(i);
        boolean code = q.options().get(i).contains("\n");
        if (q.form() == AnswerForm.LETTER) {
            RadioButton r = new RadioButton(label);
            // Options quote column names and rows (changed_at, AIRLINE_OPS): an underscore is not a mnemonic.
            r.setMnemonicParsing(false);
            r.setId(prefix + "Option-" + (char) ('a' + i));
            r.setUserData(String.valueOf((char) ('a' + i)));
            r.setToggleGroup(letters);
            r.setWrapText(!code);
            // As tall as its wrapped lines, with the panes beside it back after Check.
            r.setMinHeight(RadioButton.USE_PREF_SIZE);
            choices.add(r);
            if (code) {
                r.getStyleClass().add(Styles.QUESTION_CODE);
                r.setMinWidth(RadioButton.USE_PREF_SIZE);
                return sideways(r);
            }
            return r;
        }
        CheckBox c = new CheckBox(label);
        c.setMnemonicParsing(false);
        c.setId(prefix + "Option-" + (i + 1));
        c.setUserData(String.valueOf(i + 1));
        c.setWrapText(true);
        c.setMinHeight(CheckBox.USE_PREF_SIZE);
        boxes.add(c);
        choices.add(c);
        return c;
    }

    /** Rows to choose from as a table: a check box with each row's number, then its cells under the header. */
    private GridPane rowsTable(Question q, OptionTable table) {
        GridPane grid = new GridPane();
        grid.setId(prefix + "RowOptions");
        grid.setHgap(12);
        grid.setVgap(4);
        grid.getStyleClass().add(Styles.QUESTION_TABLE);
        for (int c = 0; c < table.columns().size(); c++) {
            Label name = new Label(table.columns().get(c));
            name.setMnemonicParsing(false);
            name.getStyleClass().add(Styles.LESSON_CARD_TITLE);
            grid.add(name, c + 1, 0);
        }
        for (int r = 0; r < table.cells().size(); r++) {
            CheckBox box = new CheckBox(String.valueOf(r + 1));
            box.setMnemonicParsing(false);
            box.setId(prefix + "Option-" + (r + 1));
            box.setUserData(String.valueOf(r + 1));
            boxes.add(box);
            choices.add(box);
            grid.add(box, 0, r + 1);
            List<String> cells = table.cells().get(r);
            List<Label> row = new ArrayList<>();
            for (int c = 0; c < cells.size(); c++) {
                Label cell = new Label(cells.get(c));
                cell.setMnemonicParsing(false);
                cell.getStyleClass().add(Styles.QUESTION_CODE);
                grid.add(cell, c + 1, r + 1);
                row.add(cell);
            }
            rowCells.put(box, row);
        }
        return grid;
    }

    /** Runs {@code submit} when Enter is pressed in the typed answer's field, as a learner expects of a form. */
    public void onEnter(Runnable submit) {
        typed.setOnAction(e -> submit.run());
    }

    /** The answer as chosen or typed, in the form {@link Question#check} reads. */
    public String answer() {
        if (shown == null) {
            return "";
        }
        return switch (shown.form()) {
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

    /** Chooses an answer as typed (a letter, numbers, intervals): what a returning exam question had. */
    public void choose(String answer) {
        if (shown == null || answer == null || answer.isEmpty()) {
            return;
        }
        switch (shown.form()) {
            case LETTER ->
                letters.getToggles().stream()
                        .filter(t -> answer.equals(t.getUserData()))
                        .findFirst()
                        .ifPresent(t -> t.setSelected(true));
            case NUMBERS -> {
                Set<String> chosen = Set.of(answer.split(","));
                boxes.forEach(b -> b.setSelected(chosen.contains((String) b.getUserData())));
            }
            case INTERVALS -> typed.setText(answer);
        }
    }

    /** Marks the right options in the "right" colour and a wrong choice in the "wrong" one, and locks the answer. */
    public void markChecked() {
        // Not disabled, which would grey out the colours that mark the right and the wrong option.
        answers.setMouseTransparent(true);
        typed.setEditable(false);
        if (shown == null || shown.form() == AnswerForm.INTERVALS) {
            return;
        }
        Set<String> right = Set.of(shown.answer().split(","));
        for (Node n : choices) {
            boolean chosen = n instanceof RadioButton r && r.isSelected() || n instanceof CheckBox c && c.isSelected();
            Object value = n.getUserData();
            String mark = value != null && right.contains((String) value)
                    ? Styles.PRACTICE_RIGHT_OPTION
                    : chosen ? Styles.PRACTICE_WRONG_OPTION : null;
            if (mark != null) {
                n.getStyleClass().add(mark);
                rowCells.getOrDefault(n, List.of())
                        .forEach(cell -> cell.getStyleClass().add(mark));
            }
        }
    }
}
