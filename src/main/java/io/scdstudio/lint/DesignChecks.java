package io.scdstudio.lint;

import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.Feed;
import io.scdstudio.model.FlowSettings;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Every design check, and running them all on a design and its feed: errors first, then warnings, then notes. */
public final class DesignChecks {
    private static final List<DesignCheck> ALL = List.of(
            new ConfigErrorCheck(),
            new TruncateWithScd2Check(),
            new NullKeyCheck(),
            new NullSequenceCheck(),
            new SnapshotDuplicateKeyCheck(),
            new SequenceTieCheck(),
            new SequenceColumnTrackedCheck(),
            new MetadataColumnTrackedCheck(),
            new ProcessingTimeSequenceCheck(),
            new DeleteMatchesNothingCheck(),
            new NoTrackedColumnsCheck(),
            new LateAcrossBatchesCheck(),
            new TimestampWithoutZoneCheck(),
            new TextSequenceOrderCheck());

    private DesignChecks() {}

    public static List<DesignCheck> all() {
        return ALL;
    }

    public static List<Finding> run(FlowSettings flow, Feed feed) {
        LintContext context = new LintContext(flow, feed);
        List<Finding> out = new ArrayList<>();
        for (DesignCheck check : ALL) {
            out.addAll(check.check(context));
        }
        out.sort(Comparator.comparing(Finding::severity));
        return List.copyOf(out);
    }

    /** The findings of the checks that read the design alone, for a flow an engine has resolved. */
    public static List<Finding> fromTheDesign(ResolvedFlow flow) {
        LintContext context = LintContext.ofDesign(flow);
        List<Finding> out = new ArrayList<>();
        for (DesignCheck check : ALL) {
            if (check.readsTheDesignAlone()) {
                out.addAll(check.check(context));
            }
        }
        return List.copyOf(out);
    }

    /** "3 findings (1 error, 2 warnings)". */
    public static String summary(List<Finding> findings) {
        long errors =
                findings.stream().filter(f -> f.severity() == Severity.ERROR).count();
        long warnings =
                findings.stream().filter(f -> f.severity() == Severity.WARNING).count();
        return findings.size() + " findings (" + errors + " errors, " + warnings + " warnings)";
    }
}
