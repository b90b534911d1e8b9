/**
 * One value's text to its typed value, and a column's texts to its type: the general {@code ValueParser} (STRUCT
 * values included), the shortcuts big feeds take ({@code TextValues}, {@code TimestampFastPath},
 * {@code StringCache}), and schema inference, which records a column whose guessed type fell back. It knows no file
 * format, so every reader can share it.
 */
package io.scdstudio.feed.values;
