package io.scdstudio.expr;

/** Decodes quoted tokens as Spark's parser does ({@code SparkParserUtils.unescapeSQLString}). */
final class Literals {
    private Literals() {}

    /** The value of a string token: raw strings ({@code r'...'}) as written, others with backslash escapes. */
    static String string(String token) {
        char first = token.charAt(0);
        if (first == 'r' || first == 'R') {
            return token.substring(2, token.length() - 1);
        }
        String body = token.substring(1, token.length() - 1);
        return body.indexOf('\\') < 0 ? body : unescape(body);
    }

    /** The name inside backticks, with a doubled backtick read as one. */
    static String quotedName(String token) {
        return token.substring(1, token.length() - 1).replace("``", "`");
    }

    private static String unescape(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c != '\\' || i + 1 == s.length()) {
                sb.append(c);
                i++;
            } else {
                i = escape(s, i + 1, sb);
            }
        }
        return sb.toString();
    }

    /** Appends the escape that starts after a backslash at {@code i}; returns the index after it. */
    private static int escape(String s, int i, StringBuilder sb) {
        char c = s.charAt(i);
        if (c == 'u' && isHex(s, i + 1, 4)) {
            sb.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16));
            return i + 5;
        }
        if (c == 'U' && isHex(s, i + 1, 8)) {
            sb.appendCodePoint(Integer.parseInt(s.substring(i + 1, i + 9), 16));
            return i + 9;
        }
        if (isOctal(s, i)) {
            sb.append((char) Integer.parseInt(s.substring(i, i + 3), 8));
            return i + 3;
        }
        switch (c) {
            case '0' -> sb.append('\u0000');
            case 'b' -> sb.append('\b');
            case 'n' -> sb.append('\n');
            case 'r' -> sb.append('\r');
            case 't' -> sb.append('\t');
            case 'Z' -> sb.append('\u001A');
            // Spark (after MySQL) keeps the backslash before % and _ so LIKE patterns still see an escape.
            case '%' -> sb.append("\\%");
            case '_' -> sb.append("\\_");
            default -> sb.append(c);
        }
        return i + 1;
    }

    private static boolean isHex(String s, int from, int count) {
        if (from + count > s.length()) {
            return false;
        }
        for (int i = from; i < from + count; i++) {
            if (Character.digit(s.charAt(i), 16) < 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean isOctal(String s, int i) {
        return i + 2 < s.length()
                && (s.charAt(i) == '0' || s.charAt(i) == '1')
                && s.charAt(i + 1) >= '0'
                && s.charAt(i + 1) <= '7'
                && s.charAt(i + 2) >= '0'
                && s.charAt(i + 2) <= '7';
    }
}
