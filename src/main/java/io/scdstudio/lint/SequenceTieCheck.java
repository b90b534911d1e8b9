package io.scdstudio.lint;

import io.scdstudio.engine.FlowWarning;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.expr.Condition;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Column;
import io.scdstudio.model.FlowParameters;
import io.scdstudio.model.Row;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.ValueTuple;
import io.scdstudio.model.Values;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * SEQUENCE_TIE: two events of one key with one sequence value that differ. Their arrival order then decides, and
 * arrival order is not a property of the data. The fix offered: a STRUCT sequence with an order column (a change
 * number, a log position) that tells every tied pair apart; without one, the finding says to add one.
 */
final class SequenceTieCheck implements DesignCheck {
    @Override
    public String id() {
        return "SEQUENCE_TIE";
    }

    @Override
    public List<Finding> check(LintContext c) {
        Optional<CdcFlowSettings> flow = c.cdc();
        Optional<int[]> keys = flow.flatMap(f -> c.columns(f.keys()));
        Optional<int[]> seq = flow.flatMap(f -> c.columns(f.sequenceBy().columns()));
        if (keys.isEmpty() || seq.isEmpty()) {
            return List.of();
        }
        Optional<KeyGroups> groups = c.keyGroups();
        if (groups.isEmpty()) {
            return List.of();
        }
        List<Row[]> pairs = new ArrayList<>();
        LineList lines = new LineList();
        int[] keyAndSeq = concat(keys.get(), seq.get());
        collectTies(groups.get(), seq.get(), pairs, lines);
        if (lines.isEmpty()) {
            return List.of();
        }
        Optional<Fix> fix = breaker(c, keyAndSeq, pairs).map(col -> {
            List<String> names = new ArrayList<>(flow.get().sequenceBy().columns());
            names.add(col);
            return new Fix(
                    "sequence by STRUCT(" + String.join(", ", names) + ")",
                    flow.get().withSequenceBy(SequenceBy.struct(names)));
        });
        // Without an order column there is no fix to offer: one that broke the tie with any column that tells the
        // events apart (a gate name) made a learner take an arbitrary winner for a solved tie.
        String noFix = fix.isPresent()
                ? ""
                : "; no column of this feed says which of two tied changes came later: have the source add one (a"
                        + " change number or a log position) and sequence by STRUCT("
                        + String.join(", ", flow.get().sequenceBy().columns()) + ", that column)";
        boolean deleteTies = deleteTiesUpsert(c, pairs);
        return List.of(new Finding(
                id(),
                Severity.WARNING,
                FlowParameters.SEQUENCE_BY,
                // The lines that follow name the later events: "share … with an earlier event (line 7)" read as if
                // line 7 were the earlier one.
                "the key and sequence value of an earlier, different event come again in " + lines.count()
                        + " later event(s)",
                // The run's warnings name the same ties: said here, the learner reads one tie, not two. They are
                // narrower: the run says nothing of upserts that differ only in columns the target leaves out.
                deleteTies
                        ? "the run names such ties " + FlowWarning.DELETE_TIES_UPSERT + " (a delete and an upsert) and "
                                + FlowWarning.AMBIGUOUS_SEQUENCE + " (upserts whose target rows differ); a delete and"
                                + " an upsert tie among them: the delete wins here (as in Spark's SCD type 2 code), but"
                                + " Apache Spark 4.2.0's open-source SCD type 1 keeps the upsert, so the table depends on"
                                + " the engine; between upserts the later arrival wins here (Databricks does not define"
                                + " the winner), and arrival order can change on a re-read" + noFix
                        : "the run names such a tie " + FlowWarning.AMBIGUOUS_SEQUENCE
                                + " where the tied rows differ in"
                                + " the target; the later arrival wins such a tie here, but Databricks does not define"
                                + " the winner, and arrival order can change on a re-read, so the table can change with"
                                + " no change in the data" + noFix,
                lines.first(),
                lines.count(),
                fix));
    }

    /**
     * Adds to {@code lines} each event that ties an earlier, different event of its key, and to {@code pairs} the
     * first 1000 such pairs, which the fix and the delete test look at.
     */
    private static void collectTies(KeyGroups g, int[] s, List<Row[]> pairs, LineList lines) {
        for (int[] events : g.groups) {
            Object[] seen = new Object[events.length];
            Object max = null;
            for (int i = 0; i < events.length; i++) {
                Row row = g.rows[events[i]];
                Object v = s.length == 1 ? row.get(s[0]) : LintContext.tuple(row, s);
                seen[i] = v;
                // An event above the key's greatest sequence so far (the usual, in-order case) cannot tie.
                if (max != null && compare(v, max) <= 0) {
                    for (int j = 0; j < i; j++) {
                        if (compare(seen[j], v) == 0 && !g.rows[events[j]].equals(row)) {
                            lines.add(g.lines[events[i]]);
                            if (pairs.size() < 1000) {
                                pairs.add(new Row[] {g.rows[events[j]], row});
                            }
                            break;
                        }
                    }
                }
                if (max == null || compare(v, max) > 0) {
                    max = v;
                }
            }
        }
    }

    /** Whether a delete ties an upsert, where the engines part ways (the finding says which wins where). */
    private static boolean deleteTiesUpsert(LintContext c, List<Row[]> pairs) {
        Optional<Condition> deletes = c.resolved().flatMap(ResolvedFlow::deletes);
        return deletes.isPresent()
                && pairs.stream()
                        .anyMatch(
                                p -> deletes.get().isTrue(p[0]) != deletes.get().isTrue(p[1]));
    }

    private static int compare(Object a, Object b) {
        return a instanceof ValueTuple x ? x.compareTo((ValueTuple) b) : Values.compareNullsFirst(a, b);
    }

    /**
     * An orderable column, outside keys and sequence, named like an order (a change number, log position, version,
     * counter) and whose values differ in every tied pair: it says which change came later.
     */
    private static Optional<String> breaker(LintContext c, int[] taken, List<Row[]> pairs) {
        for (int i = 0; i < c.schema().size(); i++) {
            Column col = c.schema().column(i);
            if (contains(taken, i)
                    || !col.type().isOrderable()
                    || NOT_AN_ORDER.matcher(col.name()).find()) {
                continue;
            }
            int at = i;
            if (pairs.stream()
                    .allMatch(p -> p[0].get(at) != null
                            && p[1].get(at) != null
                            && Values.compareNullsFirst(p[0].get(at), p[1].get(at)) != 0)) {
                if (ORDER_WORDS.matcher(col.name()).find()) {
                    return Optional.of(col.name());
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Columns that look like an order and are not one: SQL Server's {@code __$seqval}, which Microsoft says must not
     * be used to order changes, and the processing times of Debezium ({@code ts_ms}) and GoldenGate ({@code
     * current_ts}).
     */
    private static final Pattern NOT_AN_ORDER = Pattern.compile("(?i)(^__\\$seqval$|^__ts_ms$|^__current_ts$)");

    private static final Pattern ORDER_WORDS =
            Pattern.compile("(?i)(seq|lsn|scn|version|change|serial|offset|pos|order|counter|_no$|number|txn|_id$)");

    private static int[] concat(int[] a, int[] b) {
        int[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    private static boolean contains(int[] a, int v) {
        for (int x : a) {
            if (x == v) {
                return true;
            }
        }
        return false;
    }
}
