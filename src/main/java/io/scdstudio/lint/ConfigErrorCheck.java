package io.scdstudio.lint;

import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Location;
import java.util.List;
import java.util.Optional;

/**
 * The configuration error the design fails with before any batch (a key that is no column, conflicting lists,
 * ...), as a finding under its own error class, so {@code lint} reports it with the data checks. A truncate with
 * SCD2 has a check of its own, with a fix.
 */
final class ConfigErrorCheck implements DesignCheck {
    @Override
    public String id() {
        return "CONFIGURATION";
    }

    @Override
    public List<Finding> check(LintContext c) {
        return c.configError()
                .filter(e -> !e.errorClass().equals(ErrorClass.TRUNCATE_NOT_SUPPORTED_FOR_SCD2.name()))
                .map(e -> List.of(Finding.ofDesign(
                        e.errorClass(),
                        Severity.ERROR,
                        e.location().flatMap(Location::field).orElse("flow"),
                        // Where, as run says it: the setting, or the file and line of the value that stops the run.
                        e.location()
                                        .map(Location::describe)
                                        .filter(w -> !w.isEmpty())
                                        .map(w -> w + ": ")
                                        .orElse("")
                                + e.getMessage(),
                        e.hint(),
                        Optional.empty())))
                .orElse(List.of());
    }
}
