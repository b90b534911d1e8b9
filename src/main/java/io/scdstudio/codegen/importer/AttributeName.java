package io.scdstudio.codegen.importer;

/**
 * A column name as {@code col()} and {@code struct()} receive it: Spark reads the string as an attribute
 * name, where a name in backticks is taken literally (a doubled backtick is one backtick).
 */
final class AttributeName {
    private AttributeName() {}

    /** The column name a backticked attribute stands for; any other text is the name itself. */
    static String unquote(String attribute) {
        if (attribute.length() >= 2 && attribute.startsWith("`") && attribute.endsWith("`")) {
            String inner = attribute.substring(1, attribute.length() - 1);
            if (!inner.replace("``", "").contains("`")) {
                return inner.replace("``", "`");
            }
        }
        return attribute;
    }
}
