package io.scdstudio.generate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.ScenarioVerifier;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Row;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Scenario;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The seeded generator: the same settings give the same bytes, and the feed has the shape its settings ask for. */
class GeneratedScenarioTest {
    @TempDir
    Path temp;

    @Test
    void theSameSeedWritesTheSameBytesAndAnotherSeedDoesNot() throws IOException {
        GeneratorSettings s = new GeneratorSettings(3000, 300, 0.1, 0.05, 5, 7, 2);
        GeneratedScenario.write(temp.resolve("a").resolve("feed"), s);
        GeneratedScenario.write(temp.resolve("b").resolve("feed"), s);
        GeneratedScenario.write(
                temp.resolve("c").resolve("feed"), new GeneratorSettings(3000, 300, 0.1, 0.05, 5, 8, 2));
        assertThat(files(temp.resolve("a/feed")))
                .isEqualTo(files(temp.resolve("b/feed")))
                .containsExactly("case.json", "expected_scd2.csv", "expected_scd2_after_batch_2.csv", "input.csv");
        for (String f : files(temp.resolve("a/feed"))) {
            assertThat(Files.readAllBytes(temp.resolve("a/feed").resolve(f)))
                    .as(f)
                    .isEqualTo(Files.readAllBytes(temp.resolve("b/feed").resolve(f)));
        }
        assertThat(Files.readAllBytes(temp.resolve("c/feed/input.csv")))
                .isNotEqualTo(Files.readAllBytes(temp.resolve("a/feed/input.csv")));
    }

    @Test
    void theFeedHasTheEventsKeysBatchesDeletesAndLateArrivalsAskedFor() {
        GeneratorSettings s = new GeneratorSettings(20_000, 2_000, 0.1, 0.05, 10, 3, 2);
        ChangeFeed feed = new FeedGenerator(s).generate();
        assertThat(feed.eventCount()).isEqualTo(20_000);
        assertThat(feed.batches()).hasSize(10).allMatch(b -> b.rows().size() == 2_000);
        List<Row> rows = feed.events();
        Set<Object> keys = new HashSet<>();
        int deletes = 0;
        int late = 0;
        LocalDateTime latest = LocalDateTime.MIN;
        for (Row r : rows) {
            keys.add(r.get(0));
            deletes += "DELETE".equals(r.get(7)) ? 1 : 0;
            LocalDateTime at = (LocalDateTime) r.get(8);
            if (at.isBefore(latest)) {
                late++;
            } else {
                latest = at;
            }
        }
        assertThat(keys).hasSize(2_000);
        assertThat(deletes).as("5% of the events").isBetween(900, 1100);
        assertThat(late).as("events older than one that arrived before them").isBetween(1_000, 3_000);
        assertThat(new HashSet<>(rows.stream().map(r -> r.get(8)).toList()))
                .as("no two events tie")
                .hasSize(20_000);
    }

    @Test
    void aGeneratedScenarioPassesItsOwnCheckInBothTypes() {
        for (int type : new int[] {1, 2}) {
            Scenario s = GeneratedScenario.of("g" + type, new GeneratorSettings(2000, 150, 0.2, 0.1, 4, 11, type));
            assertThat(new ScenarioVerifier(new InMemoryEngine(), RunOptions.TRACED).verify(s))
                    .allMatch(ScenarioVerifier.Verdict::passed);
            assertThat(s.flow().trackHistoryColumnList().isPresent()).isEqualTo(type == 2);
        }
    }

    @Test
    void aWideFeedHasACompositeKeyAStructSequenceThatBreaksTimestampTiesAndNullsItsCheckPasses() throws IOException {
        GeneratorSettings settings = new GeneratorSettings(5000, 500, 0.1, 0.05, 4, 5, 2).withShape(FeedShape.WIDE);
        assertThat(settings.commandLine("w")).endsWith("--shape wide");
        Scenario s = GeneratedScenario.write(temp.resolve("w"), settings);
        ChangeFeed feed = (ChangeFeed) s.feed();
        Scenario read = ScenarioReader.read(temp.resolve("w"));

        CdcFlowSettings flow = (CdcFlowSettings) read.flow();
        assertThat(flow.sequenceBy().struct()).isTrue();
        assertThat(flow.keys()).containsExactly("region", "account_id");
        assertThat(new ScenarioVerifier(new InMemoryEngine(), RunOptions.TRACED).verify(read))
                .allMatch(ScenarioVerifier.Verdict::passed);
        List<Row> rows = feed.events();
        int commitTs = feed.schema().indexOf("commit_ts");
        assertThat(new HashSet<>(rows.stream().map(r -> r.get(commitTs)).toList()))
                .as("commit timestamps tie; the lsn orders them")
                .hasSizeLessThan(4000);
        assertThat(new HashSet<>(
                        rows.stream().map(r -> List.of(r.get(0), r.get(1))).toList()))
                .hasSize(500);
        for (String column : List.of("email", "segment", "balance", "score", "last_login", "lifetime_value")) {
            int i = feed.schema().indexOf(column);
            assertThat(rows).as(column + " has NULLs").anyMatch(r -> r.get(i) == null);
        }
        assertThat(feed.schema().columns().stream().map(c -> c.type().kind()).distinct())
                .as("string, int, bigint, decimal, double, boolean, date and timestamp columns")
                .hasSize(8);
    }

    @Test
    void theBundledHundredThousandEventScenarioIsExactlyWhatItsCommandWrites() throws IOException {
        Path bundled = Path.of("sample-data/generated-100k");
        Scenario s = ScenarioReader.read(bundled);
        String notes = s.notes().orElseThrow();
        assertThat(notes).contains("scd-studio generate generated-100k --events 100000");
        GeneratorSettings settings = new GeneratorSettings(100_000, 10_000, 0.1, 0.05, 5, 42, 2);
        assertThat(notes).contains(settings.commandLine("generated-100k"));
        Path fresh = temp.resolve("generated-100k");
        GeneratedScenario.write(fresh, settings);
        for (String f : files(fresh)) {
            assertThat(Files.readAllBytes(bundled.resolve(f))).as(f).isEqualTo(Files.readAllBytes(fresh.resolve(f)));
        }
    }

    @Test
    void settingsOutsideTheirRangeNameTheOption() {
        assertThatThrownBy(() -> new GeneratorSettings(10, 20, 0.1, 0.05, 2, 1, 2))
                .isInstanceOf(ScdException.class)
                .satisfies(e -> assertThat(((ScdException) e).userMessage()).contains("--keys"));
        assertThatThrownBy(() -> new GeneratorSettings(10, 2, 0.9, 0.05, 2, 1, 2))
                .hasMessageContaining("late");
        assertThatThrownBy(() -> new GeneratorSettings(10, 2, 0.1, 0.05, 20, 1, 2))
                .hasMessageContaining("batches");
        assertThatThrownBy(() -> new GeneratorSettings(10, 2, 0.1, 0.05, 2, 1, 3))
                .hasMessageContaining("SCD type");
    }

    @Test
    void aFolderThatHoldsFilesIsNeverWrittenInto() throws IOException {
        Path folder = Files.createDirectories(temp.resolve("mine"));
        Files.writeString(folder.resolve("notes.txt"), "my own file");
        assertThatThrownBy(() -> GeneratedScenario.write(folder, new GeneratorSettings(10, 2, 0, 0, 1, 1, 1)))
                .isInstanceOf(ScdException.class)
                .hasMessageContaining("already holds files");
        assertThat(Files.readString(folder.resolve("notes.txt"))).isEqualTo("my own file");
        assertThat(files(folder)).containsExactly("notes.txt");
    }

    private static List<String> files(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return new ArrayList<>(
                    s.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }
}
