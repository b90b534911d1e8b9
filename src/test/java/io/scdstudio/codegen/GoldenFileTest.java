package io.scdstudio.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.CdcFlowSettings;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The exported code of each golden scenario matches its reviewed file byte for byte. The files are the
 * specification of our export: after a deliberate change, regenerate them with
 * {@code -Dcodegen.updateGolden=true} and review the diff by eye before committing.
 */
class GoldenFileTest {
    static final Path GOLDEN_DIR = Path.of("src", "test", "resources", "codegen");
    private static final boolean UPDATE = Boolean.getBoolean("codegen.updateGolden");

    static Stream<Arguments> scenariosAndGenerators() {
        // Every registered target, so a new one has golden files or fails here.
        List<CodeGenerator> generators = CodeGenerators.all();
        return GoldenScenarios.all().stream()
                .flatMap(s -> generators.stream().filter(g -> exports(g, s)).map(g -> Arguments.of(s, g.id(), g)));
    }

    /** A target that writes no snapshot flows refuses them; that refusal is tested apart. */
    private static boolean exports(CodeGenerator generator, GoldenScenarios.Scenario scenario) {
        return generator.writesSnapshotFlows() || scenario.request().flow() instanceof CdcFlowSettings;
    }

    @ParameterizedTest(name = "{0} as {1}")
    @MethodSource("scenariosAndGenerators")
    void exportMatchesTheReviewedFile(GoldenScenarios.Scenario scenario, String id, CodeGenerator generator)
            throws IOException {
        String actual = generator.generate(scenario.request());
        Path file = GOLDEN_DIR.resolve(scenario.name()).resolve(id + "." + generator.fileExtension());
        if (UPDATE) {
            Files.createDirectories(file.getParent());
            Files.writeString(file, actual, StandardCharsets.UTF_8);
        }
        assertThat(file)
                .as("golden file; regenerate with -Dcodegen.updateGolden=true")
                .exists();
        assertThat(actual).isEqualTo(Files.readString(file, StandardCharsets.UTF_8));
    }

    @ParameterizedTest(name = "{0} as {1}")
    @MethodSource("scenariosAndGenerators")
    void exportIsDeterministicAndEndsWithOneNewline(
            GoldenScenarios.Scenario scenario, String id, CodeGenerator generator) {
        String first = generator.generate(scenario.request());
        assertThat(generator.generate(scenario.request())).isEqualTo(first);
        assertThat(first)
                .endsWith("\n")
                .doesNotEndWith("\n\n")
                .doesNotContain("\r")
                .doesNotContain(" \n");
    }
}
