package io.scdstudio.codegen.importer;

import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.ScdException;
import java.util.ArrayList;
import java.util.List;

/**
 * Pasted code with its line starts, so a tokenizer can give every token a 1-based line and column, and the
 * one error the importers raise: {@code ErrorClass.IMPORT_NOT_UNDERSTOOD}, naming where and what was expected.
 */
final class SourceText {
    private final String label;
    private final String text;
    private final List<Integer> lineStarts = new ArrayList<>();

    /** @param label what the text is, for messages: "Lakeflow SQL", "Lakeflow Python" */
    String label() {
        return label;
    }

    SourceText(String label, String text) {
        this.label = label;
        this.text = text;
        lineStarts.add(0);
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                lineStarts.add(i + 1);
            }
        }
    }

    String text() {
        return text;
    }

    int length() {
        return text.length();
    }

    char charAt(int i) {
        return text.charAt(i);
    }

    int lineOf(int offset) {
        int lo = 0;
        int hi = lineStarts.size() - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (lineStarts.get(mid) <= offset) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo + 1;
    }

    int columnOf(int offset) {
        return offset - lineStarts.get(lineOf(offset) - 1) + 1;
    }

    Token token(Token.Kind kind, int start, int end, String value) {
        return new Token(kind, text.substring(start, end), value, start, end, lineOf(start), columnOf(start));
    }

    ScdException errorAt(int offset, String problem, String hint) {
        return Errors.at(
                Location.at(label, lineOf(offset), columnOf(offset), null),
                ErrorClass.IMPORT_NOT_UNDERSTOOD,
                problem,
                hint);
    }

    ScdException errorAt(Token token, String problem, String hint) {
        return errorAt(token.start(), problem, hint);
    }
}
