package io.scdstudio.cli;

import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.merge.SparkJavaGenerator;
import io.scdstudio.codegen.merge.TakeAwayTests;
import io.scdstudio.engine.EventKind;
import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.Trace;
import io.scdstudio.engine.TraceEntry;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Schema;
import io.scdstudio.model.Table;
import io.scdstudio.model.Values;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code export --target junit|pytest}: the tests to take away with the Spark Java or the MERGE SQL export, built
 * from the scenario's batches and the in-memory engine's table after each (the reference the exports are proven
 * against), and the failure the exported code must raise when a batch is bad.
 */
public final class TakeAwayTestExport {
    static final List<String> TARGETS = List.of("junit", "pytest");

    private TakeAwayTestExport() {}

    /** The file of {@code target} (junit or pytest) for the scenario, tested against the request's export. */
    public static String generate(String target, Scenario scenario, ExportRequest request) {
        return generate(target, scenario, request, Optional.empty());
    }

    /**
     * As above; a design in a CDC format read from {@code cdcFile} is tested on the file's raw lines, cut into two
     * micro-batches.
     */
    public static String generate(String target, Scenario scenario, ExportRequest request, Optional<Path> cdcFile) {
        if (!(scenario.feed() instanceof ChangeFeed read)) {
            throw Errors.at(
                    Location.field("source"),
                    ErrorClass.SNAPSHOT_FLOW_NOT_EXPORTABLE,
                    "the generated tests run the" + " portable exports, which cover change-feed flows only",
                    "Test a change-feed design");
        }
        Optional<RawFileBatches> raw = request.sourceView().isPresent() && cdcFile.isPresent()
                ? Optional.of(RawFileBatches.of(
                        read, cdcFile.get(), request.sourceView().get()))
                : Optional.empty();
        ChangeFeed feed = raw.map(RawFileBatches::feed).orElse(read);
        TakeAwayTests.requireHeldAsSql(feed.batches());
        List<Table> after = new ArrayList<>();
        Schema[] schema = new Schema[1];
        Optional<String> failure = Optional.empty();
        int adoptAfter = 0;
        try {
            FlowRun run = FeedRunner.run(
                    new InMemoryEngine(), scenario.flow(), feed, RunOptions.TRACED, List.of(), (n, r) -> {
                        schema[0] = r.targetSchema();
                        after.add(new Table(
                                r.targetSchema(), new ArrayList<>(r.target().rows())));
                        return true;
                    });
            schema[0] = run.targetSchema();
            adoptAfter = adoptableAfter(run.trace(), feed.batches());
            run.close();
        } catch (ScdException dataError) {
            failure = Optional.of(dataError.errorClass());
        }
        if (schema[0] == null) {
            throw Errors.at(
                    Location.field("feed"),
                    ErrorClass.UNSUPPORTED_SETTING,
                    "the first batch already fails (" + failure.orElse("") + "), so there is no table to test",
                    "Fix the feed's first batch");
        }
        TakeAwayTests tests = new TakeAwayTests(
                request,
                feed.batches()
                        .subList(0, Math.min(feed.batches().size(), after.size() + (failure.isPresent() ? 1 : 0))),
                new TakeAwayTests.Expected(schema[0], after, failure, adoptAfter),
                raw.map(RawFileBatches::raw));
        return target.equals("junit") ? tests.junit() : tests.pytest(mergeSqlFile(request));
    }

    /**
     * The first batch count after which a table built elsewhere can be adopted without changing any later table, or 0:
     * every later event of a key must be newer than all of that key's events before (adoption keeps no events and no
     * tombstones), and the feed truncates nothing.
     */
    static int adoptableAfter(Trace trace, List<Batch> batches) {
        Map<Integer, Integer> index = new HashMap<>();
        for (int i = 0; i < batches.size(); i++) {
            index.put(batches.get(i).number(), i);
        }
        for (int i = 0; i < trace.size(); i++) {
            if (trace.get(i).kind() == EventKind.TRUNCATE) {
                return 0;
            }
        }
        for (int after = 1; after < batches.size(); after++) {
            Map<String, Object> newest = new HashMap<>();
            boolean exact = true;
            for (int i = 0; i < trace.size() && exact; i++) {
                TraceEntry e = trace.get(i);
                if (index.getOrDefault(e.batch(), batches.size()) < after) {
                    newest.merge(e.key(), e.seq(), (a, b) -> Values.compareNullsFirst(a, b) >= 0 ? a : b);
                }
            }
            for (int i = 0; i < trace.size() && exact; i++) {
                TraceEntry e = trace.get(i);
                Object before = newest.get(e.key());
                exact = index.getOrDefault(e.batch(), batches.size()) < after
                        || before == null
                        || Values.compareNullsFirst(e.seq(), before) > 0;
            }
            if (exact) {
                return after;
            }
        }
        return 0;
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
