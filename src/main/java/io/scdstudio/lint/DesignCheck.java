package io.scdstudio.lint;

import java.util.List;

/** One rule that reads a design and its data: its own class, its own test, a stable id. */
public interface DesignCheck {
    String id();

    List<Finding> check(LintContext context);

    /**
     * Whether the rule can find something from the design and the feed's columns alone, before any event is read:
     * such rules also run when a flow starts, and both engines report their warnings with the same id and words.
     */
    default boolean readsTheDesignAlone() {
        return false;
    }
}
