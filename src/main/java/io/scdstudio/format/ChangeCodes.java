package io.scdstudio.format;

import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.DataType;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.TypeFallback;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The values a format gives a meaning to, checked on every row before a preset reads them: an unknown change
 * code taken as an upsert, or a log position that does not sort as one, gives a wrong table with nothing said.
 * The error names the line, the value and the values the format writes.
 */
final class ChangeCodes {
    private static final Pattern HEX_LSN = Pattern.compile("0x[0-9A-Fa-f]+");
    /** A position of hex parts split by colons, as the Debezium SQL Server connector writes its LSNs. */
    private static final Pattern COLON_HEX = Pattern.compile("[0-9A-Fa-f]+(:[0-9A-Fa-f]+)+");

    private ChangeCodes() {}

    /**
     * Every row's {@code column} is one of {@code codes} (compared as text, case and all: the formats write them
     * so); {@code blankAllowed} lets an empty or NULL value through (DMS full-load rows have no Op).
     */
    static void require(ChangeFeed feed, String column, List<String> codes, boolean blankAllowed, String format) {
        int at = feed.schema().indexOf(column);
        if (at < 0) {
            return;
        }
        // One value that is not a whole number turns a numeric code column into double or text: that value's line
        // is the one to name, not the first row whose code now reads '4.0'.
        for (TypeFallback f : feed.typeFallbacks()) {
            if (f.column().equals(column) && !codes.contains(f.value())) {
                throw unknownCode(feed, column, codes, blankAllowed, format, f.value(), f.line());
            }
        }
        forEachValue(feed, at, (value, line) -> {
            String text = asCode(value);
            boolean blank = text.isBlank();
            if (blank ? !blankAllowed : !codes.contains(text)) {
                throw unknownCode(feed, column, codes, blankAllowed, format, text, line);
            }
        });
    }

    private static ScdException unknownCode(
            ChangeFeed feed,
            String column,
            List<String> codes,
            boolean blankAllowed,
            String format,
            String text,
            int line) {
        return badValue(
                feed,
                column,
                line,
                column + " is " + (text.isBlank() ? "empty" : "'" + text + "'") + ", which " + format
                        + " does not write; it writes " + String.join(", ", codes)
                        + (blankAllowed ? " (or nothing, for a full-load row)" : ""),
                "Fix the value, or check the file is an export of " + format + "; an unknown code is not"
                        + " guessed to be an upsert");
    }

    /** A code as the format writes it: a whole number read as a floating type is still the number's digits. */
    private static String asCode(Object value) {
        if (value instanceof Double d && Double.isFinite(d) && d == Math.rint(d) && Math.abs(d) < 1e15) {
            return Long.toString(d.longValue());
        }
        if (value instanceof BigDecimal b && b.stripTrailingZeros().scale() <= 0) {
            return b.toBigInteger().toString();
        }
        return value == null ? "" : value.toString();
    }

    /**
     * Every row's {@code column} is a log position written as {@code 0x} and hex digits, all of one length, so
     * that their text sorts as the positions do.
     */
    static void requireHexPositions(ChangeFeed feed, String column, String format) {
        int at = feed.schema().indexOf(column);
        if (at < 0) {
            return;
        }
        int width = usualWidth(feed, at, 22);
        boolean upper = usuallyUpperCase(feed, at, HEX_LSN);
        forEachValue(feed, at, (value, line) -> {
            if (!(value instanceof String text)) {
                return;
            }
            boolean hex = HEX_LSN.matcher(text).matches();
            if (hex && text.length() == width && hasLetterOfOtherCase(text.substring(2), upper)) {
                throw otherCase(
                        feed,
                        column,
                        line,
                        text,
                        upper,
                        format + " positions order as text only in one case ('a' sorts after 'B')",
                        "Export the column as " + format + " writes it (upper-case hex), or fix the value");
            }
            if (!hex || text.length() != width) {
                throw badValue(
                        feed,
                        column,
                        line,
                        column + " is '" + text + "', "
                                + (hex
                                        ? "of another length than the " + (width - 2) + " hex digits of the others"
                                        : "not a log position (0x and hex digits)")
                                + "; " + format + " positions order only as hex of one length",
                        "Export the column as " + format + " writes it (binary(10) as 0x followed by 20 hex digits)");
            }
        });
    }

    /**
     * Every row's {@code column} that has a value is a position written as decimal digits, all of one length ({@code
     * written}, as the format writes it: DMS's 35-digit change sequence, GoldenGate's 20-digit trail position), so
     * that their text sorts as the positions do; rows without one (a full load) pass.
     */
    static void requireDigitPositions(ChangeFeed feed, String column, String format, int written) {
        int at = feed.schema().indexOf(column);
        if (at < 0 || !feed.schema().column(at).type().equals(DataType.STRING)) {
            return; // declared as a number, it orders as one
        }
        int width = usualWidth(feed, at, written);
        forEachValue(feed, at, (value, line) -> {
            String text = value == null ? "" : value.toString();
            if (text.isEmpty()) {
                return;
            }
            boolean digits = text.chars().allMatch(c -> c >= '0' && c <= '9');
            if (!digits || text.length() != width) {
                throw badValue(
                        feed,
                        column,
                        line,
                        column + " is '" + text + "', "
                                + (digits
                                        ? "of another length than the " + width + " digits of the others"
                                        : "not a change position (decimal digits)")
                                + "; " + format + " positions order only as digits of one length",
                        "Export the column as " + format + " writes it (" + written + " digits), or fix the value");
            }
        });
    }

    /** Every row has the value the first row has in the column (a file of one table); the first other is named. */
    static void requireOneValue(ChangeFeed feed, String column, String why, String hint) {
        int at = feed.schema().indexOf(column);
        if (at < 0) {
            return;
        }
        Object[] first = {null};
        forEachValue(feed, at, (value, line) -> {
            if (value == null) {
                return;
            }
            if (first[0] == null) {
                first[0] = value;
            } else if (!first[0].equals(value)) {
                throw badValue(
                        feed,
                        column,
                        line,
                        column + " is '" + value + "' where the rows before are of '" + first[0] + "'; " + why,
                        hint);
            }
        });
    }

    /** Every numeric value of the column is 0 or more: {@code what} says what the number counts. */
    static void requireNonNegative(ChangeFeed feed, String column, String format, String what) {
        int at = feed.schema().indexOf(column);
        if (at < 0) {
            return;
        }
        forEachValue(feed, at, (value, line) -> {
            if (value instanceof Number n && n.doubleValue() < 0) {
                throw badValue(
                        feed,
                        column,
                        line,
                        column + " is " + value + ", below 0; " + format + " writes " + what,
                        "Fix the value, or check the file is an export of " + format);
            }
        });
    }

    /**
     * A column the format writes as a number was read as text throughout: its first value is named. A column that
     * fell back to text because of one stray value is left to the run, which names that value's line.
     */
    static void requireNumbers(ChangeFeed feed, String column, String why, String hint) {
        int at = feed.schema().indexOf(column);
        boolean fellBack =
                feed.typeFallbacks().stream().anyMatch(f -> f.column().equals(column));
        if (at < 0 || !feed.schema().column(at).type().equals(DataType.STRING) || fellBack) {
            return;
        }
        forEachValue(feed, at, (value, line) -> {
            if (value != null) {
                throw badValue(feed, column, line, column + " is the text '" + value + "'; " + why, hint);
            }
        });
    }

    /** Every text value of the column has the width most of them have; the odd one out is named at its line. */
    static void requireOneWidth(ChangeFeed feed, String column, String why, String hint) {
        int at = feed.schema().indexOf(column);
        if (at < 0 || !feed.schema().column(at).type().equals(DataType.STRING)) {
            return;
        }
        int width = usualWidth(feed, at, -1);
        forEachValue(feed, at, (value, line) -> {
            if (value instanceof String text && !text.isEmpty() && text.length() != width) {
                throw badValue(
                        feed,
                        column,
                        line,
                        column + " is '" + text + "', of another width than the " + width
                                + " characters of the others; " + why,
                        hint);
            }
        });
    }

    /** Every text value's hex letters are in the case most values use: text order would put 'a' after 'B'. */
    static void requireOneCase(ChangeFeed feed, String column, String why, String hint) {
        int at = feed.schema().indexOf(column);
        if (at < 0 || !feed.schema().column(at).type().equals(DataType.STRING)) {
            return;
        }
        boolean upper = usuallyUpperCase(feed, at, COLON_HEX);
        forEachValue(feed, at, (value, line) -> {
            if (value instanceof String text && hasLetterOfOtherCase(text, upper)) {
                throw otherCase(feed, column, line, text, upper, why, hint);
            }
        });
    }

    /** Whether most of the column's hex letters are upper case (as SQL Server writes them). */
    private static boolean usuallyUpperCase(ChangeFeed feed, int column, Pattern position) {
        int[] counts = new int[2];
        forEachValue(feed, column, (value, line) -> {
            // Only values that are positions vote: a stray word ('abc') must not decide the usual case.
            if (value instanceof String text && position.matcher(text).matches()) {
                for (int i = text.startsWith("0x") ? 2 : 0; i < text.length(); i++) {
                    char c = text.charAt(i);
                    if (c >= 'A' && c <= 'F') {
                        counts[0]++;
                    } else if (c >= 'a' && c <= 'f') {
                        counts[1]++;
                    }
                }
            }
        });
        return counts[0] >= counts[1];
    }

    private static ScdException otherCase(
            ChangeFeed feed, String column, int line, String text, boolean upper, String why, String hint) {
        return badValue(
                feed,
                column,
                line,
                column + " is '" + text + "', with hex letters in " + (upper ? "lower" : "upper")
                        + " case where the others are in " + (upper ? "upper" : "lower") + " case; " + why,
                hint);
    }

    private static boolean hasLetterOfOtherCase(String digits, boolean upper) {
        return digits.chars().anyMatch(c -> upper ? c >= 'a' && c <= 'f' : c >= 'A' && c <= 'F');
    }

    /**
     * The length most of the column's values have: the odd one out is the value to name, wherever it stands;
     * between equally common lengths, the one the format writes ({@code written}).
     */
    private static int usualWidth(ChangeFeed feed, int column, int written) {
        Map<Integer, Integer> counts = new HashMap<>();
        forEachValue(feed, column, (value, line) -> {
            if (value instanceof String text && !text.isEmpty()) {
                counts.merge(text.length(), 1, Integer::sum);
            }
        });
        int best = written;
        int most = counts.getOrDefault(written, 0);
        for (Map.Entry<Integer, Integer> e : counts.entrySet()) {
            if (e.getValue() > most) {
                best = e.getKey();
                most = e.getValue();
            }
        }
        return best;
    }

    /** The error every check raises: the value's place, what is wrong with it, and the fix. */
    private static ScdException badValue(ChangeFeed feed, String column, int line, String problem, String hint) {
        return Errors.at(Location.at(feed.source(), line, 0, column), ErrorClass.VALUE_NOT_OF_TYPE, problem, hint);
    }

    interface ValueAtLine {
        void accept(Object value, int line);
    }

    static void forEachValue(ChangeFeed feed, int column, ValueAtLine check) {
        for (Batch b : feed.batches()) {
            for (int i = 0; i < b.rows().size(); i++) {
                check.accept(b.rows().get(i).get(column), b.lineOf(i));
            }
        }
    }
}
