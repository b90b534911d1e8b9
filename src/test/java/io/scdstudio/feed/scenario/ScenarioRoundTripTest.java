package io.scdstudio.feed.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.scdstudio.model.ExpectedTable;
import io.scdstudio.model.Scenario;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

class ScenarioRoundTripTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path temp;

    @TestFactory
    Stream<DynamicTest> readWriteReadGivesAnEqualScenario() {
        return Conformance.folders().stream()
                .map(folder -> DynamicTest.dynamicTest(name(folder), () -> {
                    Scenario original = ScenarioReader.read(folder);
                    Path copy = temp.resolve(name(folder));
                    ScenarioWriter.write(original, copy);
                    Scenario again = ScenarioReader.read(copy);
                    assertThat(again).isEqualTo(original);
                }));
    }

    @TestFactory
    Stream<DynamicTest> writtenCaseJsonAndExpectedFilesMatchTheSuitesOwn() {
        return Conformance.folders().stream()
                .map(folder -> DynamicTest.dynamicTest(name(folder), () -> {
                    Scenario original = ScenarioReader.read(folder);
                    Path copy = temp.resolve("m-" + name(folder));
                    ScenarioWriter.write(original, copy);
                    JsonNode written = JSON.readTree(copy.resolve("case.json").toFile());
                    JsonNode suite = JSON.readTree(folder.resolve("case.json").toFile());
                    assertThat(written).isEqualTo(suite);
                    assertThat(fieldNames(written)).containsExactlyElementsOf(fieldNames(suite));
                    assertThat(fieldNames(written.get("flow")))
                            .containsExactlyElementsOf(fieldNames(suite.get("flow")));
                    for (ExpectedTable e : original.expected()) {
                        assertThat(copy.resolve(e.file())).hasSameTextualContentAs(folder.resolve(e.file()));
                    }
                }));
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static String name(Path folder) {
        return folder.getFileName().toString();
    }
}
