package io.scdstudio.lint;

import io.scdstudio.engine.DesignRules;
import io.scdstudio.engine.FlowWarning;
import io.scdstudio.engine.resolve.ResolvedFlow;
import java.util.List;

/**
 * The design checks that read the design alone, as the engines report them when a flow starts: each warning
 * found is a run warning with the check's id and the finding's words (registered in
 * {@code META-INF/services/io.scdstudio.engine.DesignRules}). Errors are not repeated: a design that fails one
 * does not start.
 */
public final class DesignRuleWarnings implements DesignRules {
    @Override
    public List<FlowWarning> warnings(ResolvedFlow flow) {
        return DesignChecks.fromTheDesign(flow).stream()
                .filter(f -> f.severity() == Severity.WARNING)
                .map(DesignRuleWarnings::asWarning)
                .toList();
    }

    /** What was found and why it matters, then the fix: the same sentence lint prints after the id. */
    static FlowWarning asWarning(Finding f) {
        return new FlowWarning(f.id(), f.sentence());
    }
}
