package io.scdstudio.expr;

import io.scdstudio.model.ScdException;
import java.util.List;
import java.util.Locale;

/** Walks the tokens of a condition (comments left out) for the parser and reports what it did not expect. */
final class TokenCursor {
    private final String text;
    private final List<Token> tokens;
    private final ConditionErrors errors;
    private int index;

    TokenCursor(String text, ConditionErrors errors) {
        this.text = text;
        this.tokens = ConditionLexer.tokenize(text).stream()
                .filter(t -> t.kind() != TokenKind.COMMENT)
                .toList();
        this.errors = errors;
    }

    boolean atEnd() {
        return index >= tokens.size();
    }

    /** The token {@code ahead} places from the current one, or null past the end. */
    Token peek(int ahead) {
        int i = index + ahead;
        return i < tokens.size() ? tokens.get(i) : null;
    }

    Token peek() {
        return peek(0);
    }

    Token advance() {
        return tokens.get(index++);
    }

    String text(Token t) {
        return t.text(text);
    }

    /** The current token's text in upper case, or "" at the end. */
    String upper(int ahead) {
        Token t = peek(ahead);
        return t == null ? "" : text(t).toUpperCase(Locale.ROOT);
    }

    boolean is(TokenKind kind, String word) {
        return is(0, kind, word);
    }

    boolean is(int ahead, TokenKind kind, String word) {
        Token t = peek(ahead);
        return t != null && t.kind() == kind && upper(ahead).equals(word);
    }

    boolean isKeyword(String word) {
        return is(TokenKind.KEYWORD, word);
    }

    Token expect(TokenKind kind, String word, String what) {
        if (!is(kind, word)) {
            throw unexpected(what);
        }
        return advance();
    }

    /** Where the current token starts, or the end of the text. */
    int offset() {
        Token t = peek();
        return t == null ? text.length() : t.start();
    }

    int lastEnd() {
        return index == 0 ? 0 : tokens.get(index - 1).end();
    }

    ScdException unexpected(String expected) {
        Token t = peek();
        if (t == null) {
            return errors.syntax(
                    text.length(), "the condition ends where " + expected + " was expected", "Complete the condition");
        }
        if (t.kind() == TokenKind.ERROR) {
            return badToken(t);
        }
        return errors.syntax(
                t.start(),
                "expected " + expected + " but found `" + text(t) + "`",
                "Check the condition near position " + (t.start() + 1) + "; backtick-quote column names that are "
                        + "SQL keywords or contain special characters");
    }

    private ScdException badToken(Token t) {
        char c = text.charAt(t.start());
        if (c == '\'' || c == '"' || ((c == 'r' || c == 'R') && t.end() - t.start() > 1)) {
            return errors.syntax(
                    t.start(),
                    "the string starting here is not closed",
                    "End it with the same quote; inside it, write \\' or \\\" for a quote");
        }
        if (c == '`') {
            return errors.syntax(
                    t.start(),
                    "the quoted name starting here is not closed",
                    "End it with a backtick; inside it, write `` for a backtick");
        }
        if (text.startsWith("/*", t.start())) {
            return errors.syntax(t.start(), "the comment starting here is not closed", "End it with */");
        }
        return errors.syntax(t.start(), "unexpected `" + text(t) + "`", "Remove it or quote it inside a string");
    }
}
