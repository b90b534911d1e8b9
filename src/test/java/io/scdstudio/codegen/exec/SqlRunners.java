package io.scdstudio.codegen.exec;

import java.util.Optional;

/**
 * Finds the Spark runner when Spark is on the test class path. Until the Spark engine merges there is none,
 * and the proof-by-execution tests skip with {@link #MISSING}.
 */
final class SqlRunners {
    static final String MISSING = "Spark is not on the class path (org.apache.spark.sql.SparkSession not found):"
            + " the exported MERGE SQL and Spark Java are not executed. They run once the Spark engine is merged"
            + " and io.scdstudio.spark.SparkSqlRunner exists.";
    /** The class the Spark work provides; looked up by name so this package compiles without Spark. */
    static final String IMPLEMENTATION = "io.scdstudio.spark.SparkSqlRunner";

    private SqlRunners() {}

    static boolean sparkPresent() {
        return loads("org.apache.spark.sql.SparkSession") && loads(IMPLEMENTATION);
    }

    static Optional<SqlRunner> open() {
        if (!sparkPresent()) {
            return Optional.empty();
        }
        try {
            return Optional.of((SqlRunner)
                    Class.forName(IMPLEMENTATION).getDeclaredConstructor().newInstance());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot create " + IMPLEMENTATION, e);
        }
    }

    private static boolean loads(String name) {
        try {
            Class.forName(name);
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }
}
