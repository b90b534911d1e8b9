/**
 * Change feeds in JSON lines, one object per line, typed through Jackson's streaming parser by a declared schema or
 * by one inferred from the lines first; a CDC format's flattened objects ({@code JsonLine}) are typed the same way.
 * A field spelt two ways across lines stops the read ({@code FieldSpelling}) rather than becoming a column of its own.
 */
package io.scdstudio.feed.json;
