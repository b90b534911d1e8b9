package io.scdstudio.codegen.exec;

import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Scenario;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The change-feed cases of the conformance suite, each once per SCD type it holds for. */
final class CdcCases {
    record Run(Scenario scenario, int scdType) {
        @Override
        public String toString() {
            return scenario.id() + " SCD" + scdType;
        }
    }

    private CdcCases() {}

    static List<Run> all() {
        Path dir = io.scdstudio.ConformanceSuite.dir();
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        List<Run> runs = new ArrayList<>();
        try (Stream<Path> folders = Files.list(dir)) {
            for (Path f :
                    folders.filter(ScenarioReader::isScenarioFolder).sorted().toList()) {
                Scenario s = ScenarioReader.read(f);
                if (s.feed() instanceof ChangeFeed) {
                    s.scdTypes()
                            .forEach(t -> runs.add(new Run(s.withFlow(s.flow().withScdType(t)), t)));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return runs;
    }
}
