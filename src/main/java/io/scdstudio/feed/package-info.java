/**
 * Reading and writing what flows consume and the suite checks: change feeds from CSV and JSON lines (typed
 * by a declared or an inferred schema, split into micro-batches by an optional {@code __batch} column),
 * snapshot series, and whole scenario folders ({@code case.json}, the input, the expected tables), plus the
 * canonical CSV rendering of a table. Plain synchronous Java over {@code model}, Jackson and the JDK; every
 * problem in a user's file becomes an {@link io.scdstudio.model.ScdException} naming the file, line,
 * column and field and saying how to fix it.
 */
package io.scdstudio.feed;
