package io.scdstudio.codegen.exec;

import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The docs SCD2 example (C03) with its columns renamed to names that need quoting: a space, a reserved
 * word, a quote and a backtick; the target and source names need quoting too. It runs through the portable
 * exports like any conformance case, so odd names are proven by execution, not only by golden files.
 */
final class OddNamesScenario {
    private OddNamesScenario() {}

    static Optional<CdcCases.Run> c03Renamed() {
        Path folder = io.scdstudio.ConformanceSuite.dir().resolve("C03-docs-scd2");
        if (!ScenarioReader.isScenarioFolder(folder)) {
            return Optional.empty();
        }
        Scenario s = ScenarioReader.read(folder);
        ChangeFeed feed = (ChangeFeed) s.feed();
        List<String> names = List.of("user id", "select", "it's", "operation", "se`q");
        Schema renamed = new Schema(java.util.stream.IntStream.range(0, names.size())
                .mapToObj(i -> new Column(names.get(i), feed.schema().column(i).type()))
                .toList());
        CdcFlowSettings flow = ((CdcFlowSettings) s.flow())
                .withKeys(List.of("user id"))
                .withSequenceBy(SequenceBy.column("se`q"))
                .withColumnSelection(Optional.empty(), Optional.of(List.of("operation", "se`q")));
        Scenario odd = s.toBuilder()
                .id("C03-odd-names")
                .feed(new ChangeFeed(feed.source(), renamed, feed.batches()))
                .flow(flow)
                .expected(List.of())
                .build();
        return Optional.of(new CdcCases.Run(odd, 2));
    }
}
