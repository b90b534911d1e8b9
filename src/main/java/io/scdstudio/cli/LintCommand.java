package io.scdstudio.cli;

import io.scdstudio.lint.DesignChecks;
import io.scdstudio.lint.Finding;
import io.scdstudio.lint.Severity;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.VisibleText;
import java.io.PrintStream;
import java.util.List;
import java.util.Set;

/**
 * {@code lint}: checks a design against its data before anything runs. One line per finding, starting with its id
 * and severity, then the summary; exit 1 when there is an error.
 */
final class LintCommand extends Command {
    static final String USAGE = "lint <scenario-folder | feed-file> " + FeedDesign.USAGE + " [--scd 1|2]";

    LintCommand() {
        super(
                "lint",
                USAGE,
                "check the design against its data (ties, NULL keys, metadata tracked, late data, ...): "
                        + "one line per finding, exit 1 on an error");
    }

    @Override
    protected int run(List<String> raw, PrintStream out, PrintStream err) {
        Args args = Args.parse(raw, RunCommand.union(FeedDesign.VALUED, Set.of("scd")), Set.of(), USAGE);
        Scenario s = FeedDesign.open(args, args.onlyPositional("scenario folder or feed file", USAGE), USAGE);
        List<Finding> findings = DesignChecks.run(Options.scdType(args, s.flow(), USAGE), s.feed());
        findings.forEach(f -> out.println(VisibleText.of(f.describe())));
        out.println(DesignChecks.summary(findings));
        return findings.stream().anyMatch(f -> f.severity() == Severity.ERROR) ? Cli.FAILED : Cli.OK;
    }
}
