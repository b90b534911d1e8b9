package io.scdstudio.cli;

import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.merge.SparkJavaGenerator;
import io.scdstudio.codegen.merge.TakeAwayTests;
import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Schema;
import io.scdstudio.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code export --target junit|pytest}: the tests to take away with the Spark Java or the MERGE SQL export, built
 * from the scenario's batches and the in-memory engine's table after each (the reference the exports are proven
 * against), and the failure the exported code must raise when a batch is bad.
 */
final class TakeAwayTestExport {
    static final List<String> TARGETS = List.of("junit", "pytest");

    private TakeAwayTestExport() {}

    static String generate(String target, Scenario scenario, ExportRequest request) {
        if (!(scenario.feed() instanceof ChangeFeed feed)) {
            throw Errors.at(
                    Location.field("source"),
                    "SNAPSHOT_FLOW_NOT_EXPORTABLE",
                    "the generated tests run the" + " portable exports, which cover change-feed flows only",
                    "Test a change-feed design");
        }
        List<Table> after = new ArrayList<>();
        Schema[] schema = new Schema[1];
        Optional<String> failure = Optional.empty();
        try {
            FlowRun run =
                    FeedRunner.run(new InMemoryEngine(), scenario.flow(), feed, RunOptions.FAST, List.of(), (n, r) -> {
                        schema[0] = r.targetSchema();
                        after.add(new Table(
                                r.targetSchema(), new ArrayList<>(r.target().rows())));
                        return true;
                    });
            schema[0] = run.targetSchema();
            run.close();
        } catch (ScdException dataError) {
            failure = Optional.of(dataError.errorClass());
        }
        if (schema[0] == null) {
            throw Errors.at(
                    Location.field("feed"),
                    "UNSUPPORTED_SETTING",
                    "the first batch already fails (" + failure.orElse("") + "), so there is no table to test",
                    "Fix the feed's first batch");
        }
        TakeAwayTests tests = new TakeAwayTests(
                request,
                feed.batches()
                        .subList(0, Math.min(feed.batches().size(), after.size() + (failure.isPresent() ? 1 : 0))),
                new TakeAwayTests.Expected(schema[0], after, failure));
        return target.equals("junit") ? tests.junit() : tests.pytest(mergeSqlFile(request));
    }

    /** Where the pytest module looks for the MERGE SQL export: beside it, named after the target. */
    static String mergeSqlFile(ExportRequest request) {
        return TakeAwayTests.pytestFileName(request).replaceFirst("^test_", "").replaceFirst("\\.py$", ".sql");
    }

    /** What the user does next, printed after the file is written. */
    static String nextStep(String target, ExportRequest request, String folder) {
        return target.equals("junit")
                ? "note: put it beside " + SparkJavaGenerator.className(request) + ".java (export " + folder
                        + " --target spark-java) in a build with JUnit 5, spark-sql and delta-spark"
                : "note: it runs " + mergeSqlFile(request) + " beside it: export " + folder
                        + " --target merge-sql --out " + mergeSqlFile(request)
                        + "; then pip install pyspark delta-spark pytest and run pytest";
    }
}
