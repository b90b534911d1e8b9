/**
 * CSV in and out: the RFC 4180 reader, the header and its {@code __batch} column, change feeds typed by a declared or
 * an inferred schema, whole tables, and the canonical CSV the scenario format writes. Loading a big file fast lives
 * here too ({@code RowTyper}, {@code CsvRecordPipe}); the values in a cell are parsed by {@code feed.values}.
 */
package io.scdstudio.feed.csv;
