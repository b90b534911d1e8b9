package io.scdstudio.lint;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.FlowParameters;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * TEXT_SEQUENCE_ORDER: a text sequence column whose values are numbers or dates written as text ({@code "9"} and
 * {@code "10"} quoted in JSON, {@code 2024-1-9}, {@code 09/01/2024}) compares them as text, so {@code "9"} is newer
 * than {@code "10"} and a date of 2023 newer than one of 2024. Said only when the feed holds two values that text and
 * their numbers or dates order differently: text codes of one width order alike either way.
 */
final class TextSequenceOrderCheck implements DesignCheck {
    private static final Pattern DIGITS = Pattern.compile("[0-9]+");
    private static final Pattern YEAR_FIRST = Pattern.compile("([0-9]{4})[-/.]([0-9]{1,2})[-/.]([0-9]{1,2})(.*)");
    private static final Pattern YEAR_LAST = Pattern.compile("([0-9]{1,2})[-/.]([0-9]{1,2})[-/.]([0-9]{4})(.*)");

    @Override
    public String id() {
        return "TEXT_SEQUENCE_ORDER";
    }

    @Override
    public List<Finding> check(LintContext c) {
        Optional<CdcFlowSettings> flow = c.cdc();
        if (flow.isEmpty() || c.changeFeed().isEmpty()) {
            return List.of();
        }
        List<Finding> out = new ArrayList<>();
        for (String name : flow.get().sequenceBy().columns()) {
            int index = c.schema().indexOf(name);
            if (index < 0 || !c.schema().column(index).type().equals(DataType.STRING)) {
                continue;
            }
            misordered(c, c.schema().column(index), index).ifPresent(out::add);
        }
        return out;
    }

    /** A distinct value's first line and its number or date. */
    private record Seen(int line, List<?> natural) {}

    private Optional<Finding> misordered(LintContext c, Column column, int index) {
        // Each distinct value once, in text order, read as a number or date once.
        TreeMap<String, Seen> byText = new TreeMap<>();
        boolean[] other = {false};
        c.forEachEvent((row, batch, line) -> {
            Object v = row.get(index);
            if (v != null && !other[0]) {
                String s = v.toString().trim();
                if (!byText.containsKey(s)) {
                    List<?> key = natural(s);
                    if (key == null) {
                        other[0] = true; // genuinely text: its order is the text's
                    } else {
                        byText.put(s, new Seen(line, key));
                    }
                }
            }
        });
        if (other[0] || byText.size() < 2) {
            return Optional.empty();
        }
        Map.Entry<String, Seen> before = null;
        for (Map.Entry<String, Seen> e : byText.entrySet()) {
            List<?> key = e.getValue().natural();
            if (before != null
                    && key.size() == before.getValue().natural().size()
                    && compare(before.getValue().natural(), key) > 0) {
                return Optional.of(finding(
                        column.name(),
                        before.getKey(),
                        e.getKey(),
                        before.getValue().line(),
                        e.getValue().line()));
            }
            before = e;
        }
        return Optional.empty();
    }

    private Finding finding(String column, String textFirst, String textLater, int lineFirst, int lineLater) {
        return new Finding(
                id(),
                Severity.WARNING,
                FlowParameters.SEQUENCE_BY,
                column + " is text holding numbers or dates: '" + textLater + "' orders after '" + textFirst
                        + "' as text, though it is the smaller",
                "the newer of two events is the one whose text sorts last, so an older event can win; declare the"
                        + " column's type (bigint, timestamp) in case.json or the Feed tab, or write the values in one"
                        + " width, year first (2024-01-09)",
                List.of(Math.min(lineFirst, lineLater), Math.max(lineFirst, lineLater)),
                2,
                Optional.empty());
    }

    /** The value as its number, or its date's year, month and day; null when it is neither. */
    private static List<?> natural(String s) {
        if (DIGITS.matcher(s).matches()) {
            return List.of(new BigInteger(s));
        }
        Matcher m = YEAR_FIRST.matcher(s);
        if (m.matches()) {
            return List.of(number(m.group(1)), number(m.group(2)), number(m.group(3)), m.group(4));
        }
        m = YEAR_LAST.matcher(s);
        if (m.matches()) {
            // Day or month first cannot be told apart; the year decides, which text order ignores.
            return List.of(number(m.group(3)), number(m.group(1)), number(m.group(2)), m.group(4));
        }
        return null;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int compare(List<?> a, List<?> b) {
        for (int i = 0; i < a.size(); i++) {
            int c = ((Comparable) a.get(i)).compareTo(b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    private static BigInteger number(String digits) {
        return new BigInteger(digits);
    }
}
