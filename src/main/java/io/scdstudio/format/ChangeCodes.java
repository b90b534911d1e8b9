package io.scdstudio.format;

import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The values a format gives a meaning to, checked on every row before a preset reads them: an unknown change
 * code taken as an upsert, or a log position that does not sort as one, gives a wrong table with nothing said.
 * The error names the line, the value and the values the format writes.
 */
final class ChangeCodes {
    private static final Pattern HEX_LSN = Pattern.compile("0x[0-9A-Fa-f]+");

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
        forEachValue(feed, at, (value, line) -> {
            String text = value == null ? "" : value.toString();
            boolean blank = text.isBlank();
            if (blank ? !blankAllowed : !codes.contains(text)) {
                throw Errors.at(
                        Location.at(feed.source(), line, 0, column),
                        ErrorClass.VALUE_NOT_OF_TYPE,
                        column + " is " + (blank ? "empty" : "'" + text + "'") + ", which " + format
                                + " does not write; it writes " + String.join(", ", codes)
                                + (blankAllowed ? " (or nothing, for a full-load row)" : ""),
                        "Fix the value, or check the file is an export of " + format + "; an unknown code is not"
                                + " guessed to be an upsert");
            }
        });
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
        int[] width = {-1};
        forEachValue(feed, at, (value, line) -> {
            if (!(value instanceof String text)) {
                return;
            }
            boolean hex = HEX_LSN.matcher(text).matches();
            if (!hex || (width[0] >= 0 && text.length() != width[0])) {
                throw Errors.at(
                        Location.at(feed.source(), line, 0, column),
                        ErrorClass.VALUE_NOT_OF_TYPE,
                        column + " is '" + text + "', "
                                + (hex
                                        ? "of another length than the " + (width[0] - 2) + " hex digits before it"
                                        : "not a log position (0x and hex digits)")
                                + "; " + format + " positions order only as hex of one length",
                        "Export the column as " + format + " writes it (binary(10) as 0x followed by 20 hex digits)");
            }
            width[0] = text.length();
        });
    }

    private interface ValueAtLine {
        void accept(Object value, int line);
    }

    private static void forEachValue(ChangeFeed feed, int column, ValueAtLine check) {
        for (Batch b : feed.batches()) {
            for (int i = 0; i < b.rows().size(); i++) {
                check.accept(b.rows().get(i).get(column), b.lineOf(i));
            }
        }
    }
}
