package io.scdstudio.feed.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Scenario;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScenarioErrorsTest {
    private static final String CASE = """
            {
              "id": "X1",
              "schema": {"id": "bigint", "v": "string", "seq": "bigint"},
              "source": "cdc",
              "flow": {
                "keys": ["id"],
                "sequence_by": "seq",
                "stored_as_scd_type": 2
              },
              "expect_error": null
            }
            """;

    @TempDir
    Path temp;

    Path folder(String caseJson, String input) throws IOException {
        Path f = Files.createDirectories(temp.resolve("X1-case"));
        Files.writeString(f.resolve("case.json"), caseJson);
        Files.writeString(f.resolve("input.csv"), input);
        return f;
    }

    static ScdException failure(Path folder) {
        ScdException[] caught = new ScdException[1];
        assertThatThrownBy(() -> ScenarioReader.read(folder))
                .isInstanceOfSatisfying(ScdException.class, e -> caught[0] = e);
        return caught[0];
    }

    @Test
    void aMinimalCaseReadsWithDefaultsForTheOmittedParameters() throws IOException {
        Scenario s = ScenarioReader.read(folder(
                CASE.replace("\"stored_as_scd_type\": 2", "\"stored_as_scd_type\": \"2\""), "id,v,seq\n1,a,1\n"));
        assertThat(s.flow().storedAsScdType()).contains(2);
        assertThat(s.title()).isEmpty();
        assertThat(s.expected()).isEmpty();
    }

    @Test
    void invalidJsonNamesTheFileAndLine() throws IOException {
        ScdException e = failure(folder(CASE.replace("\"cdc\",", "\"cdc\""), "id,v,seq\n"));
        assertThat(e.errorClass()).isEqualTo(ErrorClass.SCENARIO_INVALID.name());
        assertThat(e.userMessage()).contains("X1-case/case.json line 5");
    }

    @Test
    void anUnknownTypeNamesTheSchemaField() throws IOException {
        ScdException e = failure(folder(CASE.replace("\"v\": \"string\"", "\"v\": \"strng\""), "id,v,seq\n"));
        assertThat(e.userMessage()).contains("X1-case/case.json (schema.v)", "unknown type 'strng'");
    }

    @Test
    void aBadScdTypeNamesTheFlowField() throws IOException {
        ScdException e = failure(
                folder(CASE.replace("\"stored_as_scd_type\": 2", "\"stored_as_scd_type\": \"two\""), "id,v,seq\n"));
        assertThat(e.userMessage()).contains("case.json (flow.stored_as_scd_type)", "expected 1, 2 or null");
    }

    @Test
    void aMisspelledFlowParameterIsNamed() throws IOException {
        ScdException e = failure(folder(CASE.replace("\"keys\"", "\"key\""), "id,v,seq\n"));
        assertThat(e.userMessage()).contains("(flow.key)", "unknown flow parameter");
    }

    @Test
    void theSourceKindIsRequired() throws IOException {
        ScdException e = failure(folder(CASE.replace("\"source\": \"cdc\",", ""), "id,v,seq\n"));
        assertThat(e.userMessage()).contains("(source)", "\"cdc\" or \"snapshot\"");
    }

    @Test
    void aBadInputValueNamesTheInputFileLineAndColumn() throws IOException {
        ScdException e = failure(folder(CASE, "__batch,id,v,seq\n1,1,a,1\n1,x,b,2\n"));
        assertThat(e.userMessage()).contains("X1-case/input.csv line 3, column 2 (id)", "'x'", "[VALUE_NOT_OF_TYPE]");
    }

    @Test
    void anInputHeaderNotMatchingTheSchemaIsNamed() throws IOException {
        ScdException e = failure(folder(CASE, "id,seq,v\n"));
        assertThat(e.userMessage()).contains("X1-case/input.csv line 1, column 2", "[HEADER_INVALID]");
    }

    @Test
    void anExpectedColumnThatIsNoSourceColumnIsNamed() throws IOException {
        Path f = folder(CASE, "id,v,seq\n1,a,1\n");
        Files.writeString(f.resolve("expected_scd2.csv"), "id,value,__START_AT,__END_AT\n1,a,1,null\n");
        assertThat(failure(f).userMessage()).contains("X1-case/expected_scd2.csv line 1, column 2 (value)");
    }

    @Test
    void aMisnamedExpectedFileIsReported() throws IOException {
        Path f = folder(CASE, "id,v,seq\n1,a,1\n");
        Files.writeString(f.resolve("expected_scd3.csv"), "id,v\n");
        assertThat(failure(f).userMessage()).contains("expected_scd3.csv", "not understood");
    }

    @Test
    void aMissingInputFileIsReported() throws IOException {
        Path f = folder(CASE, "");
        Files.delete(f.resolve("input.csv"));
        assertThat(failure(f).userMessage()).contains("X1-case/input.csv", "missing");
    }

    @Test
    void aFolderWithoutCaseJsonIsNoScenario() {
        assertThat(ScenarioReader.isScenarioFolder(temp)).isFalse();
        assertThat(failure(temp).getMessage()).contains("no case.json");
    }
}
