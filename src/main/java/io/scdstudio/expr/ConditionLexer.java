package io.scdstudio.expr;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Splits a condition into tokens the way Spark's SQL lexer does, for the parser and for syntax highlighting in
 * the GUI. Never throws: text it cannot read becomes an {@link TokenKind#ERROR} token, whitespace is skipped.
 */
public final class ConditionLexer {

    /** Words highlighted as keywords: those of the supported subset and those of constructs we name when rejecting. */
    static final Set<String> KEYWORDS = Set.of(
            "AND",
            "OR",
            "NOT",
            "IN",
            "IS",
            "NULL",
            "LIKE",
            "TRUE",
            "FALSE",
            "ESCAPE",
            "BETWEEN",
            "CASE",
            "WHEN",
            "THEN",
            "ELSE",
            "RLIKE",
            "REGEXP",
            "ILIKE",
            "DISTINCT",
            "EXISTS",
            "INTERVAL",
            "DIV");

    private static final String[] OPERATORS = {
        "<=>", "<=", "<>", "<<", ">=", ">>", "==", "=>", "!=", "!<", "!>", "||", "::", "->", "=", "<", ">", "!", "+",
        "-", "*", "/", "%", "~", "&", "|", "^", ":", "?", ".", ";", "[", "]", "{", "}"
    };

    private final String text;
    private final List<Token> tokens = new ArrayList<>();
    private int pos;

    private ConditionLexer(String text) {
        this.text = text;
    }

    /** The tokens of the text, comments included, in order. */
    public static List<Token> tokenize(String text) {
        if (text == null) {
            return List.of();
        }
        ConditionLexer lexer = new ConditionLexer(text);
        lexer.run();
        return List.copyOf(lexer.tokens);
    }

    private void run() {
        while (pos < text.length()) {
            char c = text.charAt(pos);
            if (isSpace(c)) {
                pos++;
            } else {
                int start = pos;
                TokenKind kind = next(c);
                tokens.add(new Token(kind, start, pos));
            }
        }
    }

    /** Reads one token starting at {@code pos} and leaves {@code pos} after it. */
    private TokenKind next(char c) {
        if (text.startsWith("--", pos)) {
            return lineComment();
        }
        if (text.startsWith("/*", pos)) {
            return blockComment();
        }
        if ((c == 'r' || c == 'R') && pos + 1 < text.length() && isQuote(text.charAt(pos + 1))) {
            return rawString();
        }
        if (isQuote(c)) {
            return quoted(c, true, TokenKind.STRING);
        }
        if (c == '`') {
            return quoted(c, false, TokenKind.IDENTIFIER);
        }
        if (isDigit(c) || (c == '.' && pos + 1 < text.length() && isDigit(text.charAt(pos + 1)))) {
            return number();
        }
        if (isWordChar(c)) {
            return word();
        }
        return punctuation(c);
    }

    private TokenKind lineComment() {
        int eol = text.indexOf('\n', pos);
        pos = eol < 0 ? text.length() : eol;
        return TokenKind.COMMENT;
    }

    private TokenKind blockComment() {
        int close = text.indexOf("*/", pos + 2);
        if (close < 0) {
            pos = text.length();
            return TokenKind.ERROR;
        }
        pos = close + 2;
        return TokenKind.COMMENT;
    }

    private TokenKind rawString() {
        char quote = text.charAt(pos + 1);
        int close = text.indexOf(quote, pos + 2);
        pos = close < 0 ? text.length() : close + 1;
        return close < 0 ? TokenKind.ERROR : TokenKind.STRING;
    }

    /** A quoted token; strings escape with a backslash, backtick names by doubling the backtick. */
    private TokenKind quoted(char quote, boolean backslashEscapes, TokenKind kind) {
        int i = pos + 1;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (backslashEscapes && c == '\\') {
                i += 2;
            } else if (c == quote && !backslashEscapes && i + 1 < text.length() && text.charAt(i + 1) == quote) {
                i += 2;
            } else if (c == quote) {
                pos = i + 1;
                return kind;
            } else {
                i++;
            }
        }
        pos = text.length();
        return TokenKind.ERROR;
    }

    /** Digits, an optional fraction and exponent, then any letters (suffixes such as L, D, BD). */
    private TokenKind number() {
        int start = pos;
        while (pos < text.length()
                && (isWordChar(text.charAt(pos)) || text.charAt(pos) == '.' || isExponentSign(start))) {
            pos++;
        }
        String word = text.substring(start, pos);
        if (NumberLiteral.isNumber(word)) {
            return TokenKind.NUMBER;
        }
        // Spark reads digits followed by letters (such as 1abc) as a name.
        return word.indexOf('.') < 0 ? nameKind(word) : TokenKind.ERROR;
    }

    /** A sign right after an exponent marker ({@code 1e-3}) belongs to the number. */
    private boolean isExponentSign(int start) {
        char c = text.charAt(pos);
        if ((c != '+' && c != '-') || pos - 1 <= start) {
            return false;
        }
        char before = text.charAt(pos - 1);
        return (before == 'e' || before == 'E')
                && isDigitsBeforeExponent(start, pos - 1)
                && pos + 1 < text.length()
                && isDigit(text.charAt(pos + 1));
    }

    private boolean isDigitsBeforeExponent(int start, int exponent) {
        for (int i = start; i < exponent; i++) {
            char c = text.charAt(i);
            if (!isDigit(c) && c != '.') {
                return false;
            }
        }
        return true;
    }

    private TokenKind word() {
        int start = pos;
        while (pos < text.length() && isWordChar(text.charAt(pos))) {
            pos++;
        }
        return nameKind(text.substring(start, pos));
    }

    private TokenKind nameKind(String word) {
        if (KEYWORDS.contains(word.toUpperCase(Locale.ROOT))) {
            return TokenKind.KEYWORD;
        }
        int i = pos;
        while (i < text.length() && isSpace(text.charAt(i))) {
            i++;
        }
        return i < text.length() && text.charAt(i) == '(' ? TokenKind.FUNCTION : TokenKind.IDENTIFIER;
    }

    private TokenKind punctuation(char c) {
        if (c == '(' || c == ')') {
            pos++;
            return TokenKind.PAREN;
        }
        if (c == ',') {
            pos++;
            return TokenKind.COMMA;
        }
        for (String op : OPERATORS) {
            if (text.startsWith(op, pos)) {
                pos += op.length();
                return TokenKind.OPERATOR;
            }
        }
        pos += Character.charCount(text.codePointAt(pos));
        return TokenKind.ERROR;
    }

    static boolean isSpace(char c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c);
    }

    private static boolean isQuote(char c) {
        return c == '\'' || c == '"';
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isWordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }
}
