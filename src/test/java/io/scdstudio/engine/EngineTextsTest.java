package io.scdstudio.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Each text an engine says is written once: the warnings in {@link FlowWarnings}, the run errors in
 * {@link RunErrors}, the design rules in {@code lint}. A second copy in an engine is how the two engines drifted
 * ("and 3 more" against "and more"), so the sources are read for one.
 */
class EngineTextsTest {
    private static final Path MAIN = Path.of("src/main/java/io/scdstudio");
    private static final Pattern LITERAL = Pattern.compile("\"((?:[^\"\\\\\n]|\\\\.){25,})\"");

    private static List<Path> mainSources() throws IOException {
        try (Stream<Path> files = Files.walk(MAIN)) {
            return files.filter(p -> p.toString().endsWith(".java")).toList();
        }
    }

    private static List<Path> filesContaining(String text) throws IOException {
        List<Path> out = new ArrayList<>();
        for (Path p : mainSources()) {
            if (Files.readString(p).contains(text)) {
                out.add(MAIN.relativize(p));
            }
        }
        return out;
    }

    @Test
    void warningsAreMadeOnlyWhereTheirWordsAreWritten() throws IOException {
        assertThat(filesContaining("new FlowWarning("))
                .containsExactlyInAnyOrder(
                        Path.of("engine/FlowWarnings.java"), Path.of("lint/DesignRuleWarnings.java"));
        assertThat(filesContaining("ErrorClass.WRONG_FEED")).containsExactly(Path.of("engine/RunErrors.java"));
    }

    @Test
    void noWordsOfAWarningOrARunErrorAreWrittenTwice() throws IOException {
        for (String home : List.of("engine/FlowWarnings.java", "engine/RunErrors.java")) {
            Matcher m = LITERAL.matcher(Files.readString(MAIN.resolve(home)));
            int literals = 0;
            while (m.find()) {
                literals++;
                assertThat(filesContaining(m.group(1))).as("\"%s\"", m.group(1)).containsExactly(Path.of(home));
            }
            assertThat(literals).as(home).isGreaterThan(3);
        }
    }

    @Test
    void bothEnginesListTiedKeysTheSameWay() {
        FlowWarning w = FlowWarnings.ambiguousSequence(List.of("1 at sequence 5"), 3, List.of("seq"));

        assertThat(w.code()).isEqualTo(FlowWarning.AMBIGUOUS_SEQUENCE);
        assertThat(w.message())
                .startsWith("events with the same key and sequence differ: 1 at sequence 5 and 3 more.")
                .contains(
                        "SEQUENCE BY STRUCT(seq, that column); if the feed has no such column, have the source add one")
                .doesNotContain("<");
        assertThat(FlowWarnings.ambiguousSequence(List.of("1 at sequence 5"), 0, List.of("seq"))
                        .message())
                .doesNotContain("more");
    }
}
