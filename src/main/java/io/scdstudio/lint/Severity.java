package io.scdstudio.lint;

import java.util.Locale;

/** How much a finding matters: an error makes the run fail or the table wrong; a warning very likely does. */
public enum Severity {
    ERROR,
    WARNING,
    INFO;

    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }
}
