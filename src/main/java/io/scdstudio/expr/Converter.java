package io.scdstudio.expr;

/** Converts a non-NULL value of one type to another; returns {@link #INVALID} when ANSI mode would fail. */
interface Converter {
    Object INVALID = new Object() {
        @Override
        public String toString() {
            return "INVALID";
        }
    };

    Object convert(Object value);
}
