package io.scdstudio.codegen.importer;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits Python source into names, numbers, string literals and symbols, dropping whitespace, line breaks
 * and {@code #} comments: the importer reads one call, where Python ignores line structure inside the
 * parentheses anyway. Strings may carry prefixes ({@code r}, {@code u}, {@code b}, {@code f}) and triple
 * quotes; escapes are decoded.
 */
final class PythonTokenizer {
    private final SourceText src;
    private final List<Token> tokens = new ArrayList<>();
    private int pos;

    private PythonTokenizer(SourceText src) {
        this.src = src;
    }

    static List<Token> tokenize(SourceText src) {
        PythonTokenizer t = new PythonTokenizer(src);
        t.run();
        return List.copyOf(t.tokens);
    }

    private void run() {
        while (skipSpaceAndComments()) {
            char c = src.charAt(pos);
            int prefix = stringPrefixLength();
            if (prefix >= 0) {
                string(prefix);
            } else if (Character.isLetterOrDigit(c) || c == '_') {
                int start = pos;
                while (pos < src.length() && (Character.isLetterOrDigit(src.charAt(pos)) || src.charAt(pos) == '_')) {
                    pos++;
                }
                tokens.add(src.token(Token.Kind.WORD, start, pos, null));
            } else {
                tokens.add(src.token(Token.Kind.SYMBOL, pos, pos + 1, null));
                pos++;
            }
        }
        tokens.add(src.token(Token.Kind.END, src.length(), src.length(), null));
    }

    private boolean skipSpaceAndComments() {
        while (pos < src.length()) {
            char c = src.charAt(pos);
            if (Character.isWhitespace(c) || c == '\\') {
                pos++;
            } else if (c == '#') {
                while (pos < src.length() && src.charAt(pos) != '\n') {
                    pos++;
                }
            } else {
                return true;
            }
        }
        return false;
    }

    /** The length of a string prefix before a quote at the current position, or -1 if no string starts. */
    private int stringPrefixLength() {
        int i = pos;
        while (i < src.length() && i - pos < 2 && "rRuUbBfF".indexOf(src.charAt(i)) >= 0) {
            i++;
        }
        if (i < src.length() && (src.charAt(i) == '"' || src.charAt(i) == '\'')) {
            return i - pos;
        }
        return -1;
    }

    private void string(int prefixLength) {
        int start = pos;
        String prefix = src.text().substring(pos, pos + prefixLength).toLowerCase();
        pos += prefixLength;
        char quote = src.charAt(pos);
        boolean triple = src.text().startsWith(String.valueOf(quote).repeat(3), pos);
        String closing = triple ? String.valueOf(quote).repeat(3) : String.valueOf(quote);
        pos += closing.length();
        StringBuilder value = new StringBuilder();
        while (!src.text().startsWith(closing, pos)) {
            if (pos >= src.length() || (!triple && src.charAt(pos) == '\n')) {
                throw src.errorAt(start, "this string is never closed", "End the string with " + closing);
            }
            char c = src.charAt(pos++);
            if (c == '\\' && pos < src.length()) {
                pos = PythonEscapes.decode(src.text(), pos, prefix.contains("r"), value);
            } else {
                value.append(c);
            }
        }
        pos += closing.length();
        Token.Kind kind = prefix.contains("f") ? Token.Kind.FORMATTED_STRING : Token.Kind.STRING;
        tokens.add(src.token(kind, start, pos, value.toString()));
    }
}
