package io.scdstudio.generate;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.feed.scenario.ScenarioWriter;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.ExpectedTable;
import io.scdstudio.model.Scenario;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A generated feed as a scenario folder: {@code case.json} (whose notes give the command that makes it again),
 * {@code input.csv}, and the expected target after batch 2 (late events of batch 1 have landed) and after the
 * last batch, folded by the in-memory engine. The Spark engine's checks of the same folder, in both modes, are what make these expected
 * tables evidence rather than a copy of one engine's answer.
 */
public final class GeneratedScenario {
    private GeneratedScenario() {}

    public static Scenario of(String id, GeneratorSettings settings) {
        boolean wide = settings.shape() == FeedShape.WIDE;
        ChangeFeed feed = wide ? new WideFeedGenerator(settings).generate() : new FeedGenerator(settings).generate();
        CdcFlowSettings flow =
                wide ? WideFeedGenerator.flow(settings.scdType()) : FeedGenerator.flow(settings.scdType());
        int checkpoint = Math.min(2, settings.batches());
        List<ExpectedTable> expected = new ArrayList<>();
        try (FlowRun run = FeedRunner.run(new InMemoryEngine(), flow, feed, RunOptions.FAST, List.of(), (b, r) -> {
            if (b == checkpoint && b < settings.batches()) {
                expected.add(new ExpectedTable(settings.scdType(), OptionalInt.of(b), "", r.target()));
            }
            return true;
        })) {
            expected.add(new ExpectedTable(settings.scdType(), OptionalInt.empty(), "", run.target()));
        }
        String title = String.format(
                Locale.ROOT,
                wide
                        ? "A wide feed: %,d changes to %,d accounts in %d batches"
                        : "A realistic feed: %,d changes to %,d customers in %d batches",
                settings.events(),
                settings.keys(),
                settings.batches());
        String pins = (wide
                        ? "A generated accounts feed keyed by (region, account_id), sequenced by STRUCT(commit_ts, "
                                + "lsn), ten typed columns with NULLs, with"
                        : "A generated CRM feed with")
                + " inserts, tracked and untracked updates, deletes and re-inserts, "
                + Math.round(settings.late() * 100) + "% of events arriving late across micro-batches.";
        return Scenario.builder(id, feed, flow)
                .title(title)
                .pins(pins)
                .provenance("DERIVED")
                .notes(Optional.of(
                        "Made by: " + settings.commandLine(id) + ". The same command writes the same bytes."))
                .expected(expected)
                .build();
    }

    /** Writes the scenario into a new or empty folder; a folder holding files is refused (FOLDER_NOT_EMPTY). */
    public static Scenario write(Path folder, GeneratorSettings settings) {
        Path absolute = folder.toAbsolutePath().normalize();
        Scenario s = of(absolute.getFileName().toString(), settings);
        ScenarioWriter.write(s, absolute);
        return s;
    }
}
