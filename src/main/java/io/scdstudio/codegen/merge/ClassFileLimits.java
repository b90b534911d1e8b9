package io.scdstudio.codegen.merge;

import io.scdstudio.codegen.JavaQuoting;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import java.util.ArrayList;
import java.util.List;

/**
 * What a Java class file can hold, for the Spark Java export of wide tables: a string constant is at most 65,535
 * bytes of modified UTF-8 and a method at most 64 KB of bytecode, so a 10,000-column design's statements are
 * split into pieces joined at run time, and its merge assignments into several methods.
 */
final class ClassFileLimits {
    /** Bytes per string piece: below the 65,535 limit with room for the longest escape. */
    static final int PIECE_BYTES = 60_000;

    /** Map puts per method: each is about 12 bytes of bytecode, so 1,000 stay far below 64 KB. */
    static final int PUTS_PER_METHOD = 1_000;

    /** Entries a class's constant pool holds; each distinct string literal takes two. */
    static final int CONSTANT_POOL = 65_535;

    /** Constant pool entries the class takes besides its column strings: its methods, types and fixed texts. */
    private static final int FIXED_CONSTANTS = 1_500;

    private ClassFileLimits() {}

    /**
     * Refuses a design whose distinct strings (column names and their expressions, and the pieces of the long
     * statements) would overflow the constant pool: javac would stop with "too many constants".
     */
    static void requireConstantPool(int distinctStrings, int columns) {
        if (FIXED_CONSTANTS + 2L * distinctStrings > CONSTANT_POOL) {
            throw Errors.at(
                    Location.field("target"),
                    ErrorClass.DESIGN_TOO_WIDE,
                    "the design's " + columns + " columns need about " + (FIXED_CONSTANTS + 2L * distinctStrings)
                            + " constants in the Spark Java class, more than the " + CONSTANT_POOL
                            + " a Java class can hold (the export splits long texts and methods, but not that)",
                    "Export merge-sql instead (the same statements, run with spark.sql from any language), or leave"
                            + " columns out of the feed; a design of up to about 15,000 columns exports as Spark Java");
        }
    }

    /** A Java string literal, or pieces joined at run time when the text is too long for one constant. */
    static String javaLiteral(String text) {
        List<List<String>> pieces = pieces(List.of(text));
        if (pieces.size() == 1) {
            return JavaQuoting.INSTANCE.stringLiteral(text);
        }
        List<String> literals = new ArrayList<>();
        pieces.forEach(p -> literals.add(JavaQuoting.INSTANCE.stringLiteral(String.join("", p))));
        return "String.join(\"\", " + String.join(", ", literals) + ")";
    }

    /** The lines grouped into pieces of at most {@link #PIECE_BYTES}; a longer line is cut into several. */
    static List<List<String>> pieces(List<String> lines) {
        List<List<String>> pieces = new ArrayList<>();
        List<String> current = new ArrayList<>();
        int bytes = 0;
        for (String line : lines) {
            for (String part : cut(line)) {
                int size = constantBytes(part);
                if (bytes + size > PIECE_BYTES && !current.isEmpty()) {
                    pieces.add(current);
                    current = new ArrayList<>();
                    bytes = 0;
                }
                current.add(part);
                bytes += size;
            }
        }
        pieces.add(current);
        return pieces;
    }

    private static List<String> cut(String line) {
        if (constantBytes(line) <= PIECE_BYTES) {
            return List.of(line);
        }
        List<String> parts = new ArrayList<>();
        // Three bytes is the most one char takes in modified UTF-8, so this many chars always fit.
        int chars = PIECE_BYTES / 3;
        for (int i = 0; i < line.length(); i += chars) {
            parts.add(line.substring(i, Math.min(line.length(), i + chars)));
        }
        return parts;
    }

    /** The size of the text in a class file's constant pool (modified UTF-8). */
    static int constantBytes(String text) {
        int bytes = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            bytes += c != 0 && c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
        }
        return bytes;
    }
}
