package io.scdstudio.model;

import java.util.Objects;

/**
 * A column whose type was guessed from its values and fell back to {@code string} (or, for whole numbers, to
 * {@code double}: {@code readAs}) because some values did not parse as the type the others share: {@code
 * fitting} values were {@code kind} ("a number", "a timestamp"), and {@code value} on {@code line} was the first
 * that was not. Harmless for most columns; for a key or a sequence
 * column it changes which rows are one key or which event is newer ({@code '9' > '10'} as text), so a run stops.
 */
public record TypeFallback(String column, String kind, int fitting, String value, int line, DataType readAs) {
    public static final String NUMBER = "a number";
    public static final String TIMESTAMP = "a timestamp";
    public static final String WHOLE_NUMBER = "a whole number";
    /** Numbers that neither a double nor a decimal(38,s) holds exactly (1e400, 40 digits): read as text. */
    public static final String BEYOND_NUMBER_TYPES = "beyond the number types";
    /**
     * Not a type: an update changed the column (its after-image's {@code value} on {@code line} is in no before-image
     * of its commit; {@code fitting} counts the updates). Harmless but for a key, whose change as one row would leave
     * the old key in the table; {@code readAs} is the column's own type.
     */
    public static final String CHANGED_BY_AN_UPDATE = "changed by an update";

    /** A fallback to text, the usual kind. */
    public TypeFallback(String column, String kind, int fitting, String value, int line) {
        this(column, kind, fitting, value, line, DataType.STRING);
    }

    public TypeFallback {
        Objects.requireNonNull(column, "column");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(readAs, "readAs");
    }

    /** A stray that reads as a number is one written as text ("1" in JSON): "'1' on line 1" beside numbers puzzled. */
    private boolean looksLikeANumber() {
        return (kind.equals(NUMBER) || kind.equals(WHOLE_NUMBER)) && value.matches("-?[0-9]+(\\.[0-9]+)?");
    }

    /** One sentence: "`seq` is a number on 3 lines and 'later' on line 5". */
    public String describe() {
        if (kind.equals(CHANGED_BY_AN_UPDATE)) {
            return "an update changes '" + column + "': its after-image on line " + line + " has " + value
                    + ", which no before-image of its commit has";
        }
        if (kind.equals(BEYOND_NUMBER_TYPES)) {
            return "'" + column + "' holds numbers that neither a double nor a decimal(38,s) holds exactly, the first"
                    + " '" + value + "' on line " + line;
        }
        return "'" + column + "' is " + kind + " on " + fitting + " line" + (fitting == 1 ? "" : "s") + " and '" + value
                + "'" + (looksLikeANumber() ? " in quotes, as text," : "") + " on line " + line;
    }
}
