package io.scdstudio.expr;

import io.scdstudio.model.CanonicalText;
import java.util.Locale;

/** String behaviour as Spark's {@code UTF8String}: byte-order comparison, casts to string, lower/upper/trim. */
final class SparkStrings {
    private SparkStrings() {}

    /**
     * Compares as the UTF-8 bytes compare, which is code point order. UTF-16 order differs only when a
     * surrogate meets a character at or above U+E000, so only that case is adjusted.
     */
    static int compareUtf8(String a, String b) {
        int n = Math.min(a.length(), b.length());
        for (int i = 0; i < n; i++) {
            char x = a.charAt(i);
            char y = b.charAt(i);
            if (x != y) {
                if (x >= 0xD800 && y >= 0xD800) {
                    return codePointRank(x) - codePointRank(y);
                }
                return x - y;
            }
        }
        return a.length() - b.length();
    }

    private static int codePointRank(char c) {
        return c >= 0xE000 ? c - 0x800 : c + 0x2000;
    }

    static String lower(String s) {
        return s.toLowerCase(Locale.ROOT);
    }

    static String upper(String s) {
        return s.toUpperCase(Locale.ROOT);
    }

    /** Spark's one-argument {@code trim}: removes spaces (U+0020) only, not tabs or newlines. */
    static String trimSpaces(String s) {
        int start = 0;
        int end = s.length();
        while (start < end && s.charAt(start) == ' ') {
            start++;
        }
        while (end > start && s.charAt(end - 1) == ' ') {
            end--;
        }
        return s.substring(start, end);
    }

    /** A value cast to string as Spark casts it: doubles as Java prints them ({@code 1.0E7}), the rest canonical. */
    static String render(Object value) {
        if (value instanceof Double d) {
            return Double.toString(d);
        }
        return CanonicalText.render(value);
    }
}
