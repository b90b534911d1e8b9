package io.scdstudio.codegen;

import io.scdstudio.model.SourceView;
import java.util.regex.Pattern;

/**
 * Spark SQL: a name is written plain when it is a plain identifier and not a reserved word, otherwise in
 * backticks with an embedded backtick doubled. String literals use single quotes with backslash escapes,
 * which Spark reads by default ({@code spark.sql.parser.escapedStringLiterals=false}).
 */
public final class SparkSqlQuoting implements IdentifierQuoting {
    public static final SparkSqlQuoting INSTANCE = new SparkSqlQuoting();

    private static final Pattern PLAIN = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private SparkSqlQuoting() {}

    /** Whether the name must be quoted to be read back as itself. */
    public static boolean needsQuoting(String name) {
        return !PLAIN.matcher(name).matches() || SparkSqlKeywords.isReserved(name);
    }

    @Override
    public String identifier(String name) {
        return needsQuoting(name) ? backticked(name) : name;
    }

    /** The name in backticks, whether needed or not. */
    public static String backticked(String name) {
        return SourceView.quote(name);
    }

    @Override
    public String stringLiteral(String text) {
        return SourceView.literal(text);
    }
}
