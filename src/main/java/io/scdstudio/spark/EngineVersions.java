package io.scdstudio.spark;

/**
 * The Spark and Delta versions on the class path, as their jars report them, so the About dialog, the self-check and
 * the Run pane name what really runs rather than what the pom once said.
 */
public final class EngineVersions {
    private EngineVersions() {}

    public static String spark() {
        return org.apache.spark.package$.MODULE$.SPARK_VERSION();
    }

    public static String delta() {
        return io.delta.package$.MODULE$.VERSION();
    }

    /** "Spark 4.2.0 + Delta 4.4.0". */
    public static String describe() {
        return "Spark " + spark() + " + Delta " + delta();
    }
}
