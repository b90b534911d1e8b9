package io.scdstudio.engine;

import io.scdstudio.model.ExpectedTable;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Table;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Runs a scenario through an engine and checks it as the conformance README says: once per SCD type it
 * holds for, the target after each listed batch and at the end (as sets; column order matters), the
 * expected error class, and the expected warnings of the suite's vocabulary.
 */
public final class ScenarioVerifier {
    /** The warning codes scenarios can expect; other product warnings are not checked. */
    public static final Set<String> WARNING_VOCABULARY = Set.of(FlowWarning.AMBIGUOUS_SEQUENCE);

    private final ScdEngine engine;
    private final RunOptions options;

    public ScenarioVerifier(ScdEngine engine, RunOptions options) {
        this.engine = engine;
        this.options = options;
    }

    /** One verdict per SCD type the scenario runs as. */
    public List<Verdict> verify(Scenario scenario) {
        List<Verdict> verdicts = new ArrayList<>();
        for (int type : scenario.scdTypes()) {
            verdicts.add(verify(scenario, type));
        }
        return verdicts;
    }

    public Verdict verify(Scenario scenario, int scdType) {
        List<String> problems = new ArrayList<>();
        List<ExpectedTable> expected = scenario.expectedFor(scdType);
        FlowRun run = null;
        ScdException failure = null;
        try {
            run = engine.open(scenario.flow().withScdType(scdType), SourceShape.of(scenario.feed()), options);
            FeedRunner.feed(run, scenario.feed(), scenario.simulateTombstoneGcBeforeBatches(), (batch, r) -> {
                for (ExpectedTable e : expected) {
                    if (e.afterBatch().isPresent() && e.afterBatch().getAsInt() == batch) {
                        compare(e, r.target(), problems);
                    }
                }
                return true;
            });
        } catch (ScdException e) {
            failure = e;
        }
        try {
            checkOutcome(scenario, expected, run, failure, problems);
        } finally {
            if (run != null) {
                // A check's run is only looked at here; what it stored would otherwise stay in the workspace.
                run.discard();
            }
        }
        return new Verdict(scenario.id(), scdType, List.copyOf(problems));
    }

    private static void checkOutcome(
            Scenario scenario, List<ExpectedTable> expected, FlowRun run, ScdException failure, List<String> problems) {
        if (scenario.expectError().isPresent()) {
            String want = scenario.expectError().get();
            if (failure == null) {
                problems.add("expected error " + want + " but the flow ran without one");
            } else if (!failure.errorClass().equals(want)) {
                problems.add("expected error " + want + " but got " + failure.userMessage());
            }
            return;
        }
        if (failure != null) {
            problems.add("unexpected error: " + failure.userMessage());
            return;
        }
        for (ExpectedTable e : expected) {
            if (e.isFinal()) {
                compare(e, run.target(), problems);
            }
        }
        Set<String> raised = new HashSet<>();
        for (FlowWarning w : run.warnings()) {
            if (WARNING_VOCABULARY.contains(w.code())) {
                raised.add(w.code());
            }
        }
        if (!raised.equals(Set.copyOf(scenario.expectWarnings()))) {
            problems.add("expected warnings " + scenario.expectWarnings() + " but got " + raised);
        }
    }

    private static void compare(ExpectedTable expected, Table actual, List<String> problems) {
        TableDiff diff = TableDiff.of(expected.table(), actual);
        if (!diff.isEmpty()) {
            problems.add(expected.file() + ": " + diff.describe());
        }
    }

    /** The result of one scenario run as one SCD type. */
    public record Verdict(String scenario, int scdType, List<String> problems) {
        public boolean passed() {
            return problems.isEmpty();
        }

        public String label() {
            return scenario + " (SCD" + scdType + ")";
        }
    }
}
