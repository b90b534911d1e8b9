package io.scdstudio.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.TraceEntry;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Scenario;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * What a lesson quotes of an event's explanation is what the Preview says for that event: the STRUCT tie-breaker
 * lesson went on quoting sequences as JSON, in another order of words, after the window had learnt to write them
 * as their fields, and a learner compared the two.
 */
class LessonQuotesTest {
    /** "[event 6](#event-6): "…"" or "[event 6](#event-6) the trace says: "…"". */
    private static final Pattern QUOTE =
            Pattern.compile("\\[event (\\d+)]\\(#event-\\d+\\)([^\"\\[]{0,40}): \"([^\"]+)\"");

    private static final Pattern SCD_TYPE = Pattern.compile("SCD type (\\d)");

    @Test
    void everyQuotedExplanationIsWhatTheTraceSaysForThatEvent() throws IOException {
        int checked = 0;
        try (Stream<Path> lessons = Files.list(Path.of("sample-data"))) {
            for (Path dir : lessons.sorted().toList()) {
                Path readme = dir.resolve("README.md");
                if (!Files.isRegularFile(readme) || !Files.isRegularFile(dir.resolve("case.json"))) {
                    continue;
                }
                Scenario scenario = null;
                // A bullet or a paragraph says which SCD type it speaks of before it quotes.
                for (String part : Files.readString(readme).split("\n\\s*\n|\n- ")) {
                    Matcher m = QUOTE.matcher(part);
                    while (m.find()) {
                        scenario = scenario != null ? scenario : ScenarioReader.read(dir);
                        int scd = scdTypeBefore(part, m.start(), scenario.flow().scdType());
                        String said = explanation(scenario, scd, Integer.parseInt(m.group(1)));
                        assertThat(oneLine(said))
                                .as("%s, event %s as SCD type %d", dir.getFileName(), m.group(1), scd)
                                .contains(oneLine(m.group(3)));
                        checked++;
                    }
                }
            }
        }
        assertThat(checked).as("quotes checked across the library").isGreaterThanOrEqualTo(5);
    }

    private static int scdTypeBefore(String text, int end, int otherwise) {
        Matcher m = SCD_TYPE.matcher(text.substring(0, end));
        int found = otherwise;
        while (m.find()) {
            found = Integer.parseInt(m.group(1));
        }
        return found;
    }

    private static String explanation(Scenario scenario, int scd, int event) {
        FlowSettings flow = scenario.flow().withScdType(scd);
        List<TraceEntry> entries = FeedRunner.runAll(
                        new InMemoryEngine(),
                        flow,
                        scenario.feed(),
                        RunOptions.TRACED,
                        scenario.simulateTombstoneGcBeforeBatches())
                .trace()
                .entries();
        return entries.stream()
                .filter(t -> t.event() == event - 1)
                .findFirst()
                .map(TraceEntry::explain)
                .orElse("(no event " + event + ")");
    }

    private static String oneLine(String text) {
        return text.replaceAll("\\s+", " ").strip();
    }
}
