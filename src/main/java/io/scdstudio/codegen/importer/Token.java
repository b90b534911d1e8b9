package io.scdstudio.codegen.importer;

import java.util.Locale;

/**
 * One token of pasted code: its kind, the text as written, its decoded value (a string's content, a quoted
 * name without its quotes), and where it starts, for messages and for cutting conditions out as written.
 */
record Token(Kind kind, String text, String value, int start, int end, int line, int column) {

    enum Kind {
        /** A word: keyword, plain name or number. */
        WORD,
        /** A Spark SQL name in backticks. */
        QUOTED_NAME,
        STRING,
        /** A Python f-string, kept only so that it can be refused where it matters. */
        FORMATTED_STRING,
        SYMBOL,
        END
    }

    boolean isWord(String word) {
        return kind == Kind.WORD && text.equalsIgnoreCase(word);
    }

    boolean isSymbol(char c) {
        return kind == Kind.SYMBOL && text.length() == 1 && text.charAt(0) == c;
    }

    boolean isName() {
        return kind == Kind.WORD || kind == Kind.QUOTED_NAME;
    }

    /** How a message shows the token. */
    String describe() {
        return kind == Kind.END ? "the end of the text" : "'" + text + "'";
    }

    String upper() {
        return text.toUpperCase(Locale.ROOT);
    }
}
