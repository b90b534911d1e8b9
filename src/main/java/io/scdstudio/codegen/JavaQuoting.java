package io.scdstudio.codegen;

/**
 * Java: names reach Spark inside strings (SQL text, {@code DeltaTable} expressions), so a column name is
 * written as a string literal holding its Spark SQL spelling; a string literal escapes quotes, backslashes
 * and control characters, and characters outside ASCII as {@code \\uXXXX} so the file is plain ASCII.
 */
public final class JavaQuoting implements IdentifierQuoting {
    public static final JavaQuoting INSTANCE = new JavaQuoting();

    private JavaQuoting() {}

    @Override
    public String identifier(String name) {
        return stringLiteral(SparkSqlQuoting.INSTANCE.identifier(name));
    }

    @Override
    public String stringLiteral(String text) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20 || c > 0x7e) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }

    /** A Java class name made from a table name: letters and digits kept, words capitalised. */
    public static String className(String tableName, String suffix) {
        StringBuilder sb = new StringBuilder();
        boolean upper = true;
        for (char c : tableName.toCharArray()) {
            if (c < 0x80 && Character.isLetterOrDigit(c)) {
                sb.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            } else {
                upper = true;
            }
        }
        if (sb.length() == 0 || !Character.isLetter(sb.charAt(0))) {
            sb.insert(0, "Flow");
        }
        return sb + suffix;
    }
}
