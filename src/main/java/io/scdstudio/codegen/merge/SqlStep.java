package io.scdstudio.codegen.merge;

/**
 * One statement of a portable export: why it is there, in a sentence or two, and its Spark SQL text
 * (several lines, without the closing semicolon). The SQL target writes it with its comment; the Java target
 * runs the same text through {@code spark.sql}.
 */
record SqlStep(String purpose, String sql) {}
