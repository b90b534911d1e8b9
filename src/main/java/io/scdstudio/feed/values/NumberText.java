package io.scdstudio.feed.values;

import java.math.BigDecimal;

/** What a value's text says of the number types that hold it as written: bigint, decimal(38,s) or double. */
final class NumberText {
    /** The most digits a decimal holds: decimal(38,s). */
    static final int MAX_DIGITS = 38;
    /** Up to 15 significant digits, every decimal text reads back from a double as written. */
    static final int DOUBLE_DIGITS = 15;

    private NumberText() {}

    /** Whether a double reads the text as the number written: not past its range (1e400), nor rounded. */
    static boolean heldByDouble(String text) {
        double d;
        try {
            d = Double.parseDouble(text);
        } catch (NumberFormatException e) {
            return true; // NaN and Infinity spelt otherwise: words, not digits a double could lose
        }
        if (Double.isNaN(d) || Double.isInfinite(d) && text.chars().noneMatch(Character::isDigit)) {
            return true;
        }
        if (Double.isInfinite(d)) {
            return false;
        }
        int digits = significantDigits(text);
        if (d == 0.0) {
            return digits == 0;
        }
        if (digits <= DOUBLE_DIGITS) {
            return true;
        }
        try {
            return new BigDecimal(text).compareTo(new BigDecimal(d)) == 0;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** Digits from the first non-zero one to the last digit of the mantissa. */
    static int significantDigits(String text) {
        int n = 0;
        boolean started = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == 'e' || c == 'E') {
                break;
            }
            if (c >= '1' && c <= '9') {
                started = true;
            }
            if (started && c >= '0' && c <= '9') {
                n++;
            }
        }
        return n;
    }

    /** An integer too long for bigint but within decimal(38,0). */
    static boolean isBigWhole(String text) {
        int from = text.startsWith("-") || text.startsWith("+") ? 1 : 0;
        int digits = text.length() - from;
        if (digits < 1 || digits > MAX_DIGITS) {
            return false;
        }
        for (int i = from; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    /** A number; an integer longer than decimal(38,0) holds is not one, as a double would merge such keys. */
    static boolean isNumber(String text) {
        if (isBigWhole(text)) {
            return true;
        }
        String digits = text.startsWith("-") || text.startsWith("+") ? text.substring(1) : text;
        boolean integerLiteral = !digits.isEmpty() && digits.chars().allMatch(Character::isDigit);
        // An integer too long for decimal(38,0) is a number all the same; no number type holds it (see
        // ColumnProfile.noteDigits).
        return integerLiteral || TextValues.parseDouble(text) != null;
    }
}
