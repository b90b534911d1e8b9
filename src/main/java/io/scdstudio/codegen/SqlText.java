package io.scdstudio.codegen;

import io.scdstudio.model.Column;
import java.util.ArrayList;
import java.util.List;

/** Small Spark SQL fragments over column lists, every name quoted as Spark SQL needs it. */
public final class SqlText {
    private static final SparkSqlQuoting Q = SparkSqlQuoting.INSTANCE;

    private SqlText() {}

    public static String name(Column c) {
        return Q.identifier(c.name());
    }

    public static String name(String column) {
        return Q.identifier(column);
    }

    /** {@code a.x, a.y}, or {@code x, y} when the alias is empty. */
    public static String list(List<Column> columns, String alias) {
        List<String> out = new ArrayList<>();
        for (Column c : columns) {
            out.add(qualified(alias, name(c)));
        }
        return String.join(", ", out);
    }

    /** {@code a.x = b.x AND a.y = b.y}: SQL equality, for key columns that are never NULL. */
    public static String equal(List<Column> columns, String a, String b) {
        return join(columns, a, b, " = ", " AND ");
    }

    /** {@code a.x <=> b.x AND ...}: null-safe equality, true when both sides are NULL. */
    public static String same(List<Column> columns, String a, String b) {
        return join(columns, a, b, " <=> ", " AND ");
    }

    private static String join(List<Column> columns, String a, String b, String op, String glue) {
        List<String> out = new ArrayList<>();
        for (Column c : columns) {
            out.add(qualified(a, name(c)) + op + qualified(b, name(c)));
        }
        return String.join(glue, out);
    }

    public static String qualified(String alias, String quotedName) {
        return alias.isEmpty() ? quotedName : alias + "." + quotedName;
    }

    /** A column type as DDL writes it; a STRUCT sequence's type spells its fields. */
    public static String type(Column c) {
        return c.type().sqlName();
    }

    public static String structType(List<Column> fields) {
        List<String> out = new ArrayList<>();
        for (Column c : fields) {
            out.add(name(c) + ": " + type(c));
        }
        return "struct<" + String.join(", ", out) + ">";
    }

    /** Indents every line of a multi-line fragment by {@code spaces}. */
    public static String indent(String text, int spaces) {
        String pad = " ".repeat(spaces);
        return pad + text.replace("\n", "\n" + pad);
    }
}
