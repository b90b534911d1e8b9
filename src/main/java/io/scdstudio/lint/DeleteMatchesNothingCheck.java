package io.scdstudio.lint;

import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.expr.Condition;
import io.scdstudio.model.FlowParameters;
import java.util.List;
import java.util.Optional;

/**
 * DELETE_MATCHES_NOTHING: apply_as_deletes is set and no event matches it, usually a wrong code ('DELETE' where the
 * feed writes 'D') or case, so deletes would be applied as upserts.
 */
final class DeleteMatchesNothingCheck implements DesignCheck {
    @Override
    public String id() {
        return "DELETE_MATCHES_NOTHING";
    }

    @Override
    public List<Finding> check(LintContext c) {
        Optional<Condition> deletes = c.resolved().flatMap(ResolvedFlow::deletes);
        if (deletes.isEmpty()
                || c.changeFeed().isEmpty()
                || c.changeFeed().get().eventCount() == 0) {
            return List.of();
        }
        boolean any = c.changeFeed().get().batches().stream()
                .flatMap(b -> b.rows().stream())
                .anyMatch(deletes.get()::isTrue);
        if (any) {
            return List.of();
        }
        return List.of(Finding.ofDesign(
                id(),
                Severity.WARNING,
                FlowParameters.APPLY_AS_DELETES,
                "no event of the feed matches " + "apply_as_deletes ("
                        + c.cdc().flatMap(f -> f.applyAsDeletes()).orElse("") + ")",
                "if the feed "
                        + "does hold deletes, the condition names the wrong code or case, and they are applied as upserts",
                Optional.empty()));
    }
}
