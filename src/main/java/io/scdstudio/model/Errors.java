package io.scdstudio.model;

import java.util.Optional;

/**
 * The factory for {@link ScdException}: every error says what, where and how to fix it, under a class of the
 * {@link ErrorClass} catalogue, which
 * is the only way to name one, so every class a user can meet is listed there with what it means.
 */
public final class Errors {
    private Errors() {}

    public static ScdException of(ErrorClass errorClass, String problem, String hint) {
        return new ScdException(errorClass.name(), problem, Optional.empty(), hint, null);
    }

    public static ScdException at(Location where, ErrorClass errorClass, String problem, String hint) {
        return new ScdException(errorClass.name(), problem, Optional.of(where), hint, null);
    }

    public static ScdException wrap(
            Location where, ErrorClass errorClass, String problem, String hint, Throwable cause) {
        return new ScdException(errorClass.name(), problem, Optional.ofNullable(where), hint, cause);
    }

    /** The same error with a location added where it had none (or a less precise one). */
    public static ScdException locate(ScdException e, Location where) {
        return new ScdException(e.errorClass(), e.getMessage(), Optional.of(where), e.hint(), e.getCause());
    }
}
