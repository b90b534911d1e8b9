package io.scdstudio.lint;

import java.util.List;

/** One rule that reads a design and its data: its own class, its own test, a stable id. */
public interface DesignCheck {
    String id();

    List<Finding> check(LintContext context);
}
