package io.scdstudio.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Each AUTO CDC parameter's name is written once, in {@link FlowParameters}; everything else names the constant. */
class FlowParametersTest {
    @Test
    void noSourceSpellsAParameterNameAsALiteralOfItsOwn() throws IOException, IllegalAccessException {
        List<String> literals = new ArrayList<>();
        for (Field f : FlowParameters.class.getFields()) {
            if (f.getType() == String.class) {
                literals.add("\"" + f.get(null) + "\"");
            }
        }
        assertThat(literals).hasSize(11).contains("\"apply_as_deletes\"", "\"track_history_except_column_list\"");
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path p : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                if (p.endsWith("FlowParameters.java")) {
                    continue;
                }
                String text = Files.readString(p);
                literals.stream().filter(text::contains).forEach(l -> found.add(p.getFileName() + ": " + l));
            }
        }
        assertThat(found).isEmpty();
    }
}
