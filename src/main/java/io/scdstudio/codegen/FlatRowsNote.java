package io.scdstudio.codegen;

/**
 * The comment an export of a design read from a CDC format starts with: the code reads the flat rows the format's
 * reader made, not the tool's envelope. Until the exports carry that flattening themselves, the code says so where
 * a reviewer reads first.
 */
public final class FlatRowsNote {
    private FlatRowsNote() {
    }

    public static String of(CodeGenerator generator, String formatTitle) {
        String c = switch (generator.fileExtension()) {
            case "py" -> "# ";
            case "java" -> "// ";
            default -> "-- ";
        };
        return c + "This design reads the flat rows SCD Studio made from " + oneLine(formatTitle) + ".\n" + c
                + "Feed it those rows: flatten the envelope and drop the rows the preset drops first "
                + "(docs/formats.md).\n";
    }

    private static String oneLine(String text) {
        return text.replaceAll("[\\r\\n]+", " ").replace("*/", "* /");
    }
}
