package io.scdstudio.expr;

import java.util.Objects;

/** One token of a condition: its kind and its character range [start, end) in the condition text. */
public record Token(TokenKind kind, int start, int end) {
    public Token {
        Objects.requireNonNull(kind, "kind");
        if (start < 0 || end < start) {
            throw new IllegalArgumentException(
                    "a token spans [start, end) with 0 <= start <= end, got [" + start + ", " + end + ")");
        }
    }

    /** The token's text within the condition it was read from. */
    public String text(String condition) {
        return condition.substring(start, end);
    }
}
