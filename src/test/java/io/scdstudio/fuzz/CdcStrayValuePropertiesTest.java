package io.scdstudio.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.feed.FeedFormats;
import io.scdstudio.feed.FormatRead;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Location;
import io.scdstudio.model.Row;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Table;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * {@link StrayValuePropertiesTest}'s property for every CDC reader: one malformed value put into a valid export
 * (in its key, its sequence, its change code or another field) stops the read or the run with an error naming its
 * line, or leaves every other key's rows as they were. Each format's file is written the way the tool writes it,
 * and read with the preset the product chooses for it.
 */
class CdcStrayValuePropertiesTest {
    private static final String[] STRAYS = {"later", "n/a", "v5", "1e999", "12.5.1", "0x1F", "-", "abc", "", "D"};
    private static final Path DIR = tempDir();

    /** One CDC tool's file: its header lines, one line per event, and the fields a stray value may go into. */
    interface Writer {
        String format();

        String file();

        List<String> header();

        List<String> fields();

        String line(long id, long seq, String name, boolean delete, String field, String stray);
    }

    @Provide
    Arbitrary<Writer> writers() {
        return Arbitraries.of(new Debezium(), new Dms(), new SqlServer(), new DeltaCdf(), new GoldenGate());
    }

    @Provide
    Arbitrary<StrayValuePropertiesTest.Feed> feeds() {
        return new StrayValuePropertiesTest().feeds();
    }

    @Property
    void oneStrayValueInACdcExportStopsAtItsLineOrLeavesEveryOtherKeyAsItWas(
            @ForAll("writers") Writer writer,
            @ForAll("feeds") StrayValuePropertiesTest.Feed feed,
            @ForAll @IntRange(min = 0, max = 1_000) int rowPick,
            @ForAll @IntRange(min = 0, max = 3) int fieldPick,
            @ForAll @IntRange(min = 0, max = 9) int strayPick) {
        int row = rowPick % feed.rows().size();
        String field = writer.fields().get(fieldPick % writer.fields().size());
        Outcome clean = run(writer, write(writer, feed, -1, field, ""));
        assertThat(clean.error()).as("the valid export reads and runs").isNull();
        String key = String.valueOf(feed.rows().get(row)[0]);
        Outcome dirty = run(writer, write(writer, feed, row, field, STRAYS[strayPick]));
        if (dirty.error() != null) {
            assertThat(dirty.error().userMessage())
                    .as("the error names the stray value's line")
                    .contains("line " + (row + writer.header().size() + 1));
        } else {
            assertThat(othersThan(dirty, key))
                    .as("every other key's rows, with '" + STRAYS[strayPick] + "' in " + field)
                    .isEqualTo(othersThan(clean, key));
        }
    }

    private record Outcome(Table table, String keyColumn, ScdException error) {}

    private static Outcome run(Writer writer, Path file) {
        try {
            FormatRead read = FeedFormats.byId(writer.format(), Location.field("--format"))
                    .read(file, writer.file(), Optional.empty());
            CdcFlowSettings flow = read.preset().orElseThrow().flow();
            FlowRun run =
                    FeedRunner.run(new InMemoryEngine(), flow, read.feed(), RunOptions.FAST, List.of(), (n, r) -> true);
            return new Outcome(run.target(), flow.keys().get(0), null);
        } catch (ScdException e) {
            return new Outcome(null, null, e);
        }
    }

    private static List<String> othersThan(Outcome outcome, String key) {
        int k = outcome.table().schema().indexOf(outcome.keyColumn());
        return outcome.table().rows().stream()
                .filter(r -> !String.valueOf(r.get(k)).equals(key))
                .map(Row::toString)
                .sorted()
                .collect(Collectors.toList());
    }

    private static Path write(
            Writer writer, StrayValuePropertiesTest.Feed feed, int strayRow, String field, String stray) {
        List<String> lines = new ArrayList<>(writer.header());
        for (int i = 0; i < feed.rows().size(); i++) {
            lines.add(writer.line(
                    feed.rows().get(i)[0],
                    feed.rows().get(i)[1],
                    feed.names().get(i),
                    feed.deletes().get(i),
                    i == strayRow ? field : "",
                    stray));
        }
        try {
            Path file = Files.createTempFile(
                    DIR, writer.format(), writer.file().substring(writer.file().indexOf('.')));
            Files.writeString(file, String.join("\n", lines) + "\n");
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path tempDir() {
        try {
            Path dir = Files.createTempDirectory("cdc-stray");
            dir.toFile().deleteOnExit();
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String json(String value) {
        return "\"" + value.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    /** The value, or the stray one when this is the field that gets it. */
    private static String pick(String field, String name, String value, String stray, boolean quoteStray) {
        if (!field.equals(name)) {
            return value;
        }
        return quoteStray ? json(stray) : stray;
    }

    private static String csvCell(String value) {
        return value.contains(",") || value.contains("\"") ? json(value) : value;
    }

    /** Debezium's envelope as the Kafka console consumer prints it with its key. */
    static final class Debezium implements Writer {
        @Override
        public String format() {
            return "debezium-json";
        }

        @Override
        public String file() {
            return "events.jsonl";
        }

        @Override
        public List<String> header() {
            return List.of();
        }

        @Override
        public List<String> fields() {
            return List.of("id", "lsn", "op", "name");
        }

        @Override
        public String line(long id, long seq, String name, boolean delete, String field, String stray) {
            String image = "{\"id\":" + pick(field, "id", "" + id, stray, true) + ",\"name\":"
                    + pick(field, "name", json(name), stray, true) + "}";
            return "{\"id\":" + id + "}\t{\"before\":" + (delete ? image : "null") + ",\"after\":"
                    + (delete ? "null" : image)
                    + ",\"source\":{\"version\":\"2.7.0.Final\",\"connector\":\"postgresql\",\"name\":\"crm\","
                    + "\"ts_ms\":" + (1_700_000_000_000L + seq) + ",\"snapshot\":\"false\",\"db\":\"crm\","
                    + "\"schema\":\"public\",\"table\":\"customers\",\"lsn\":"
                    + pick(field, "lsn", "" + seq, stray, true)
                    + "},\"op\":" + pick(field, "op", delete ? "\"d\"" : "\"u\"", stray, true) + ",\"ts_ms\":"
                    + (1_700_000_000_000L + seq) + "}";
        }
    }

    /** AWS DMS's CSV with the change sequence column. */
    static final class Dms implements Writer {
        @Override
        public String format() {
            return "dms-csv";
        }

        @Override
        public String file() {
            return "LOAD.csv";
        }

        @Override
        public List<String> header() {
            return List.of("Op,id,name,AR_H_CHANGE_SEQ");
        }

        @Override
        public List<String> fields() {
            return List.of("id", "AR_H_CHANGE_SEQ", "Op", "name");
        }

        @Override
        public String line(long id, long seq, String name, boolean delete, String field, String stray) {
            return String.join(
                    ",",
                    csvCell(pick(field, "Op", delete ? "D" : "U", stray, false)),
                    csvCell(pick(field, "id", "" + id, stray, false)),
                    csvCell(pick(field, "name", name, stray, false)),
                    csvCell(pick(field, "AR_H_CHANGE_SEQ", String.format("%035d", seq), stray, false)));
        }
    }

    /** SQL Server's change table as exported to CSV, LSNs in hex. */
    static final class SqlServer implements Writer {
        @Override
        public String format() {
            return "sqlserver-cdc";
        }

        @Override
        public String file() {
            return "cdc.csv";
        }

        @Override
        public List<String> header() {
            return List.of("__$start_lsn,__$end_lsn,__$seqval,__$operation,__$update_mask,__$command_id,id,name");
        }

        @Override
        public List<String> fields() {
            return List.of("id", "__$start_lsn", "__$operation", "name");
        }

        @Override
        public String line(long id, long seq, String name, boolean delete, String field, String stray) {
            String lsn = String.format("0x%020X", seq);
            return String.join(
                    ",",
                    csvCell(pick(field, "__$start_lsn", lsn, stray, false)),
                    "null",
                    lsn,
                    csvCell(pick(field, "__$operation", delete ? "1" : "4", stray, false)),
                    "0x03",
                    "1",
                    csvCell(pick(field, "id", "" + id, stray, false)),
                    csvCell(pick(field, "name", name, stray, false)));
        }
    }

    /** A Delta table's change data feed written out as CSV. */
    static final class DeltaCdf implements Writer {
        private static final LocalDateTime BASE = LocalDateTime.of(2024, 3, 1, 10, 0);

        @Override
        public String format() {
            return "delta-cdf";
        }

        @Override
        public String file() {
            return "changes.csv";
        }

        @Override
        public List<String> header() {
            return List.of("id,name,_change_type,_commit_version,_commit_timestamp");
        }

        @Override
        public List<String> fields() {
            return List.of("id", "_commit_version", "_change_type", "name");
        }

        @Override
        public String line(long id, long seq, String name, boolean delete, String field, String stray) {
            return String.join(
                    ",",
                    csvCell(pick(field, "id", "" + id, stray, false)),
                    csvCell(pick(field, "name", name, stray, false)),
                    csvCell(pick(field, "_change_type", delete ? "delete" : "update_postimage", stray, false)),
                    csvCell(pick(field, "_commit_version", "" + seq, stray, false)),
                    BASE.plusSeconds(seq).format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")));
        }
    }

    /** Oracle GoldenGate's JSON formatter, one operation per line. */
    static final class GoldenGate implements Writer {
        private static final LocalDateTime BASE = LocalDateTime.of(2024, 3, 1, 10, 0);

        @Override
        public String format() {
            return "goldengate-json";
        }

        @Override
        public String file() {
            return "trail.jsonl";
        }

        @Override
        public List<String> header() {
            return List.of();
        }

        @Override
        public List<String> fields() {
            return List.of("ID", "op_ts", "op_type", "NAME");
        }

        @Override
        public String line(long id, long seq, String name, boolean delete, String field, String stray) {
            String image = "{\"ID\":" + pick(field, "ID", "" + id, stray, true) + ",\"NAME\":"
                    + pick(field, "NAME", json(name), stray, true) + "}";
            String opTs = BASE.plusSeconds(seq).format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSSSSS"));
            return "{\"table\":\"CRM.CUSTOMERS\",\"op_type\":"
                    + pick(field, "op_type", delete ? "\"D\"" : "\"I\"", stray, true) + ",\"op_ts\":"
                    + pick(field, "op_ts", json(opTs), stray, true) + ",\"current_ts\":" + json(opTs.replace(' ', 'T'))
                    + ",\"pos\":" + json(String.format("%020d", seq)) + ",\"primary_keys\":[\"ID\"],"
                    + (delete ? "\"before\":" : "\"after\":") + image + "}";
        }
    }
}
