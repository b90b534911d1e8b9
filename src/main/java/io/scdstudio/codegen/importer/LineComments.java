package io.scdstudio.codegen.importer;

import java.util.List;

/**
 * Recognises a comment of the other language: a tokenizer for one language sees the other's comment marker
 * ({@code #} in SQL, {@code --} in Python) as symbols, so detection asks whether such symbols precede a
 * token on its line.
 */
final class LineComments {
    private LineComments() {}

    /** Whether the symbols of {@code marker} stand, in a row, before token {@code index} on its line. */
    static boolean follows(List<Token> tokens, int index, String marker) {
        int line = tokens.get(index).line();
        for (int i = index - 1; i >= 0 && tokens.get(i).line() == line; i--) {
            if (markerEndsAt(tokens, i, marker, line)) {
                return true;
            }
        }
        return false;
    }

    private static boolean markerEndsAt(List<Token> tokens, int end, String marker, int line) {
        int start = end - marker.length() + 1;
        if (start < 0) {
            return false;
        }
        for (int k = 0; k < marker.length(); k++) {
            Token t = tokens.get(start + k);
            if (t.line() != line || !t.isSymbol(marker.charAt(k))) {
                return false;
            }
        }
        return true;
    }
}
