package io.scdstudio.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.feed.FormatRead;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.Table;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DebeziumJsonFormatTest {
    @TempDir
    Path dir;

    @Test
    void thePresetKeysOnTheMessageKeyAndOrdersByTheLogPositionNotTheDumpOrder() throws IOException {
        FormatRead read = FormatCases.read("debezium-json");
        CdcFlowSettings flow = read.preset().get().flow();
        assertThat(flow.keys()).containsExactly("id");
        assertThat(flow.sequenceBy()).isEqualTo(SequenceBy.struct(List.of("__phase", "__source_lsn")));
        assertThat(flow.applyAsDeletes()).contains("__op = 'd'");
        Table scd1 = FormatCases.run(new InMemoryEngine(), flow, read.feed());
        // Bob's Kharkiv (lsn 2300) arrived before Poltava (lsn 2200) and still wins; Cara was deleted.
        assertThat(scd1.rows())
                .extracting(r -> r.get(0) + " " + r.get(2))
                .containsExactlyInAnyOrder("1 Odesa", "2 Kharkiv");
    }

    @Test
    void anUnavailableToastValueKeepsTheValueItHadAndTheTombstoneIsDropped() throws IOException {
        FormatRead read = FormatCases.read("debezium-json");
        CdcFlowSettings flow = read.preset().get().flow().withScdType(2);
        assertThat(flow.ignoreNullUpdatesColumnList()).contains(List.of("notes"));
        Table scd2 = FormatCases.run(new InMemoryEngine(), flow, read.feed());
        assertThat(scd2.rows())
                .filteredOn(r -> r.get(0).equals(1L) && "Odesa".equals(r.get(2)))
                .extracting(r -> r.get(3))
                .containsExactlyInAnyOrder("VIP since 2019", "VIP, moved south");
        assertThat(read.notes()).anySatisfy(n -> assertThat(n).startsWith("1 tombstone(s) dropped"));
        assertThat(read.feed().eventCount()).isEqualTo(8);
    }

    @Test
    void aNullAnUpdateWritesInAColumnThatAlsoCameUnavailableIsNamedWithItsLine() throws IOException {
        // notes is ignored when NULL (TOAST values left out), so line 3's deliberate NULL cannot be applied.
        Path file = write("{\"id\":1,\"notes\":\"VIP\",\"__op\":\"c\",\"__lsn\":10}\n"
                + "{\"id\":1,\"notes\":\"__debezium_unavailable_value\",\"__op\":\"u\",\"__lsn\":20}\n"
                + "{\"id\":1,\"notes\":null,\"__op\":\"u\",\"__lsn\":30}\n");
        FormatRead read = new DebeziumJsonFormat().read(file, "flat.jsonl", Optional.empty());
        assertThat(read.preset().get().flow().ignoreNullUpdatesColumnList()).contains(List.of("notes"));
        assertThat(read.notes())
                .anySatisfy(n -> assertThat(n)
                        .startsWith("An update sets a value to NULL on purpose (notes on line 3)")
                        .contains("REPLICA IDENTITY FULL"));
        // Without an unavailable value nothing is ignored, and nothing is said.
        Path full = write("{\"id\":1,\"notes\":\"VIP\",\"__op\":\"c\",\"__lsn\":10}\n"
                + "{\"id\":1,\"notes\":null,\"__op\":\"u\",\"__lsn\":30}\n");
        assertThat(new DebeziumJsonFormat()
                        .read(full, "flat.jsonl", Optional.empty())
                        .notes())
                .noneSatisfy(n -> assertThat(n).contains("on purpose"));
    }

    @Test
    void anIncrementalSnapshotsReadsOrderByTheirPositionNotBeforeEveryChange() throws IOException {
        String src = "\"source\":{\"connector\":\"postgresql\",\"snapshot\":\"%s\",\"lsn\":%d}";
        Path file = write("{\"id\":1}\t{\"after\":{\"id\":1,\"city\":\"Kyiv\"}," + src.formatted("false", 100)
                + ",\"op\":\"c\"}\n"
                + "{\"id\":1}\t{\"after\":{\"id\":1,\"city\":\"Odesa\"}," + src.formatted("false", 200)
                + ",\"op\":\"u\"}\n"
                + "{\"id\":1}\t{\"after\":{\"id\":1,\"city\":\"Odesa\"}," + src.formatted("incremental", 250)
                + ",\"op\":\"r\"}\n");
        FormatRead read = new DebeziumJsonFormat().read(file, "topic.jsonl", Optional.empty());
        Table scd2 =
                FormatCases.run(new InMemoryEngine(), read.preset().get().flow().withScdType(2), read.feed());
        // Phase 0 would put the incremental read before Kyiv: a made-up first version of Odesa.
        assertThat(scd2.rows()).extracting(r -> r.get(1)).containsExactly("Kyiv", "Odesa");
        assertThat(read.sourceView().get().toString()).contains("snapshot <=> 'incremental'");
    }

    @Test
    void aDumpOfSeveralPartitionsKeepsEveryKeysInitialReadsBeforeTheStream() throws IOException {
        // Partition 0 holds key 1, partition 1 key 2: the dump gives key 1's read and update, then key 2's. Oracle's
        // snapshot reads carry no commit_scn, so a read taken for a later snapshot's would be refused.
        String read = "{\"id\":%d}\t{\"after\":{\"id\":%d,\"city\":\"%s\"},\"source\":{\"connector\":\"oracle\","
                + "\"snapshot\":\"true\",\"scn\":\"100\",\"commit_scn\":null},\"op\":\"r\"}\n";
        String update = "{\"id\":%d}\t{\"after\":{\"id\":%d,\"city\":\"%s\"},\"source\":{\"connector\":\"oracle\","
                + "\"snapshot\":\"false\",\"scn\":\"%d\",\"commit_scn\":\"%d\"},\"op\":\"u\"}\n";
        String dump = read.formatted(1, 1, "Kyiv")
                + update.formatted(1, 1, "Odesa", 190, 200)
                + read.formatted(2, 2, "Lviv")
                + update.formatted(2, 2, "Rivne", 290, 300);
        FormatRead keyed = new DebeziumJsonFormat().read(write(dump), "topic.jsonl", Optional.empty());
        int phase = keyed.feed().schema().indexOf("__phase");
        assertThat(keyed.feed().batches().get(0).rows())
                .extracting(r -> r.get(phase))
                .containsExactly(0L, 1L, 0L, 1L);
        assertThat(keyed.sourceView().get().unportable()).isEmpty();
        // Without message keys, the row's id column tells the keys apart, as the preset keys by it.
        String keyless = dump.lines().map(l -> l.substring(l.indexOf('\t') + 1)).reduce("", (a, l) -> a + l + "\n");
        FormatRead byId = new DebeziumJsonFormat().read(write(keyless), "topic.jsonl", Optional.empty());
        assertThat(byId.feed().batches().get(0).rows())
                .extracting(r -> r.get(phase))
                .containsExactly(0L, 1L, 0L, 1L);
        // With no id-like column either, the dump is one stream, and key 2's read comes after a streamed change.
        String anonymous = keyless.replace("\"id\"", "\"shop\"");
        assertThatThrownBy(() -> new DebeziumJsonFormat().read(write(anonymous), "topic.jsonl", Optional.empty()))
                .isInstanceOf(ScdException.class)
                .hasMessageContaining("line 3 is a later snapshot's read")
                .hasMessageContaining("no __source_commit_scn");
    }

    @Test
    void aKafkaToolsRecordsOfTheMessagesReadAsTheMessagesThemselves() throws IOException {
        // kcat -J writes the value as "payload", rpk topic consume as "value"; both as JSON text, beside the topic,
        // partition and offset. Read as plain JSON lines, those were the table's columns.
        Path tab = Path.of("sample-data/debezium-postgres-customers/input.jsonl");
        ObjectMapper json = new ObjectMapper();
        StringBuilder kcat = new StringBuilder();
        StringBuilder rpk = new StringBuilder();
        int offset = 0;
        for (String line : Files.readAllLines(tab)) {
            String[] kv = line.split("\t", 2);
            String value = kv[1].equals("null") ? null : kv[1];
            Map<String, Object> record = new LinkedHashMap<>();
            record.put("topic", "crm.public.customers");
            record.put("partition", 0);
            record.put("offset", offset++);
            record.put("key", kv[0]);
            record.put("payload", value);
            kcat.append(json.writeValueAsString(record)).append('\n');
            record.remove("payload");
            record.put("value", value);
            rpk.append(json.writeValueAsString(record)).append('\n');
        }
        FormatRead direct = new DebeziumJsonFormat().read(tab, "input.jsonl", Optional.empty());
        for (String dump : List.of(kcat.toString(), rpk.toString())) {
            FormatRead read = new DebeziumJsonFormat().read(write(dump), "topic.jsonl", Optional.empty());
            assertThat(read.feed().schema()).isEqualTo(direct.feed().schema());
            assertThat(read.feed().batches().get(0).rows())
                    .isEqualTo(direct.feed().batches().get(0).rows());
            assertThat(read.preset().get().flow())
                    .isEqualTo(direct.preset().get().flow());
        }
        Path avro =
                write("{\"topic\":\"t\",\"partition\":0,\"offset\":7,\"key\":null,\"value\":\"\\u0000\\u0002Ann\"}\n");
        assertThatThrownBy(() -> new DebeziumJsonFormat().read(avro, "topic.jsonl", Optional.empty()))
                .isInstanceOf(ScdException.class)
                .satisfies(e -> assertThat(((ScdException) e).userMessage())
                        .contains("topic.jsonl line 1 (value)", "the record's value is not JSON", "kcat -s avro"));
    }

    @Test
    void theSchemaWrapperGivesDebeziumsLogicalTypes() throws IOException {
        String schema = "{\"type\":\"struct\",\"fields\":[{\"type\":\"struct\",\"field\":\"after\",\"fields\":["
                + "{\"type\":\"int64\",\"field\":\"id\"},{\"type\":\"int32\",\"name\":\"io.debezium.time.Date\","
                + "\"field\":\"born\"},{\"type\":\"int64\",\"name\":\"io.debezium.time.MicroTimestamp\",\"field\":"
                + "\"seen\"},{\"type\":\"bytes\",\"name\":\"org.apache.kafka.connect.data.Decimal\",\"parameters\":"
                + "{\"scale\":\"2\",\"connect.decimal.precision\":\"10\"},\"field\":\"balance\"}]}]}";
        // 12345 as a two's complement big-endian integer is 0x3039, "MDk=" in base64: 123.45 at scale 2.
        String payload = "{\"before\":null,\"after\":{\"id\":7,\"born\":19000,\"seen\":1700000000123456,"
                + "\"balance\":\"MDk=\"},\"source\":{\"connector\":\"mysql\",\"file\":\"binlog.000003\",\"pos\":154,"
                + "\"row\":0,\"ts_ms\":1700000000000},\"op\":\"c\",\"ts_ms\":1700000000500}";
        Path file = write("{\"schema\":" + schema + ",\"payload\":" + payload + "}\n");
        FormatRead read = new DebeziumJsonFormat().read(file, "topic.jsonl", Optional.empty());
        assertThat(read.feed().schema().find("born").get().type()).isEqualTo(DataType.DATE);
        assertThat(read.feed().schema().find("balance").get().type()).isEqualTo(DataType.decimal(10, 2));
        Row row = read.feed().batches().get(0).rows().get(0);
        int born = read.feed().schema().indexOf("born");
        assertThat(row.get(born)).isEqualTo(LocalDate.ofEpochDay(19000));
        assertThat(row.get(read.feed().schema().indexOf("seen")))
                .isEqualTo(LocalDateTime.of(2023, 11, 14, 22, 13, 20, 123456000));
        assertThat(row.get(read.feed().schema().indexOf("balance"))).isEqualTo(new BigDecimal("123.45"));
        assertThat(read.preset().get().flow().sequenceBy())
                .isEqualTo(SequenceBy.struct(List.of("__phase", "__source_file", "__source_pos", "__source_row")));
        assertThat(read.preset().get().reasons())
                .anySatisfy(c -> assertThat(c.why()).contains("Not ts_ms"));
    }

    @Test
    void extractNewRecordStatesRewrittenDeletesAreDeletes() throws IOException {
        Path file = write("{\"id\":1,\"city\":\"Kyiv\",\"__op\":\"c\",\"__lsn\":10,\"__deleted\":\"false\"}\n"
                + "{\"id\":1,\"city\":\"Kyiv\",\"__op\":\"d\",\"__lsn\":20,\"__deleted\":\"true\"}\n"
                + "{\"id\":2,\"city\":\"Lviv\",\"__op\":\"c\",\"__lsn\":15,\"__deleted\":\"false\"}\n");
        FormatRead read = new DebeziumJsonFormat().read(file, "flat.jsonl", Optional.empty());
        CdcFlowSettings flow = read.preset().get().flow();
        assertThat(flow.applyAsDeletes()).contains("__deleted = 'true'");
        assertThat(flow.sequenceBy()).isEqualTo(SequenceBy.struct(List.of("__phase", "__lsn")));
        assertThat(FormatCases.run(new InMemoryEngine(), flow, read.feed()).rows())
                .extracting(r -> r.get(0))
                .containsExactly(2L);
    }

    @Test
    void aFlattenedDumpWithTheMySqlBinlogPositionIsSequencedByIt() throws IOException {
        // add.fields=op,source.ts_ms,source.file,source.pos,source.row: the position, not the commit millisecond.
        // The two updates share a millisecond and arrive out of order; the binlog position puts Odesa last.
        Path file = write(
                "{\"id\":1,\"city\":\"Kyiv\",\"__op\":\"c\",\"__source_ts_ms\":1000,"
                        + "\"__source_file\":\"binlog.000003\",\"__source_pos\":154,\"__source_row\":0,\"__deleted\":\"false\"}\n"
                        + "{\"id\":1,\"city\":\"Odesa\",\"__op\":\"u\",\"__source_ts_ms\":2000,"
                        + "\"__source_file\":\"binlog.000003\",\"__source_pos\":600,\"__source_row\":0,\"__deleted\":\"false\"}\n"
                        + "{\"id\":1,\"city\":\"Lviv\",\"__op\":\"u\",\"__source_ts_ms\":2000,"
                        + "\"__source_file\":\"binlog.000003\",\"__source_pos\":400,\"__source_row\":0,\"__deleted\":\"false\"}\n");
        FormatRead read = new DebeziumJsonFormat().read(file, "flat.jsonl", Optional.empty());
        CdcFlowSettings flow = read.preset().get().flow();
        assertThat(flow.sequenceBy())
                .isEqualTo(SequenceBy.struct(List.of("__phase", "__source_file", "__source_pos", "__source_row")));
        assertThat(read.preset().get().reasons())
                .anySatisfy(c -> assertThat(c.why()).contains("binlog position", "add.fields"));
        assertThat(FormatCases.run(new InMemoryEngine(), flow, read.feed()).rows())
                .extracting(r -> r.get(read.feed().schema().indexOf("city")))
                .containsExactly("Odesa");
    }

    @Test
    void aFlattenedOracleDumpOrdersItsScnsAsNumbersNotText() throws IOException {
        Path file = write(
                "{\"ID\":1,\"CITY\":\"Kyiv\",\"__op\":\"c\",\"__source_commit_scn\":\"9\",\"__source_scn\":\"9\"}\n"
                        + "{\"ID\":1,\"CITY\":\"Odesa\",\"__op\":\"u\",\"__source_commit_scn\":\"10\",\"__source_scn\":\"10\"}\n");
        FormatRead read = new DebeziumJsonFormat().read(file, "flat.jsonl", Optional.empty());
        CdcFlowSettings flow = read.preset().get().flow();
        assertThat(flow.sequenceBy())
                .isEqualTo(SequenceBy.struct(List.of("__phase", "__source_commit_scn", "__source_scn")));
        assertThat(FormatCases.run(new InMemoryEngine(), flow, read.feed()).rows())
                .extracting(r -> r.get(read.feed().schema().indexOf("CITY")))
                .containsExactly("Odesa");
    }

    @Test
    void aFlattenedDumpWithoutAPositionSaysWhichFieldsToAddForEachConnector() throws IOException {
        Path file = write("{\"id\":1,\"city\":\"Kyiv\",\"__op\":\"c\",\"__source_ts_ms\":1000}\n");
        FormatRead read = new DebeziumJsonFormat().read(file, "flat.jsonl", Optional.empty());
        assertThat(read.preset().get().flow().sequenceBy())
                .isEqualTo(SequenceBy.struct(List.of("__phase", "__source_ts_ms")));
        assertThat(read.preset().get().reasons())
                .anySatisfy(c -> assertThat(c.why()).contains("file,pos,row for MySQL", "lsn for PostgreSQL"));
    }

    @Test
    void aLineThatIsNotAChangeEventIsNamedByItsLine() throws IOException {
        Path file = write("{\"id\":1}\t{\"op\":\"c\",\"after\":{\"id\":1},\"source\":{}}\n{\"hello\":\n");
        assertThatThrownBy(() -> new DebeziumJsonFormat().read(file, "topic.jsonl", Optional.empty()))
                .isInstanceOf(ScdException.class)
                .satisfies(e -> assertThat(((ScdException) e).userMessage())
                        .contains("topic.jsonl line 2")
                        .contains("not valid JSON"));
    }

    private Path write(String text) throws IOException {
        Path f = dir.resolve("topic.jsonl");
        Files.writeString(f, text);
        return f;
    }
}
