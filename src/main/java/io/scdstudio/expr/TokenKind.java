package io.scdstudio.expr;

/** What a {@link Token} of a condition is, for syntax highlighting and for the parser. */
public enum TokenKind {
    /** A SQL keyword such as {@code AND}, {@code IS}, {@code NULL}, {@code LIKE}. */
    KEYWORD,
    /** A column name, plain or backtick-quoted. */
    IDENTIFIER,
    /** A string literal in single or double quotes. */
    STRING,
    /** A numeric literal such as {@code 42}, {@code 1.5}, {@code 1e3}, {@code 10L}. */
    NUMBER,
    /** A comparison or other operator symbol such as {@code =}, {@code <=>}, {@code +}. */
    OPERATOR,
    /** {@code (} or {@code )}. */
    PAREN,
    /** {@code ,}. */
    COMMA,
    /** A name directly followed by {@code (}: a function call. */
    FUNCTION,
    /** A {@code -- line} or {@code /* block *}{@code /} comment. */
    COMMENT,
    /** Text that is not a token: an unterminated string or quoted name, or an unknown character. */
    ERROR
}
