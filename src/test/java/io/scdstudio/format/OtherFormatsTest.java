package io.scdstudio.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.feed.FormatRead;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.Table;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What each CSV-shaped format's trap does to the table, as a user would check it. */
class OtherFormatsTest {
    @Test
    void sqlServerDropsBeforeImagesAndOrdersWithinATransactionByCommandId() throws IOException {
        FormatRead read = FormatCases.read("sqlserver-cdc");
        CdcFlowSettings flow = read.preset().get().flow();
        assertThat(flow.sequenceBy()).isEqualTo(SequenceBy.struct(List.of("__$start_lsn", "__$command_id")));
        assertThat(flow.exceptColumnList().get()).contains("__$seqval", "__$operation", "__$update_mask");
        assertThat(read.notes()).anySatisfy(n -> assertThat(n).startsWith("2 update before-image(s)"));
        // Ann's two updates share one transaction: command 2 (Kherson) comes after command 1 (Odesa).
        assertThat(cities(FormatCases.run(new InMemoryEngine(), flow, read.feed())))
                .containsExactlyInAnyOrder("1 Kherson", "3 Dnipro");
    }

    @Test
    void deltaCdfDropsPreimagesAndOrdersByCommitVersion() throws IOException {
        FormatRead read = FormatCases.read("delta-cdf");
        CdcFlowSettings flow = read.preset().get().flow();
        assertThat(flow.keys()).containsExactly("customer_id");
        assertThat(flow.sequenceBy()).isEqualTo(SequenceBy.column("_commit_version"));
        assertThat(read.notes()).anySatisfy(n -> assertThat(n).startsWith("2 update_preimage row(s) dropped"));
        Table scd2 = FormatCases.run(new InMemoryEngine(), flow.withScdType(2), read.feed());
        assertThat(scd2.rows()).hasSize(5); // Ann 3 versions, Bob's closed by the delete, Cara's late insert
        assertThat(cities(FormatCases.run(new InMemoryEngine(), flow, read.feed())))
                .containsExactlyInAnyOrder("1 Kherson", "3 Dnipro");
    }

    @Test
    void aCommitThatDeletesAndInsertsTheSameKeyLeavesTheInsertedRow(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws IOException {
        // An overwrite (mode("overwrite"), replaceWhere) writes every old row as a delete and every new one as an
        // insert, in one commit: with _commit_version alone the two tie and the delete won, emptying the table.
        java.nio.file.Path file = dir.resolve("changes.csv");
        java.nio.file.Files.writeString(
                file,
                "customer_id,city,_change_type,_commit_version,_commit_timestamp\n"
                        + "1,Kyiv,insert,1,2024-05-01 10:00:00\n"
                        + "2,Lviv,insert,1,2024-05-01 10:00:00\n"
                        + "1,Odesa,insert,2,2024-05-01 11:00:00\n"
                        + "1,Kyiv,delete,2,2024-05-01 11:00:00\n"
                        + "2,Lviv,delete,2,2024-05-01 11:00:00\n"
                        + "2,Lviv,insert,2,2024-05-01 11:00:00\n"
                        + "2,Lviv,delete,3,2024-05-01 12:00:00\n");
        FormatRead read = new DeltaCdfFormat().read(file, "changes.csv", java.util.Optional.empty());
        CdcFlowSettings flow = read.preset().get().flow();
        assertThat(flow.sequenceBy()).isEqualTo(SequenceBy.struct(List.of("_commit_version", "__commit_step")));
        assertThat(flow.exceptColumnList().get()).contains("__commit_step");
        assertThat(read.notes()).anySatisfy(n -> assertThat(n).startsWith("commit 2 both deletes and inserts"));
        assertThat(cities(FormatCases.run(new InMemoryEngine(), flow, read.feed())))
                .containsExactly("1 Odesa");
        Table scd2 = FormatCases.run(new InMemoryEngine(), flow.withScdType(2), read.feed());
        assertThat(scd2.rows())
                .extracting(r -> r.get(0) + " " + r.get(1) + " " + (r.get(3) == null ? "current" : "closed"))
                .containsExactlyInAnyOrder("1 Kyiv closed", "1 Odesa current", "2 Lviv closed", "2 Lviv closed");
        assertThat(read.sourceView().get().toString()).contains("CASE WHEN _change_type = 'delete' THEN 0 ELSE 1 END");

        // A scenario that declared its columns without __commit_step keeps them: its own design orders the ties.
        io.scdstudio.model.Schema declared = read.feed().schema();
        io.scdstudio.model.Schema withoutStep = new io.scdstudio.model.Schema(declared.columns().stream()
                .filter(c -> !c.name().equals("__commit_step"))
                .toList());
        assertThat(new DeltaCdfFormat()
                        .read(file, "changes.csv", java.util.Optional.of(withoutStep))
                        .feed()
                        .schema())
                .isEqualTo(withoutStep);
        assertThat(new DeltaCdfFormat()
                        .read(file, "changes.csv", java.util.Optional.of(declared))
                        .feed()
                        .schema())
                .isEqualTo(declared);
    }

    @Test
    void aCommitThatOnlyUpdatesGetsNoCommitStep() throws IOException {
        assertThat(FormatCases.read("delta-cdf").feed().schema().names()).doesNotContain("__commit_step");
    }

    @Test
    void aHeaderlessDmsFileReadsItsChangeSequenceColumnAsOneAndKeysOnTheNext(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws IOException {
        // Left as c1, the 35-digit change sequence was the key guess: every row its own key, Bob's delete lost.
        java.nio.file.Path file = dir.resolve("20240301-110000000.csv");
        java.nio.file.Files.writeString(
                file,
                "I,20240301110000000000000000000000001,2,Bob,Lviv\n"
                        + "U,20240301110000000000000000000000003,1,Ann,Mykolaiv\n"
                        + "U,20240301110000000000000000000000002,1,Ann,Odesa\n"
                        + "D,20240301110000000000000000000000004,2,Bob,Lviv\n");
        FormatRead read = new DmsCsvFormat().read(file, "20240301-110000000.csv", java.util.Optional.empty());
        CdcFlowSettings flow = read.preset().get().flow();
        assertThat(flow.keys()).containsExactly("c2");
        assertThat(flow.sequenceBy()).isEqualTo(SequenceBy.struct(List.of("__phase", "AR_H_CHANGE_SEQ")));
        assertThat(read.notes()).anySatisfy(n -> assertThat(n).startsWith("c1 holds 35 digits"));
        Table t = FormatCases.run(new InMemoryEngine(), flow, read.feed());
        assertThat(t.rows()).extracting(r -> r.get(0) + " " + r.get(2)).containsExactly("1 Mykolaiv");
    }

    @Test
    void dmsOrdersFullLoadRowsFirstThenByTheChangeSequence() throws IOException {
        FormatRead read = FormatCases.read("dms-csv");
        CdcFlowSettings flow = read.preset().get().flow();
        assertThat(flow.sequenceBy()).isEqualTo(SequenceBy.struct(List.of("__phase", "AR_H_CHANGE_SEQ")));
        assertThat(read.notes()).anySatisfy(n -> assertThat(n).startsWith("2 full-load row(s)"));
        // Mykolaiv arrived last but its change sequence is older than Kherson's.
        assertThat(cities(FormatCases.run(new InMemoryEngine(), flow, read.feed())))
                .containsExactlyInAnyOrder("1 Kherson", "3 Dnipro");
    }

    @Test
    void aDmsFileWithoutHeaderIsReadByPositionAndGivesTheTableItsHeaderedTwinGives(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws IOException {
        java.nio.file.Path headerless = dir.resolve("20240301-110000000.csv");
        java.nio.file.Files.writeString(
                headerless, "U,1,Ann,Odesa\nI,3,Cara,\"Dnipro, UA\"\nD,2,Bob,Lviv\n" + "U,1,Ann,Kherson\n");
        java.nio.file.Path headed = dir.resolve("headed.csv");
        java.nio.file.Files.writeString(
                headed, "Op,c1,c2,c3\nU,1,Ann,Odesa\nI,3,Cara,\"Dnipro, UA\"\nD,2,Bob,Lviv\n" + "U,1,Ann,Kherson\n");
        FormatRead byPosition = io.scdstudio.feed.FeedFormats.detect(headerless)
                .orElseThrow()
                .read(headerless, "20240301-110000000.csv", java.util.Optional.empty());
        assertThat(byPosition.format().id()).isEqualTo("dms-csv");
        assertThat(byPosition.notes()).anySatisfy(n -> assertThat(n).startsWith("The file has no header"));
        FormatRead withHeader = new DmsCsvFormat().read(headed, "headed.csv", java.util.Optional.empty());
        // SCD1: the two files' __row (the line) differ by the header line, and with it SCD2's dates.
        CdcFlowSettings flow = byPosition.preset().get().flow().withScdType(1);
        assertThat(io.scdstudio.engine.TableDiff.of(
                                FormatCases.run(new InMemoryEngine(), flow, withHeader.feed()),
                                FormatCases.run(new InMemoryEngine(), flow, byPosition.feed()))
                        .isEmpty())
                .isTrue();
        java.nio.file.Files.writeString(headerless, "U,1,Ann,Odesa\nU,1,Ann\n");
        org.assertj.core.api.Assertions.assertThatThrownBy(
                        () -> new DmsCsvFormat().read(headerless, "20240301-110000000.csv", java.util.Optional.empty()))
                .satisfies(e -> assertThat(((io.scdstudio.model.ScdException) e).userMessage())
                        .contains("20240301-110000000.csv line 2")
                        .contains("has 3 fields"));
    }

    @Test
    void aDmsFullLoadFileWithoutHeaderOrdersBeforeTheChanges(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws IOException {
        java.nio.file.Path load = dir.resolve("LOAD00000001.csv");
        java.nio.file.Files.writeString(load, "1,Ann,Kyiv\n2,Bob,Lviv\n");
        FormatRead read = new DmsCsvFormat().read(load, "LOAD00000001.csv", java.util.Optional.empty());
        assertThat(read.notes()).anySatisfy(n -> assertThat(n).startsWith("2 full-load row(s)"));
        assertThat(read.feed().schema().names()).startsWith("Op", "c1", "c2", "c3");
    }

    @Test
    void aDmsFolderReadsTheFullLoadThenEachChangeFileAsAMicroBatch(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws IOException {
        java.nio.file.Files.writeString(dir.resolve("LOAD00000001.csv"), "1,Ann,Kyiv\n2,Bob,Lviv\n");
        java.nio.file.Files.writeString(dir.resolve("20240301-120000000.csv"), "U,1,Ann,Kherson\nI,3,Cara,Dnipro\n");
        java.nio.file.Files.writeString(dir.resolve("20240301-110000000.csv"), "U,1,Ann,Odesa\nD,2,Bob,Lviv\n");
        java.nio.file.Files.writeString(dir.resolve("notes.txt"), "not a DMS file\n");
        assertThat(io.scdstudio.feed.FeedFormats.detect(dir)).map(f -> f.id()).contains("dms-csv");
        FormatRead read = new DmsCsvFormat().read(dir, "customers", java.util.Optional.empty());

        assertThat(read.feed().batches()).hasSize(3);
        assertThat(read.feed().batches().get(0).rows()).hasSize(2);
        assertThat(read.notes().get(0))
                .contains(
                        "LOAD00000001.csv (the full load) as batch 1",
                        "20240301-110000000.csv as batch 2",
                        "20240301-120000000.csv as batch 3");
        int row = read.feed().schema().indexOf("__row");
        assertThat(read.feed().batches().stream()
                        .flatMap(b -> b.rows().stream())
                        .map(r -> r.get(row)))
                .as("__row counts across the files in time order")
                .containsExactly(1L, 2L, 3L, 4L, 5L, 6L);
        CdcFlowSettings flow = read.preset().get().flow();
        assertThat(flow.sequenceBy()).isEqualTo(SequenceBy.struct(List.of("__phase", "__row")));
        Table t = FormatCases.run(new InMemoryEngine(), flow, read.feed());
        assertThat(t.rows())
                .extracting(r ->
                        r.get(t.schema().indexOf("c1")) + " " + r.get(t.schema().indexOf("c3")))
                .containsExactlyInAnyOrder("1 Kherson", "3 Dnipro");
    }

    @Test
    void aDmsFolderWhoseFullLoadHasAHeaderButNoOpReadsItAsTheFullLoad(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws IOException {
        // AddColumnName=true without IncludeOpForFullLoad (DMS's default): the full load's header has no Op.
        java.nio.file.Files.writeString(
                dir.resolve("LOAD00000001.csv"),
                "ts,id,name,city\n2024-03-01 09:00:00,1,Ann,Kyiv\n2024-03-01 09:00:00,2,Bob,Lviv\n");
        java.nio.file.Files.writeString(
                dir.resolve("20240301-110000000.csv"),
                "Op,ts,id,name,city\nU,2024-03-01 11:00:00,1,Ann,Odesa\nD,2024-03-01 11:00:01,2,Bob,Lviv\n");
        FormatRead read = new DmsCsvFormat().read(dir, "customers", java.util.Optional.empty());

        assertThat(read.feed().schema().names()).startsWith("Op", "ts", "id", "name", "city");
        assertThat(read.feed().batches()).hasSize(2);
        assertThat(read.feed().batches().get(0).rows())
                .as("the header is not a row")
                .hasSize(2);
        assertThat(read.inference().orElseThrow().reasons().get(0)).startsWith("Op: string — a full-load file");
        Table t = FormatCases.run(new InMemoryEngine(), read.preset().get().flow(), read.feed());
        assertThat(t.rows())
                .extracting(r ->
                        r.get(t.schema().indexOf("id")) + " " + r.get(t.schema().indexOf("city")))
                .containsExactly("1 Odesa");
    }

    @Test
    void aDmsFullLoadFileAloneIsReadByItsHeaderOnlyWhenTheHeaderIsPlainlyNotARow(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws IOException {
        java.nio.file.Path load = dir.resolve("LOAD00000001.csv");
        java.nio.file.Files.writeString(load, "id,name,city\n1,Ann,Kyiv\n2,Bob,Lviv\n");
        FormatRead headed = new DmsCsvFormat().read(load, "LOAD00000001.csv", java.util.Optional.empty());
        assertThat(headed.feed().schema().names()).startsWith("Op", "id", "name", "city");
        assertThat(headed.notes()).anySatisfy(n -> assertThat(n).startsWith("2 full-load row(s)"));

        // Names on every line: nothing says the first is a header, so it stays a row, read by position.
        java.nio.file.Files.writeString(load, "Ann,Kyiv\nBob,Lviv\n");
        FormatRead names = new DmsCsvFormat().read(load, "LOAD00000001.csv", java.util.Optional.empty());
        assertThat(names.feed().schema().names()).startsWith("Op", "c1", "c2");
        assertThat(names.notes()).anySatisfy(n -> assertThat(n).startsWith("2 full-load row(s)"));

        // A declared schema (Op first) decides it: a first line that repeats its columns is the header.
        java.nio.file.Files.writeString(load, "name,city\nAnn,Kyiv\n");
        io.scdstudio.model.Schema declared = io.scdstudio.model.Schema.of(
                new io.scdstudio.model.Column("Op", io.scdstudio.model.DataType.STRING),
                new io.scdstudio.model.Column("name", io.scdstudio.model.DataType.STRING),
                new io.scdstudio.model.Column("city", io.scdstudio.model.DataType.STRING));
        FormatRead byDeclared = new DmsCsvFormat().read(load, "LOAD00000001.csv", java.util.Optional.of(declared));
        assertThat(byDeclared.feed().batches().get(0).rows()).hasSize(1);
    }

    @Test
    void aDmsFolderWhoseFilesDisagreeNamesTheFile(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws IOException {
        java.nio.file.Files.writeString(dir.resolve("20240301-110000000.csv"), "Op,id,city\nU,1,Odesa\n");
        java.nio.file.Files.writeString(dir.resolve("20240301-120000000.csv"), "Op,id,town\nU,1,Kherson\n");
        org.assertj.core.api.Assertions.assertThatThrownBy(
                        () -> new DmsCsvFormat().read(dir, "customers", java.util.Optional.empty()))
                .satisfies(e -> assertThat(((io.scdstudio.model.ScdException) e).userMessage())
                        .contains("customers/20240301-120000000.csv"));
    }

    @Test
    void goldenGateReadsMissingColumnsAsNotSuppliedAndKeysOnPrimaryKeys() throws IOException {
        FormatRead read = FormatCases.read("goldengate-json");
        CdcFlowSettings flow = read.preset().get().flow();
        assertThat(flow.keys()).containsExactly("CUSTOMER_ID");
        assertThat(flow.sequenceBy()).isEqualTo(SequenceBy.struct(List.of("__op_ts", "__pos")));
        assertThat(flow.ignoreNullUpdatesColumnList().get()).contains("NAME", "TIER", "CITY");
        Table scd1 = FormatCases.run(new InMemoryEngine(), flow, read.feed());
        // The two compressed updates of Ann, applied in trail order, keep her name and take Odesa and platinum.
        assertThat(scd1.rows())
                .extracting(r -> r.get(0) + " " + r.get(1) + " " + r.get(2) + " " + r.get(3))
                .containsExactly("1 Ann Odesa platinum");
    }

    @Test
    void aGoldenGateUpdateThatSetsAMissableColumnToNullIsNamedWithItsLine(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws IOException {
        java.nio.file.Path file = dir.resolve("trail.jsonl");
        String head = "{\"table\":\"CRM.C\",\"primary_keys\":[\"ID\"],";
        java.nio.file.Files.writeString(
                file,
                head + "\"op_type\":\"I\",\"op_ts\":\"2024-03-01 10:00:00\",\"pos\":\"00000000010000001000\","
                        + "\"after\":{\"ID\":1,\"NAME\":\"Ann\",\"CITY\":\"Kyiv\"}}\n"
                        + head + "\"op_type\":\"U\",\"op_ts\":\"2024-03-01 11:00:00\",\"pos\":\"00000000010000002000\","
                        + "\"after\":{\"ID\":1,\"CITY\":\"Odesa\",\"NAME_isMissing\":true,\"NAME\":null}}\n"
                        + head + "\"op_type\":\"U\",\"op_ts\":\"2024-03-01 12:00:00\",\"pos\":\"00000000010000003000\","
                        + "\"after\":{\"ID\":1,\"CITY\":\"Lviv\",\"NAME_isMissing\":false,\"NAME\":null}}\n");
        FormatRead read = new GoldenGateJsonFormat().read(file, "trail.jsonl", java.util.Optional.empty());
        assertThat(read.preset().get().flow().ignoreNullUpdatesColumnList().get())
                .contains("NAME");
        assertThat(read.notes())
                .anySatisfy(n -> assertThat(n)
                        .startsWith("An update sets a value to NULL on purpose (NAME on line 3)")
                        .contains("compressed updates off"));
    }

    @Test
    void aSecondGoldenGateOperationOnALineIsAnErrorNotALostChange(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws IOException {
        java.nio.file.Path file = dir.resolve("trail.jsonl");
        String op = "{\"table\":\"CRM.C\",\"primary_keys\":[\"ID\"],\"op_type\":\"I\","
                + "\"op_ts\":\"2024-03-01 10:00:00\",\"pos\":\"00000000010000001000\",\"after\":{\"ID\":1}}";
        java.nio.file.Files.writeString(file, op + "\n" + op + " " + op.replace("\"ID\":1", "\"ID\":2") + "\n");

        assertThatThrownBy(() -> new GoldenGateJsonFormat().read(file, "trail.jsonl", java.util.Optional.empty()))
                .isInstanceOfSatisfying(ScdException.class, e -> {
                    assertThat(e.errorClass()).isEqualTo("JSON_MALFORMED");
                    assertThat(e.userMessage())
                            .contains("trail.jsonl line 2")
                            .contains("goes on after its JSON object");
                });
    }

    private static List<String> cities(Table t) {
        int key = 0;
        int city = t.schema().names().indexOf(t.schema().names().contains("city") ? "city" : "CITY");
        return t.rows().stream().map(r -> r.get(key) + " " + r.get(city)).toList();
    }
}
