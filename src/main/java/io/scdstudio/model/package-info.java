/**
 * Immutable values the whole product speaks: Spark SQL data types, schemas, typed values and rows,
 * tables, change feeds and snapshots, the flow settings that mirror {@code dp.create_auto_cdc_flow} and
 * {@code dp.create_auto_cdc_from_snapshot_flow}, and the one user-facing error type. Depends on nothing of ours.
 *
 * <p>Typed values are plain Java objects, chosen for speed on million-event feeds: {@code bigint} and
 * {@code int} are {@link java.lang.Long}, {@code string} is {@link java.lang.String}, {@code timestamp} is
 * {@link java.time.LocalDateTime} (no time zone, as Spark's session time zone UTC shows it), {@code date} is
 * {@link java.time.LocalDate}, {@code double} is {@link java.lang.Double}, {@code boolean} is
 * {@link java.lang.Boolean}, {@code decimal(p,s)} is {@link java.math.BigDecimal} with scale exactly s, a
 * STRUCT sequence is {@link io.scdstudio.model.StructValue}, and SQL NULL is {@code null}.
 */
package io.scdstudio.model;
