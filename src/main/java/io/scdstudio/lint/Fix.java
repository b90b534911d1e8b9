package io.scdstudio.lint;

import io.scdstudio.model.FlowSettings;
import java.util.Objects;

/** A one-click fix: what it does, in a few words, and the design after it. */
public record Fix(String label, FlowSettings flow) {
    public Fix {
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(flow, "flow");
    }
}
