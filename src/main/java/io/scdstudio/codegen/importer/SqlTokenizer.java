package io.scdstudio.codegen.importer;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits Spark SQL into words, backticked names, string literals and symbols, dropping whitespace and
 * comments ({@code --} to the end of the line, nestable block comments). Numbers and operators need no
 * meaning here: conditions are cut out of the original text, so tokens only have to find their ends.
 */
final class SqlTokenizer {
    private final SourceText src;
    private final List<Token> tokens = new ArrayList<>();
    private int pos;

    private SqlTokenizer(SourceText src) {
        this.src = src;
    }

    /** The tokens of the text, ending with one {@link Token.Kind#END} token. */
    static List<Token> tokenize(SourceText src) {
        SqlTokenizer t = new SqlTokenizer(src);
        t.run();
        return List.copyOf(t.tokens);
    }

    private void run() {
        while (skipSpaceAndComments()) {
            char c = src.charAt(pos);
            if (c == '\'' || c == '"') {
                string(c);
            } else if (c == '`') {
                quotedName();
            } else if (startsWith("${") || isWordChar(c)) {
                name();
            } else {
                tokens.add(src.token(Token.Kind.SYMBOL, pos, pos + 1, null));
                pos++;
            }
        }
        tokens.add(src.token(Token.Kind.END, src.length(), src.length(), null));
    }

    /** Skips blanks and comments; whether a token follows. */
    private boolean skipSpaceAndComments() {
        while (pos < src.length()) {
            char c = src.charAt(pos);
            if (Character.isWhitespace(c)) {
                pos++;
            } else if (startsWith("--")) {
                while (pos < src.length() && src.charAt(pos) != '\n') {
                    pos++;
                }
            } else if (startsWith("/*")) {
                blockComment();
            } else {
                return true;
            }
        }
        return false;
    }

    private void blockComment() {
        int start = pos;
        int depth = 0;
        do {
            if (pos >= src.length()) {
                throw src.errorAt(start, "this comment is never closed", "End the comment with */");
            }
            if (startsWith("/*")) {
                depth++;
                pos += 2;
            } else if (startsWith("*/")) {
                depth--;
                pos += 2;
            } else {
                pos++;
            }
        } while (depth > 0);
    }

    private void string(char quote) {
        int start = pos++;
        StringBuilder value = new StringBuilder();
        while (pos < src.length() && src.charAt(pos) != quote) {
            char c = src.charAt(pos++);
            if (c == '\\' && pos < src.length()) {
                value.append(src.charAt(pos++));
            } else {
                value.append(c);
            }
        }
        if (pos >= src.length()) {
            throw src.errorAt(start, "this string is never closed", "End the string with " + quote);
        }
        pos++;
        tokens.add(src.token(Token.Kind.STRING, start, pos, value.toString()));
    }

    private void quotedName() {
        int start = pos++;
        StringBuilder name = new StringBuilder();
        while (true) {
            if (pos >= src.length()) {
                throw src.errorAt(start, "this quoted name is never closed", "End the name with a backtick (`)");
            }
            char c = src.charAt(pos++);
            if (c != '`') {
                name.append(c);
            } else if (pos < src.length() && src.charAt(pos) == '`') {
                name.append('`');
                pos++;
            } else {
                break;
            }
        }
        tokens.add(src.token(Token.Kind.QUOTED_NAME, start, pos, name.toString()));
    }

    /**
     * A pipeline parameter such as {@code ${catalog}}, which Lakeflow substitutes before it parses the SQL: read as
     * one name that keeps its spelling, so a design imported from parameterised code names the same tables.
     */
    /**
     * A word, or a name part that holds pipeline parameters: {@code ${catalog}}, {@code silver_${env}} and {@code
     * ${env}_silver} are each one name part, as the pipeline substitutes the text before parsing.
     */
    private void name() {
        int start = pos;
        boolean parameters = false;
        while (pos < src.length()) {
            if (startsWith("${")) {
                int close = src.text().indexOf('}', pos);
                if (close < 0) {
                    throw src.errorAt(
                            pos, "this pipeline parameter is never closed", "End it with }, as in ${catalog}");
                }
                pos = close + 1;
                parameters = true;
            } else if (isWordChar(src.charAt(pos))) {
                pos++;
            } else {
                break;
            }
        }
        tokens.add(
                parameters
                        ? src.token(
                                Token.Kind.QUOTED_NAME, start, pos, src.text().substring(start, pos))
                        : src.token(Token.Kind.WORD, start, pos, null));
    }

    private boolean startsWith(String s) {
        return src.text().startsWith(s, pos);
    }

    private static boolean isWordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '$';
    }
}
