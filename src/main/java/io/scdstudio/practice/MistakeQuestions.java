package io.scdstudio.practice;

import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.lakeflow.LakeflowPythonGenerator;
import io.scdstudio.codegen.lakeflow.LakeflowSqlGenerator;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Spot the mistake: the design as Lakeflow SQL or Python (the exporters' own text), with one mistake put in, or
 * none. The old names ({@code APPLY CHANGES INTO}, {@code dlt.apply_changes}) appear as often as the new ones and
 * are never the mistake: the exams still use them.
 */
final class MistakeQuestions {
    /**
     * Each mistake in the words of the snippet's language: a Python flow's options and explanations spoke of
     * clauses ("TRACK HISTORY ON", "SEQUENCE BY") it does not have. {@code %s} in a SQL rule is the statement's name,
     * old or new, as the snippet writes it.
     */
    enum Mistake {
        CLAUSE_ORDER(
                "the clauses are in the wrong order",
                // The reference shows one order and says no more; the parse error is a community report (spec
                // section on clause order), so it is said as such, not as Databricks' rule.
                "%s clauses come in the order the SQL reference's syntax shows: KEYS, then IGNORE NULL UPDATES, APPLY"
                        + " AS DELETE WHEN and APPLY AS TRUNCATE WHEN, then SEQUENCE BY, COLUMNS, STORED AS and TRACK"
                        + " HISTORY; SCD Studio's exports write them so, and a community report says another order"
                        + " fails to parse",
                null,
                null),
        NO_SEQUENCE(
                "SEQUENCE BY is missing",
                "SEQUENCE BY is required: it is the order in which each key's events are applied, whatever order they"
                        + " arrive in",
                "sequence_by is missing",
                "the sequence_by parameter is required: it is the order in which each key's events are applied, whatever order"
                        + " they arrive in"),
        TRUNCATE_WITH_SCD2(
                "a truncate condition with SCD type 2",
                "APPLY AS TRUNCATE WHEN works with SCD type 1 only (SCD Studio's check TRUNCATE_NOT_SUPPORTED_FOR_SCD2): SCD type 2 does"
                        + " not support truncate operations",
                "apply_as_truncates with SCD type 2",
                "the apply_as_truncates parameter works with SCD type 1 only (SCD Studio's check TRUNCATE_NOT_SUPPORTED_FOR_SCD2): SCD type 2 does"
                        + " not support truncate operations"),
        TRACK_HISTORY_WITH_SCD1(
                "TRACK HISTORY with SCD type 1",
                "TRACK HISTORY ON chooses the columns that open new versions, so it needs SCD type 2"
                        + " (SCD Studio's check TRACK_HISTORY_REQUIRES_SCD2)",
                "a track_history column list with SCD type 1",
                "the track_history_column_list and track_history_except_column_list parameters choose the columns"
                        + " that open new versions, so they need SCD type 2 (SCD Studio's check TRACK_HISTORY_REQUIRES_SCD2)"),
        KEY_NOT_IN_COLUMNS(
                "a key column is left out of the target",
                "every key column must stay in the target (SCD Studio's check KEY_NOT_IN_COLUMNS): a key named in COLUMNS * EXCEPT, or"
                        + " missing from a COLUMNS list, leaves the target's rows nothing to be matched on",
                "a key column is left out of the target",
                "every key column must stay in the target (SCD Studio's check KEY_NOT_IN_COLUMNS): a key named in except_column_list, or"
                        + " missing from column_list, leaves the target's rows nothing to be matched on"),
        NONE("nothing: the flow is valid", "nothing is wrong: the flow is valid as written", null, null);

        private final String sqlOption;
        private final String sqlRule;
        /** Null: the same words in Python, or (for the clause order) no such mistake in Python. */
        private final String pythonOption;

        private final String pythonRule;

        Mistake(String sqlOption, String sqlRule, String pythonOption, String pythonRule) {
            this.sqlOption = sqlOption;
            this.sqlRule = sqlRule;
            this.pythonOption = pythonOption;
            this.pythonRule = pythonRule;
        }

        /** Whether a snippet in this language can make the mistake: Python has no clauses to put in order. */
        boolean possibleIn(boolean sql) {
            return sql || this != CLAUSE_ORDER;
        }

        String option(boolean sql) {
            return sql || pythonOption == null ? sqlOption : pythonOption;
        }

        String rule(boolean sql, boolean oldNames) {
            if (this == NONE) {
                String old = sql ? "APPLY CHANGES INTO" : "dlt.apply_changes";
                String now = sql ? "AUTO CDC INTO" : "dp.create_auto_cdc_flow";
                return oldNames
                        ? "nothing is wrong: " + old + " is the old name of " + now + ", and the exams still use it"
                        : sqlRule;
            }
            return sql
                    ? String.format(sqlRule, oldNames ? "APPLY CHANGES INTO (now AUTO CDC INTO)" : "AUTO CDC INTO")
                    : pythonRule;
        }
    }

    /** The mistake a question's answer names, whichever language it is asked in. */
    static String mistakeOf(Question q) {
        String answer = q.options().get(q.answer().charAt(0) - 'a');
        for (Mistake m : Mistake.values()) {
            if (m.option(true).equals(answer) || m.option(false).equals(answer)) {
                return m.name();
            }
        }
        return answer;
    }

    /** The mistakes a snippet in this language may hold, in the order its options list them. */
    static List<Mistake> possible(boolean sql) {
        return List.of(Mistake.values()).stream().filter(m -> m.possibleIn(sql)).toList();
    }

    private MistakeQuestions() {}

    static Optional<Question> make(RoundContext c) {
        if (!(c.flow instanceof CdcFlowSettings flow)) {
            return Optional.empty();
        }
        boolean sql = c.random.nextBoolean();
        boolean oldNames = c.oldNames();
        List<Mistake> possible = possible(sql);
        Mistake mistake = c.pick(possible);
        ExportRequest request = new ExportRequest(flow, c.scenario.feed().schema());
        String snippet = sql
                ? SqlSnippet.of(new LakeflowSqlGenerator().generate(request), oldNames, mistake, hints(c))
                : PythonSnippet.of(new LakeflowPythonGenerator().generate(request), oldNames, mistake, hints(c));
        List<String> options = possible.stream().map(m -> m.option(sql)).toList();
        String answer = String.valueOf((char) ('a' + possible.indexOf(mistake)));
        String text = "What is wrong with this flow for the feed (columns "
                + String.join(", ", c.scenario.feed().schema().names()) + ")?\n\n" + snippet;
        return Optional.of(new Question(
                QuestionKind.SPOT_THE_MISTAKE,
                text,
                options,
                AnswerForm.LETTER,
                answer,
                explanation(mistake, sql, oldNames)
                        + (mistake == Mistake.NONE && c.ties().any() ? TIES : ""),
                List.of(),
                0));
    }

    /**
     * Said beside "nothing is wrong" when the feed's events tie: a learner marked right for "the flow is valid" saw the
     * design check warn of the same flow's sequence.
     */
    static final String TIES = " The design check's SEQUENCE_TIE warning is about this feed, not the code: some of its"
            + " events share a key and a sequence value, which no clause of a valid flow can order; the source must add"
            + " a column that breaks the tie.";

    /**
     * The rule the mistake breaks, in the words of the snippet's language; for a valid flow, about the names this
     * snippet uses: explaining {@code dlt.apply_changes} under a flow written with {@code dp.create_auto_cdc_flow}
     * answered another question.
     */
    static String explanation(Mistake mistake, boolean sql, boolean oldNames) {
        String rule = mistake.rule(sql, oldNames);
        return rule.substring(0, 1).toUpperCase(Locale.ROOT) + rule.substring(1) + ".";
    }

    /** The columns a mistake is written with: a key, a data column for TRACK HISTORY, and a truncate condition. */
    record Hints(String key, String dataColumn, String truncateCondition) {}

    static Hints hints(RoundContext c) {
        String key = c.resolved.keyNames().get(0);
        List<String> data = new ArrayList<>(c.resolved.names(c.resolved.projection()));
        data.removeAll(c.resolved.keyNames());
        String column = data.isEmpty() ? key : data.get(0);
        String truncate = c.scenario.feed().schema().columns().stream()
                .filter(col -> col.type().equals(DataType.STRING)
                        && !c.resolved.keyNames().contains(col.name()))
                .map(Column::name)
                .findFirst()
                .map(s -> s + " = 'TRUNCATE'")
                .orElse(key + " IS NULL");
        return new Hints(key, column, truncate);
    }
}
