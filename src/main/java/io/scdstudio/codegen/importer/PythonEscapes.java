package io.scdstudio.codegen.importer;

/** Decodes the backslash escapes of a Python string literal. */
final class PythonEscapes {
    private PythonEscapes() {}

    /**
     * Appends the meaning of the escape whose character follows a backslash at {@code pos}.
     *
     * @return the position after the escape
     */
    static int decode(String text, int pos, boolean raw, StringBuilder out) {
        char e = text.charAt(pos);
        if (raw) {
            // A raw string keeps the backslash; it only stops the next character from ending the string.
            out.append('\\').append(e);
            return pos + 1;
        }
        switch (e) {
            case '\n' -> {
                return pos + 1;
            }
            case 'n' -> out.append('\n');
            case 't' -> out.append('\t');
            case 'r' -> out.append('\r');
            case '0', '1', '2', '3', '4', '5', '6', '7' -> {
                return octal(text, pos, out);
            }
            case 'x' -> {
                return hex(text, pos + 1, 2, out);
            }
            case 'u' -> {
                return hex(text, pos + 1, 4, out);
            }
            case 'U' -> {
                return hex(text, pos + 1, 8, out);
            }
            case 'a' -> out.append('\u0007');
            case 'b' -> out.append('\b');
            case 'f' -> out.append('\f');
            case 'v' -> out.append('\u000b');
            case '\\', '\'', '"' -> out.append(e);
            default -> out.append('\\').append(e);
        }
        return pos + 1;
    }

    private static int octal(String text, int pos, StringBuilder out) {
        int end = pos;
        while (end < text.length() && end - pos < 3 && text.charAt(end) >= '0' && text.charAt(end) <= '7') {
            end++;
        }
        out.append((char) Integer.parseInt(text.substring(pos, end), 8));
        return end;
    }

    private static int hex(String text, int pos, int digits, StringBuilder out) {
        int end = Math.min(text.length(), pos + digits);
        try {
            out.appendCodePoint(Integer.parseInt(text.substring(pos, end), 16));
            return end;
        } catch (IllegalArgumentException | StringIndexOutOfBoundsException notHex) {
            out.append('\\').append(text.charAt(pos - 1));
            return pos;
        }
    }
}
