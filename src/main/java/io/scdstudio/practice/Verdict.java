package io.scdstudio.practice;

/**
 * How an answer went: right or wrong, whether it could be read at all (an unreadable answer counts as wrong and
 * says what was expected), and what to tell the learner.
 */
public record Verdict(boolean right, boolean readable, String message) {
    static Verdict right(String message) {
        return new Verdict(true, true, message);
    }

    static Verdict wrong(String message) {
        return new Verdict(false, true, message);
    }

    static Verdict unreadable(String message) {
        return new Verdict(false, false, message);
    }
}
