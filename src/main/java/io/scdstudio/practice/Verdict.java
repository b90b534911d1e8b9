package io.scdstudio.practice;

/**
 * How an answer went: right or wrong, whether it could be read at all (an unreadable answer counts as wrong and
 * says what was expected), the verdict in a sentence, and why (the rule in the trace's words).
 */
public record Verdict(boolean right, boolean readable, String headline, String why) {
    /** The verdict and why, as one text. */
    public String message() {
        return headline + " " + why;
    }
}
