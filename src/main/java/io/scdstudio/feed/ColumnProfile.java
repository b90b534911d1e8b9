package io.scdstudio.feed;

import com.fasterxml.jackson.databind.JsonNode;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;

/**
 * What one column's non-null values look like, gathered value by value to choose its type. A type stays a
 * candidate while every value so far fits it; the value that ruled out the last candidate is kept so the
 * reason can show it.
 */
public final class ColumnProfile {
    private final String name;
    private int values;
    private boolean whole = true;
    private boolean number = true;
    private boolean bool = true;
    private boolean date = true;
    private boolean timestamp = true;
    private boolean offsets;
    private String breaker;
    private int breakerLine;
    private boolean breakerFitsNothing;
    private String breakerContainer;

    public ColumnProfile(String name) {
        this.name = name;
    }

    public String name() {
        return name;
    }

    /** Notes a non-null value given as text (a CSV field). */
    public void observeText(String text, int line) {
        values++;
        if (!anyCandidate()) {
            return;
        }
        whole = whole && TextValues.parseLong(text) != null;
        number = number && (whole || TextValues.parseDouble(text) != null);
        bool = bool && TextValues.parseBoolean(text) != null;
        date = date && TextValues.parseDate(text) != null;
        timestamp = timestamp && TextValues.parseTimestamp(text) != null;
        offsets = offsets || (timestamp && TextValues.hasOffset(text));
        if (!anyCandidate()) {
            // Only the value that ruled out the last type is kept, so its text is made only then.
            noteBreaker(text, line, fitsNothing(text));
        }
    }

    /** Notes a non-null JSON value: its JSON type decides, and strings may still be dates or timestamps. */
    public void observeJson(JsonNode node, int line) {
        values++;
        if (!anyCandidate()) {
            return;
        }
        boolean text = node.isTextual();
        whole = whole && node.isIntegralNumber() && node.canConvertToLong();
        number = number && node.isNumber();
        bool = bool && node.isBoolean();
        date = date && text && TextValues.parseDate(node.asText()) != null;
        timestamp = timestamp && text && TextValues.parseTimestamp(node.asText()) != null;
        offsets = offsets || (timestamp && TextValues.hasOffset(node.asText()));
        if (!anyCandidate()) {
            if (breaker == null && node.isContainerNode()) {
                breakerContainer = node.isObject() ? "a JSON object" : "a JSON array";
            }
            noteBreaker(text ? node.asText() : node.toString(), line, text || node.isContainerNode());
        }
    }

    private boolean anyCandidate() {
        return whole || number || bool || date || timestamp;
    }

    private void noteBreaker(String value, int line, boolean fitsNothing) {
        if (!anyCandidate()) {
            breaker = value;
            breakerLine = line;
            breakerFitsNothing = fitsNothing;
        }
    }

    private static boolean fitsNothing(String text) {
        return TextValues.parseDouble(text) == null
                && TextValues.parseBoolean(text) == null
                && TextValues.parseTimestamp(text) == null;
    }

    /** The chosen column. */
    Column column() {
        return new Column(name, type());
    }

    private DataType type() {
        if (values == 0) {
            return DataType.STRING;
        }
        if (whole) {
            return DataType.BIGINT;
        }
        if (number) {
            return DataType.DOUBLE;
        }
        if (bool) {
            return DataType.BOOLEAN;
        }
        if (date) {
            return DataType.DATE;
        }
        return timestamp ? DataType.TIMESTAMP : DataType.STRING;
    }

    /** One plain sentence saying which type was chosen and why. */
    String reason() {
        String all = "all " + values + " non-null value" + (values == 1 ? " is " : "s are ");
        String why;
        DataType type = type();
        if (values == 0) {
            why = "the column has no non-null values to go by";
        } else if (type == DataType.BIGINT) {
            why = all + "whole numbers";
        } else if (type == DataType.DOUBLE) {
            why = all + "numbers, some with a fraction (declare decimal(p,s) instead for exact amounts)";
        } else if (type == DataType.BOOLEAN) {
            why = all + "true or false";
        } else if (type == DataType.DATE) {
            why = all + "dates (yyyy-MM-dd)";
        } else if (type == DataType.TIMESTAMP) {
            why = all + "timestamps (yyyy-MM-dd HH:mm:ss)"
                    + (offsets
                            ? "; those with an offset (Z, +02:00) are given in UTC, as a Spark session in UTC reads"
                                    + " them"
                            : "");
        } else if (breakerContainer != null) {
            why = "'" + breaker + "' on line " + breakerLine + " is " + breakerContainer + ", kept as its JSON text (a "
                    + "flat row has no nested columns; in Spark, to_json gives the same text)";
        } else if (breakerFitsNothing) {
            why = "'" + breaker + "' on line " + breakerLine + " is not a number, boolean, date or timestamp";
        } else {
            why = "the values mix kinds: '" + breaker + "' on line " + breakerLine
                    + " does not fit the values before it";
        }
        return name + ": " + type + " — " + why;
    }
}
