package io.scdstudio.codegen.importer;

import io.scdstudio.model.ScdException;
import java.util.List;

/**
 * Walks a range of tokens for a hand-written parser. Past the range it keeps returning an end token placed
 * where the range stops, so parsers need no bounds checks; every {@code expect} names what it wanted.
 */
final class TokenCursor {
    private final SourceText src;
    private final List<Token> tokens;
    private final int end;
    private final Token endToken;
    private int index;

    /** The tokens from {@code start} up to, not including, {@code end}. */
    TokenCursor(SourceText src, List<Token> tokens, int start, int end) {
        this.src = src;
        this.tokens = tokens;
        this.index = start;
        this.end = end;
        Token stop = tokens.get(Math.min(end, tokens.size() - 1));
        this.endToken = new Token(Token.Kind.END, "", null, stop.start(), stop.start(), stop.line(), stop.column());
    }

    SourceText source() {
        return src;
    }

    int index() {
        return index;
    }

    Token peek() {
        return peek(0);
    }

    Token peek(int ahead) {
        int i = index + ahead;
        return i < end ? tokens.get(i) : endToken;
    }

    Token next() {
        Token t = peek();
        if (index < end) {
            index++;
        }
        return t;
    }

    boolean atEnd() {
        return index >= end;
    }

    boolean acceptWord(String word) {
        if (peek().isWord(word)) {
            index++;
            return true;
        }
        return false;
    }

    boolean acceptSymbol(char c) {
        if (peek().isSymbol(c)) {
            index++;
            return true;
        }
        return false;
    }

    Token expectWord(String word, String context) {
        if (!peek().isWord(word)) {
            throw expected(word + " " + context);
        }
        return next();
    }

    Token expectSymbol(char c, String context) {
        if (!peek().isSymbol(c)) {
            throw expected("'" + c + "' " + context);
        }
        return next();
    }

    /** "expected X but found Y", at the next token. */
    ScdException expected(String what) {
        Token t = peek();
        return src.errorAt(
                t,
                "expected " + what + ", but found " + t.describe(),
                "Correct the code at this place, or export the flow from SCD Studio to see the expected form");
    }
}
