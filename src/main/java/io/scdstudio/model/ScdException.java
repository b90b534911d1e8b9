package io.scdstudio.model;

import java.util.Optional;

/**
 * The one user-facing error. {@link #errorClass()} is a stable name a user can look up (the AUTO CDC error
 * classes such as {@code NULL_KEY}, or the product's own such as {@code CSV_MALFORMED}); the message says
 * what went wrong, where, and how to fix it. Create instances through {@link Errors}.
 */
public final class ScdException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String errorClass;
    private final transient Optional<Location> location;
    private final String hint;

    ScdException(String errorClass, String problem, Optional<Location> location, String hint, Throwable cause) {
        super(problem, cause);
        this.errorClass = errorClass;
        this.location = location;
        this.hint = hint;
    }

    public String errorClass() {
        return errorClass;
    }

    public Optional<Location> location() {
        return location;
    }

    /** How to fix it, in one sentence. */
    public String hint() {
        return hint;
    }

    /** The short text shown to a user: where, what, and how to fix it. */
    public String userMessage() {
        StringBuilder sb = new StringBuilder();
        location.map(Location::describe)
                .filter(s -> !s.isEmpty())
                .ifPresent(s -> sb.append(s).append(": "));
        sb.append(getMessage());
        if (hint != null && !hint.isEmpty()) {
            sb.append(". ").append(hint);
        }
        sb.append(" [").append(errorClass).append(']');
        return VisibleText.of(sb.toString());
    }

    @Override
    public String toString() {
        return userMessage();
    }
}
