/**
 * The Spark + Delta Lake engine: an embedded, lazily started Spark session shared by the whole process
 * ({@link io.scdstudio.spark.SparkSessions}), and {@link io.scdstudio.spark.SparkEngine}, which runs AUTO CDC
 * flows behind {@link io.scdstudio.engine.ScdEngine} in backfill mode (recompute the target from a bronze
 * Delta table of every event) or incremental mode (one Delta MERGE per micro-batch, recomputing only the keys
 * the batch touched, with every event kept in a hidden Delta side table). The fold is Spark SQL window
 * functions; conditions go to Spark as written. The only package that imports Spark or Delta; Spark and IO
 * failures are turned into {@link io.scdstudio.model.ScdException} here.
 */
package io.scdstudio.spark;
