package io.scdstudio.codegen;

/**
 * How one target language writes a column name and a string value. Generators ask their strategy instead
 * of quoting by hand, so every name in the output is quoted the same way.
 */
public interface IdentifierQuoting {

    /** The column name as this language writes it where a column is named. */
    String identifier(String name);

    /** The text as a string literal of this language. */
    String stringLiteral(String text);
}
