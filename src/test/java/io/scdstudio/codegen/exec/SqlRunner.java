package io.scdstudio.codegen.exec;

import io.scdstudio.model.Batch;
import io.scdstudio.model.Schema;
import io.scdstudio.model.Table;

/**
 * What the proof-by-execution tests need from a Spark + Delta session, kept this small so that the tests
 * compile and skip before Spark is on the class path. The Spark implementation (to be written in the
 * {@code spark} package's tests once Spark lands) wraps one shared local session with Delta.
 */
public interface SqlRunner extends AutoCloseable {

    /** Runs one statement eagerly; a Spark failure is thrown with Spark's message. */
    void execute(String statement);

    /** The result of a query as a table of canonical values (the model's value types). */
    Table query(String sql, Schema expectedSchema);

    /**
     * Registers a batch's rows as a temporary view: the source columns of {@code schema}, plus
     * {@code arrivalColumn} numbering the rows 0, 1, ... in file order.
     */
    void registerBatch(String view, Schema schema, Batch batch, String arrivalColumn);

    /** Compiles and loads generated Java against the session's class path and runs its applyBatch. */
    void applyWithJava(String className, String javaSource, String view);

    /** Drops every table and view, so the next scenario starts empty. */
    void reset();

    @Override
    void close();
}
