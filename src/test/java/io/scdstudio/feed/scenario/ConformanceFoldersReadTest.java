package io.scdstudio.feed.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.Scenario;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

class ConformanceFoldersReadTest {

    @TestFactory
    Stream<DynamicTest> everyConformanceFolderReadsWithItsIdAndExpectations() {
        return Conformance.folders().stream()
                .map(folder -> DynamicTest.dynamicTest(name(folder), () -> {
                    assertThat(ScenarioReader.isScenarioFolder(folder)).isTrue();
                    Scenario s = ScenarioReader.read(folder);
                    assertThat(name(folder)).startsWith(s.id() + "-");
                    assertThat(s.feed().schema().size()).isPositive();
                    if (s.expectError().isEmpty()) {
                        assertThat(s.expected())
                                .as("a case without an error has a final expectation")
                                .anyMatch(e -> e.isFinal());
                    }
                    assertThat(s.expected()).allMatch(e -> s.scdTypes().contains(e.scdType()));
                }));
    }

    private static String name(Path folder) {
        return folder.getFileName().toString();
    }
}
