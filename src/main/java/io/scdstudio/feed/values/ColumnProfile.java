package io.scdstudio.feed.values;

import com.fasterxml.jackson.databind.JsonNode;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.TypeFallback;
import java.util.Optional;

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
    /** Every value so far is a whole number of at most 38 digits: decimal(38,0) holds them where bigint cannot. */
    private boolean bigWhole = true;
    /**
     * Every number so far is what a double would read it as: one with more digits than a double holds (a 26-digit
     * key written 1.0 at the end) makes the column decimal, as two such keys would otherwise become one.
     */
    private boolean exactAsDouble = true;
    /** Every number so far is plain digits with an optional fraction, as a decimal column reads them. */
    private boolean plainDecimals = true;

    private int maxWholeDigits;
    private int maxScale;
    private String firstInexact;
    private int firstInexactLine;
    /** The first number no decimal(38,s) holds (an exponent, more than 38 digits): the one to name. */
    private String firstBeyondDecimal;

    private int firstBeyondDecimalLine;
    /** Counted past the point where the type fell back, to say when a key or sequence fell back for a few values. */
    private int numbers;

    private int wholes;
    private String firstNonWhole;
    private int firstNonWholeLine;

    private int times;
    private String firstNonNumber;
    private int firstNonNumberLine;
    private String firstNonTime;
    private int firstNonTimeLine;
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
        // Each parse once: the counts for a fallback and the type's candidates read the same answers.
        boolean maybe = startsLikeNumberOrTime(text);
        boolean isWhole = maybe && TextValues.parseLong(text) != null;
        boolean isNumber = isWhole || (maybe && NumberText.isNumber(text));
        boolean isDate = maybe && TextValues.parseDate(text) != null;
        boolean isTime = maybe && TextValues.parseTimestamp(text) != null;
        countKinds(text, line, isWhole, isNumber, isDate || isTime);
        if (!anyCandidate()) {
            return;
        }
        whole = whole && isWhole;
        bigWhole = bigWhole && (whole || NumberText.isBigWhole(text));
        if (isNumber && !whole && number) {
            noteDigits(text, text, line);
        } else if (isWhole) {
            // Only a long of 16 to 19 digits may be rounded by a double, should a fraction follow: no scan for the
            // rest.
            int digits = text.length() - (text.charAt(0) == '-' || text.charAt(0) == '+' ? 1 : 0);
            maxWholeDigits = Math.max(maxWholeDigits, digits);
            if (digits > NumberText.DOUBLE_DIGITS) {
                noteDigits(text, text, line);
            }
        }
        // NaN and Infinity are numbers too, and start with neither a digit nor a sign.
        number = number && (isNumber || (!maybe && NumberText.isNumber(text)));
        bool = bool && TextValues.parseBoolean(text) != null;
        date = date && isDate;
        timestamp = timestamp && isTime;
        offsets = offsets || (timestamp && TextValues.hasOffset(text));
        if (!anyCandidate()) {
            // Only the value that ruled out the last type is kept, so its text is made only then.
            noteBreaker(text, line, fitsNothing(text));
        }
    }

    /** Notes a non-null JSON value: its JSON type decides, and strings may still be dates or timestamps. */
    public void observeJson(JsonNode node, int line) {
        values++;
        countKinds(node, line);
        if (!anyCandidate()) {
            return;
        }
        boolean text = node.isTextual();
        whole = whole && node.isIntegralNumber() && node.canConvertToLong();
        bigWhole = bigWhole
                && node.isIntegralNumber()
                && node.bigIntegerValue().abs().toString().length() <= NumberText.MAX_DIGITS;
        // An integer after a fraction is still a number (1, 1.0, 2 is a double column).
        // An integer too long for decimal(38,0) is still a number; no number type holds it, so it is read as text.
        number = number && node.isNumber();
        if (number && !whole && node.isNumber()) {
            noteDigits(node.isBigDecimal() ? node.decimalValue().toPlainString() : node.asText(), node.asText(), line);
        } else if (node.isIntegralNumber()) {
            noteDigits(node.asText(), node.asText(), line);
        }
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

    /** Whole and fraction digits of a number value, and whether a double keeps it exact. */
    private void noteDigits(String text, String shown, int line) {
        // Digits and a point only: an exponent (1e400) may leave a double's range, and no decimal reads it.
        boolean plain = TextValues.isDecimalSyntax(text) && text.indexOf('e') < 0 && text.indexOf('E') < 0;
        if (plain) {
            int from = text.startsWith("-") || text.startsWith("+") ? 1 : 0;
            int point = text.indexOf('.');
            int wholeDigits = (point < 0 ? text.length() : point) - from;
            int scale = point < 0 ? 0 : text.length() - point - 1;
            maxWholeDigits = Math.max(maxWholeDigits, wholeDigits);
            maxScale = Math.max(maxScale, scale);
            if (wholeDigits + scale > NumberText.MAX_DIGITS && firstBeyondDecimal == null) {
                firstBeyondDecimal = shown;
                firstBeyondDecimalLine = line;
            }
        } else {
            plainDecimals = false;
            if (firstBeyondDecimal == null) {
                firstBeyondDecimal = shown;
                firstBeyondDecimalLine = line;
            }
        }
        // Plain digits of up to 15 significant ones read back from a double as written: no parse needed.
        boolean mayLose = !plain || NumberText.significantDigits(text) > NumberText.DOUBLE_DIGITS;
        if (exactAsDouble && mayLose && !NumberText.heldByDouble(text)) {
            exactAsDouble = false;
            firstInexact = shown;
            firstInexactLine = line;
        }
    }

    /** The exact type for numbers a double would round, when plain decimals of at most 38 digits hold them. */
    private Optional<DataType> exactDecimal() {
        if (exactAsDouble || !plainDecimals || maxWholeDigits + maxScale > NumberText.MAX_DIGITS) {
            return Optional.empty();
        }
        return Optional.of(DataType.decimal(NumberText.MAX_DIGITS, maxScale));
    }

    /** Could be a number or a time: a cheap look at the first character spares a parse of every name and word. */
    private static boolean startsLikeNumberOrTime(String text) {
        if (text.isEmpty()) {
            return false; // a field of spaces, trimmed
        }
        char c = text.charAt(0);
        return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.';
    }

    private void countKinds(String text, int line, boolean isWhole, boolean isNumber, boolean isTime) {
        if (isWhole) {
            wholes++;
        } else if (firstNonWhole == null) {
            firstNonWhole = text;
            firstNonWholeLine = line;
        }
        if (isNumber) {
            numbers++;
        } else if (firstNonNumber == null) {
            firstNonNumber = text;
            firstNonNumberLine = line;
        }
        if (isTime) {
            times++;
        } else if (firstNonTime == null) {
            firstNonTime = text;
            firstNonTimeLine = line;
        }
    }

    private void countKinds(JsonNode node, int line) {
        boolean isNumber = node.isNumber()
                && (!node.isIntegralNumber()
                        || node.canConvertToLong()
                        || node.bigIntegerValue().abs().toString().length() <= NumberText.MAX_DIGITS);
        if (node.isIntegralNumber() && node.canConvertToLong()) {
            wholes++;
        } else if (firstNonWhole == null) {
            firstNonWhole = node.isTextual() ? node.asText() : node.toString();
            firstNonWholeLine = line;
        }
        if (isNumber) {
            numbers++;
        } else if (firstNonNumber == null) {
            firstNonNumber = node.isTextual() ? node.asText() : node.toString();
            firstNonNumberLine = line;
        }
        if (node.isTextual()
                && !node.asText().isEmpty()
                && startsLikeNumberOrTime(node.asText())
                && (TextValues.parseTimestamp(node.asText()) != null || TextValues.parseDate(node.asText()) != null)) {
            times++;
        } else if (firstNonTime == null) {
            firstNonTime = node.isTextual() ? node.asText() : node.toString();
            firstNonTimeLine = line;
        }
    }

    /**
     * Present when the column fell back to text although some of its values share a kind that orders (numbers or
     * timestamps): the count of those and the first value that was not one.
     */
    Optional<TypeFallback> fallback() {
        if (values > 0 && type().equals(DataType.DOUBLE) && wholes > 0 && firstNonWhole != null) {
            // Whole numbers read as double for a few values: harmless in a sequence, a key merged or renamed (1.0).
            return Optional.of(new TypeFallback(
                    name, TypeFallback.WHOLE_NUMBER, wholes, firstNonWhole, firstNonWholeLine, DataType.DOUBLE));
        }
        if (values > 0 && number && !exactAsDouble && type().equals(DataType.STRING)) {
            return Optional.of(new TypeFallback(
                    name,
                    TypeFallback.BEYOND_NUMBER_TYPES,
                    numbers,
                    firstBeyondDecimal != null ? firstBeyondDecimal : firstInexact,
                    firstBeyondDecimal != null ? firstBeyondDecimalLine : firstInexactLine));
        }
        if (values == 0 || !type().equals(DataType.STRING) || (numbers == 0 && times == 0)) {
            return Optional.empty();
        }
        if (numbers >= times ? firstNonNumber == null : firstNonTime == null) {
            return Optional.empty(); // every value is one of two kinds that each order (dates, timestamps)
        }
        return numbers >= times
                ? Optional.of(new TypeFallback(name, TypeFallback.NUMBER, numbers, firstNonNumber, firstNonNumberLine))
                : Optional.of(new TypeFallback(name, TypeFallback.TIMESTAMP, times, firstNonTime, firstNonTimeLine));
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
        if (bigWhole) {
            return DataType.decimal(NumberText.MAX_DIGITS, 0);
        }
        if (number) {
            return exactDecimal().orElse(exactAsDouble ? DataType.DOUBLE : DataType.STRING);
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
        } else if (type.kind() == DataType.Kind.DECIMAL && type.scale() > 0) {
            why = all + "numbers, some with more digits than a double holds (kept exact as " + type + ")";
        } else if (type.kind() == DataType.Kind.DECIMAL) {
            why = all + "whole numbers, some too long for bigint (kept exact as decimal(38,0), never a double)";
        } else if (type == DataType.STRING && number && !exactAsDouble) {
            why = all + "numbers, but '" + (firstBeyondDecimal != null ? firstBeyondDecimal : firstInexact)
                    + "' on line "
                    + (firstBeyondDecimal != null ? firstBeyondDecimalLine : firstInexactLine)
                    + " is beyond what a double or"
                    + " a decimal(38,s) holds exactly, so the column is read as text (as a key or a sequence it stops "
                    + "the run; declare its type)";
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
