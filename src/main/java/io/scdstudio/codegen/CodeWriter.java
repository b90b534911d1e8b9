package io.scdstudio.codegen;

import java.util.ArrayList;
import java.util.List;

/**
 * Builds generated source line by line: indentation, comments with the language's marker, blank lines that
 * never pile up, no trailing whitespace, LF line ends and one final newline. Shared by every generator so
 * they format alike.
 */
public final class CodeWriter {
    /** Comments are wrapped at this width so headers stay readable in an editor. */
    static final int COMMENT_WIDTH = 100;

    private final String commentMarker;
    private final String indentUnit;
    private final List<String> lines = new ArrayList<>();
    private int depth;

    /**
     * @param commentMarker the line-comment marker, e.g. {@code "--"} or {@code "#"}
     * @param indentWidth   spaces per indentation level
     */
    public CodeWriter(String commentMarker, int indentWidth) {
        this.commentMarker = commentMarker;
        this.indentUnit = " ".repeat(indentWidth);
    }

    /**
     * Adds one line at the current indentation. Text with line breaks (a condition written over several
     * lines) continues at column 1 exactly as written, since the breaks may sit inside a string literal.
     */
    public CodeWriter line(String text) {
        String[] parts = text.split("\n", -1);
        for (int i = 0; i < parts.length; i++) {
            String part = i == parts.length - 1 ? parts[i].stripTrailing() : parts[i];
            lines.add(i == 0 ? indentUnit.repeat(depth) + part : part);
        }
        return this;
    }

    /** Adds one blank line, unless the text is empty or already ends with one. */
    public CodeWriter blank() {
        if (!lines.isEmpty() && !lines.get(lines.size() - 1).isEmpty()) {
            lines.add("");
        }
        return this;
    }

    /** Adds a comment, wrapped on spaces at {@link #COMMENT_WIDTH}; control characters become spaces. */
    public CodeWriter comment(String text) {
        String prefix = indentUnit.repeat(depth) + commentMarker + " ";
        StringBuilder current = new StringBuilder(prefix);
        for (String word : inComment(text).replaceAll("\\p{Cntrl}", " ").trim().split(" +")) {
            if (current.length() > prefix.length() && current.length() + 1 + word.length() > COMMENT_WIDTH) {
                lines.add(current.toString());
                current = new StringBuilder(prefix);
            }
            if (current.length() > prefix.length()) {
                current.append(' ');
            }
            current.append(word);
        }
        lines.add(current.toString().stripTrailing());
        return this;
    }

    /** Adds a comment line holding the text exactly, for code quoted inside a comment. */
    public CodeWriter commentVerbatim(String text) {
        String prefix = indentUnit.repeat(depth) + commentMarker;
        lines.add(text.isEmpty() ? prefix : prefix + " " + inComment(text).stripTrailing());
        return this;
    }

    /**
     * Java reads a Unicode escape anywhere, comments included, so a name holding the escape of a line break (a
     * backslash, u, 000a) would end a {@code //} comment and turn the rest into code. Doubling every backslash
     * leaves none that can start one.
     */
    private String inComment(String text) {
        return commentMarker.equals("//") ? text.replace("\\", "\\\\") : text;
    }

    public CodeWriter indent() {
        depth++;
        return this;
    }

    public CodeWriter outdent() {
        if (depth == 0) {
            throw new IllegalStateException("outdent without a matching indent");
        }
        depth--;
        return this;
    }

    /** The text so far, without trailing blank lines, ending with exactly one newline. */
    @Override
    public String toString() {
        int end = lines.size();
        while (end > 0 && lines.get(end - 1).isEmpty()) {
            end--;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < end; i++) {
            sb.append(lines.get(i)).append('\n');
        }
        return sb.toString();
    }
}
