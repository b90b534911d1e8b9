package io.scdstudio.codegen;

/**
 * Python: a column name in a list is a plain string literal. Inside {@code col()} and {@code struct()} Spark
 * parses the string as an attribute name, where a dot separates nested fields, so there a name with a dot
 * or a backtick goes in backticks first. String literals use double quotes, or single quotes when that
 * avoids escaping a double quote.
 */
public final class PythonQuoting implements IdentifierQuoting {
    public static final PythonQuoting INSTANCE = new PythonQuoting();

    private PythonQuoting() {}

    @Override
    public String identifier(String name) {
        return stringLiteral(name);
    }

    /** The column as the string argument of {@code col()} or {@code struct()}. */
    public String columnReference(String name) {
        boolean special = name.indexOf('.') >= 0 || name.indexOf('`') >= 0;
        return stringLiteral(special ? SparkSqlQuoting.backticked(name) : name);
    }

    @Override
    public String stringLiteral(String text) {
        char quote = text.indexOf('"') >= 0 && text.indexOf('\'') < 0 ? '\'' : '"';
        StringBuilder sb = new StringBuilder().append(quote);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == quote || c == '\\') {
                sb.append('\\').append(c);
            } else if (c == '\n') {
                sb.append("\\n");
            } else if (c == '\r') {
                sb.append("\\r");
            } else if (c == '\t') {
                sb.append("\\t");
            } else if (c < 0x20 || c == 0x7f) {
                sb.append(String.format("\\x%02x", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.append(quote).toString();
    }
}
