package io.scdstudio.project;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.format.FormatCases;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.DataType;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Table;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DesignFilesTest {
    static final Path USERS = Path.of("sample-data/users-docs-example");

    @TempDir
    Path temp;

    @Test
    void aSavedDesignReopensWithTheEditedFlow() {
        Design d = DesignFiles.open(USERS);
        Design edited = d.withFlow(((CdcFlowSettings) d.flow()).withScdType(2).withTarget("users_scd2"));
        Design saved = DesignFiles.save(edited, temp.resolve("mine"), false);

        Design reopened = DesignFiles.open(temp.resolve("mine"));
        assertThat(reopened.flow()).isEqualTo(edited.flow());
        assertThat(reopened.scenario().feed()).isEqualTo(d.scenario().feed());
        assertThat(saved.folder())
                .contains(temp.resolve("mine").toAbsolutePath().normalize());
        assertThat(saved.flowChanged()).isFalse();
    }

    @Test
    void aFolderOfSnapshotFilesOpensUnsavedAndSavesAsAScenarioThatReopensTheSame() throws IOException {
        Path extracts = temp.resolve("extracts");
        Files.createDirectories(extracts);
        Files.writeString(extracts.resolve("stations_2024-04-02.csv"), "station_id,docks\n1,10\n2,8\n");
        Files.writeString(extracts.resolve("stations_2024-04-10.csv"), "station_id,docks\n1,12\n");
        Design d = DesignFiles.open(extracts);
        assertThat(d.folder()).as("not a scenario folder to save over").isEmpty();
        Design edited = d.withFlow(((io.scdstudio.model.SnapshotFlowSettings) d.flow()).withScdType(2));

        DesignFiles.save(edited, temp.resolve("stations"), false);
        Design reopened = DesignFiles.open(temp.resolve("stations"));
        assertThat(reopened.flow()).isEqualTo(edited.flow());
        assertThat(reopened.scenario().feed()).isEqualTo(d.scenario().feed());
        assertThat(extracts.resolve("case.json"))
                .as("the extracts folder is left as it was")
                .doesNotExist();
    }

    @Test
    void aDebeziumDumpIsSavedWithItsEnvelopeAndReopensInItsFormat() throws IOException {
        Path dump = Path.of("src/test/resources/formats/debezium-json/raw.jsonl");
        Design d = DesignFiles.open(dump);
        Design edited = d.withFlow(((CdcFlowSettings) d.flow()).withScdType(2));
        Design saved = DesignFiles.save(edited, temp.resolve("dump"), false);

        Path folder = temp.resolve("dump");
        assertThat(folder.resolve("input.jsonl"))
                .as("the raw envelope, byte for byte")
                .hasSameBinaryContentAs(dump);
        assertThat(folder.resolve("input.csv")).doesNotExist();
        assertThat(java.nio.file.Files.readString(folder.resolve("case.json")))
                .containsPattern("\"format\"\\s*:\\s*\"debezium-json\"");
        Design reopened = DesignFiles.open(folder);
        assertThat(reopened.flow()).isEqualTo(edited.flow());
        ChangeFeed was = (ChangeFeed) d.scenario().feed();
        ChangeFeed now = (ChangeFeed) reopened.scenario().feed();
        assertThat(now.schema()).isEqualTo(was.schema());
        assertThat(now.batches()).isEqualTo(was.batches());
        assertThat(reopened.format()).isPresent();
        assertThat(reopened.format().get().sourceView())
                .as("its exports still flatten the envelope")
                .isPresent();
        assertThat(saved.format().flatMap(OpenedFormat::raw).map(r -> r.file()))
                .contains(folder.toAbsolutePath().normalize().resolve("input.jsonl"));
    }

    @Test
    void aBareFeedReadAgainWithADeclaredTypeIsSavedWithThatSchemaAndWithoutStaleExpectations() throws IOException {
        Path csv = temp.resolve("moves.csv");
        Files.writeString(csv, "id,city,seq\n1,Kyiv,1\n2,Lviv,2\n1,Odesa,3\n");
        Design d = DesignFiles.open(csv);
        assertThat(d.scenario().feed().schema().column(0).type()).isEqualTo(DataType.BIGINT);

        Design retyped =
                d.withFeed(DesignFiles.reread(d, d.scenario().feed().schema().withType(0, DataType.STRING)));
        assertThat(((ChangeFeed) retyped.scenario().feed()).events().get(0).get(0))
                .isEqualTo("1");
        DesignFiles.save(retyped, temp.resolve("saved"), false);
        assertThat(DesignFiles.open(temp.resolve("saved"))
                        .scenario()
                        .feed()
                        .schema()
                        .column(0)
                        .type())
                .isEqualTo(DataType.STRING);

        Design users = DesignFiles.open(USERS);
        Design usersRetyped = users.withFeed(
                DesignFiles.reread(users, users.scenario().feed().schema().withType(0, DataType.STRING)));
        assertThat(usersRetyped.scenarioToSave().expected()).isEmpty();
    }

    @Test
    void aValueThatDoesNotFitTheNewTypeNamesFileLineAndColumn() throws IOException {
        Path csv = temp.resolve("moves.csv");
        Files.writeString(csv, "id,city,seq\n1,Kyiv,1\n2,Lviv,2\n");
        Design d = DesignFiles.open(csv);
        assertThatThrownBy(
                        () -> DesignFiles.reread(d, d.scenario().feed().schema().withType(1, DataType.DATE)))
                .isInstanceOf(ScdException.class)
                .satisfies(e -> assertThat(((ScdException) e).userMessage())
                        .contains("moves.csv")
                        .contains("line 2")
                        .contains("column 2")
                        .contains("city"));
    }

    @Test
    void expectedTablesAreDroppedOnlyWhenTheFlowChanged() {
        Design d = DesignFiles.open(USERS);
        assertThat(d.scenarioToSave().expected()).isNotEmpty();
        Design edited = d.withFlow(((CdcFlowSettings) d.flow()).withKeys(java.util.List.of("name")));
        assertThat(edited.scenarioToSave().expected()).isEmpty();
    }

    @Test
    void aDesignOpenedToEditKeepsItsExpectedTablesWhenSavedElsewhere() throws IOException {
        Path lesson = Path.of("sample-data/customer-moves");
        Design d = DesignFiles.openToEdit(lesson);

        DesignFiles.save(d, temp.resolve("copy"), false);

        assertThat(DesignFiles.open(temp.resolve("copy")).scenario().expected())
                .as("the expected tables read when the save wrote them, as the command line reads them")
                .isEqualTo(DesignFiles.open(lesson).scenario().expected())
                .isNotEmpty();
    }

    @Test
    void aBadExpectedTableStopsTheCommandLineAtOnceAndTheWindowOnlyWhenItSaves() throws IOException {
        Path folder = temp.resolve("bad-expected");
        DesignFiles.save(DesignFiles.open(Path.of("sample-data/customer-moves")), folder, false);
        Path expected = folder.resolve("expected_scd2.csv");
        List<String> lines = new ArrayList<>(Files.readAllLines(expected));
        lines.set(2, lines.get(2) + ",one too many");
        Files.write(expected, lines);

        assertThatThrownBy(() -> DesignFiles.open(folder))
                .isInstanceOf(ScdException.class)
                .satisfies(e -> assertThat(((ScdException) e).userMessage()).contains("expected_scd2.csv line 3"));
        Design opened = DesignFiles.openToEdit(folder);
        assertThat(((ChangeFeed) opened.scenario().feed()).eventCount()).isPositive();
        assertThatThrownBy(() -> DesignFiles.save(opened, temp.resolve("elsewhere"), false))
                .isInstanceOf(ScdException.class)
                .satisfies(e -> assertThat(((ScdException) e).userMessage()).contains("expected_scd2.csv line 3"));
        assertThat(temp.resolve("elsewhere")).doesNotExist();
    }

    @Test
    void savingIntoAFolderWithFilesNeedsConsent() throws IOException {
        Path folder = Files.createDirectories(temp.resolve("users-own"));
        Files.writeString(folder.resolve("my-feed.csv"), "id,seq\n1,1\n");
        Design d = DesignFiles.open(USERS);

        assertThatThrownBy(() -> DesignFiles.save(d, folder, false))
                .isInstanceOf(ScdException.class)
                .hasMessageContaining("already holds files");
        assertThat(folder.resolve("my-feed.csv")).exists();
    }

    @Test
    void aBareFeedFileGetsAFirstGuessFlowAndNoFolder() throws IOException {
        Path csv = temp.resolve("orders.csv");
        Files.writeString(csv, "order_id,status,updated_seq\n1,new,1\n1,paid,2\n");
        Design d = DesignFiles.open(csv);

        assertThat(d.flow().keys()).containsExactly("order_id");
        assertThat(((CdcFlowSettings) d.flow()).sequenceBy().column()).isEqualTo("updated_seq");
        assertThat(d.folder()).isEmpty();
        assertThat(d.scenario().id()).isEqualTo("orders");
    }

    @Test
    void aBareFeedsOwnOperationColumnGivesItsDeletes() throws IOException {
        Path csv = temp.resolve("moves.csv");
        Files.writeString(csv, "customer_id,city,op,seq\n1,Kyiv,INSERT,1\n2,Lviv,INSERT,2\n2,,DELETE,3\n");
        Design d = DesignFiles.open(csv);
        assertThat(((CdcFlowSettings) d.flow()).applyAsDeletes()).contains("op = 'DELETE'");
        Path twice = temp.resolve("twice.csv");
        Files.writeString(twice, "id,op,seq\n1,I,1\n1,D,2\n2,i,3\n2,delete,4\n");
        assertThat(((CdcFlowSettings) DesignFiles.open(twice).flow()).applyAsDeletes())
                .as("delete spelt two ways")
                .contains("op IN ('D', 'delete')");
        Path own = temp.resolve("own.csv");
        Files.writeString(own, "id,op,seq\n1,I,1\n1,CORRECTION,2\n2,I,3\n2,,4\n2,D,5\n3,TRUNCATE,6\n");
        CdcFlowSettings guessed = (CdcFlowSettings) DesignFiles.open(own).flow();
        assertThat(guessed.applyAsDeletes())
                .as("a code of the feed's own and a blank beside the usual ones")
                .contains("op = 'D'");
        assertThat(guessed.applyAsTruncates()).contains("op = 'TRUNCATE'");
        // Folded as an upsert, the delete left key 2 as a row of NULLs.
        Table table = FormatCases.run(new InMemoryEngine(), (CdcFlowSettings) d.flow(), (ChangeFeed)
                d.scenario().feed());
        assertThat(table.rows()).extracting(r -> r.get(0)).containsExactly(1L);
    }

    @Test
    void noDeletesAreGuessedFromAColumnThatIsNoOperationColumn() throws IOException {
        Map<String, String> feeds = Map.of(
                "notes.csv", "id,notes,seq\n1,D,1\n2,delete,2\n", // not named as an operation column
                "initials.csv", "id,op,seq\n1,JK,1\n1,D,2\n2,MK,3\n", // initials, not operation codes
                "codes.csv", "id,op,seq\n1,1,1\n1,3,2\n"); // SQL Server's numbers, without its format
        for (Map.Entry<String, String> f : feeds.entrySet()) {
            Path csv = temp.resolve(f.getKey());
            Files.writeString(csv, f.getValue());
            assertThat(((CdcFlowSettings) DesignFiles.open(csv).flow()).applyAsDeletes())
                    .as(f.getKey())
                    .isEmpty();
        }
    }

    @Test
    void anUnreadableFeedIsAUserErrorNamingTheLine() throws IOException {
        Path csv = temp.resolve("broken.csv");
        Files.writeString(csv, "id,seq\n1,1\n2,\"unterminated\n");
        assertThatThrownBy(() -> DesignFiles.open(csv))
                .isInstanceOf(ScdException.class)
                .satisfies(e -> assertThat(((ScdException) e).userMessage())
                        .contains("broken.csv")
                        .contains("line"));
    }
}
