package io.scdstudio.practice;

import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.lakeflow.LakeflowPythonGenerator;
import io.scdstudio.codegen.lakeflow.LakeflowSqlGenerator;
import io.scdstudio.model.CdcFlowSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Which flow code made this table: one key's rows after every event, and the flow written as Lakeflow SQL or Python
 * for the design and for real alternatives (the ones {@link DesignQuestions} runs through the engine, each giving the
 * key other rows), so exactly one snippet is right and every wrong one is a design someone could have written.
 */
final class CodeQuestions {
    private static final String ASKS = "Which Lakeflow ";

    private CodeQuestions() {}

    /**
     * What the question is about, whatever language it asks in: the same key's rows asked in Python and then in SQL
     * were one question twice to a learner.
     */
    static String subject(String text) {
        int at = text.indexOf(ASKS);
        return at < 0 ? text : text.substring(0, at);
    }

    static Optional<Question> make(RoundContext c) {
        return DesignQuestions.draw(c).map(choice -> question(c, choice));
    }

    private static Question question(RoundContext c, DesignQuestions.Choice choice) {
        boolean sql = c.random.nextBoolean();
        boolean oldNames = c.oldNames();
        CdcFlowSettings made = choice.made();
        List<CdcFlowSettings> designs =
                c.shuffled(new ArrayList<>(choice.tables().keySet()));
        List<String> options =
                designs.stream().map(d -> snippet(c, d, sql, oldNames)).toList();
        String answer = String.valueOf((char) ('a' + designs.indexOf(made)));
        String text = DesignQuestions.keyAndRows(c, choice)
                + ASKS + (sql ? "SQL" : "Python") + " flow produces them? The feed's columns: "
                + String.join(", ", c.scenario.feed().schema().names()) + "."
                + (oldNames
                        ? " (APPLY CHANGES INTO and dlt.apply_changes are the former names of AUTO CDC INTO and"
                                + " dp.create_auto_cdc_flow; both run.)"
                        : "");
        Function<CdcFlowSettings, String> described =
                sql ? DesignAlternatives::describe : DesignAlternatives::describePython;
        String why = "It is " + DesignQuestions.letter(designs, made) + ", the flow with " + described.apply(made) + "."
                + DesignQuestions.notRounds(c, choice)
                + DesignQuestions.others(c, made, designs, choice.tables(), described)
                + DesignQuestions.columnsRule(c, choice);
        return new Question(
                QuestionKind.WHICH_CODE,
                text,
                options,
                AnswerForm.LETTER,
                answer,
                why,
                DesignQuestions.deciding(c, choice.key()),
                DesignQuestions.showAt(c, choice));
    }

    private static String snippet(RoundContext c, CdcFlowSettings design, boolean sql, boolean oldNames) {
        ExportRequest request = new ExportRequest(design, c.scenario.feed().schema());
        MistakeQuestions.Hints none = MistakeQuestions.hints(c);
        return sql
                ? SqlSnippet.of(
                        new LakeflowSqlGenerator().generate(request), oldNames, MistakeQuestions.Mistake.NONE, none)
                : PythonSnippet.of(
                        new LakeflowPythonGenerator().generate(request), oldNames, MistakeQuestions.Mistake.NONE, none);
    }
}
