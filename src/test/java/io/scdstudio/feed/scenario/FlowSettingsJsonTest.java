package io.scdstudio.feed.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.SnapshotFlowSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class FlowSettingsJsonTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    @Test
    void writesEveryParameterInTheReadmeOrderWithNullAndFalseWhenUnused() {
        JsonNode json = FlowSettingsJson.toJson(CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq")));
        assertThat(fieldNames(json)).containsExactlyElementsOf(FlowSettingsJson.CDC_PARAMETERS);
        assertThat(json.get("apply_as_deletes").isNull()).isTrue();
        assertThat(json.get("ignore_null_updates").asBoolean()).isFalse();
        assertThat(json.get("stored_as_scd_type").isNull()).isTrue();
    }

    @Test
    void anImportedDesignKeepsItsTableNamesAndAStructSequence() throws Exception {
        CdcFlowSettings flow = CdcFlowSettings.of(List.of("id"), SequenceBy.struct(List.of("ts", "txn")))
                .withTarget("customers_scd2")
                .withScdType(2)
                .withConditions(Optional.of("op = 'DELETE'"), Optional.empty());
        String text = FlowSettingsJson.toText(flow);
        assertThat(text)
                .startsWith("{\n  \"target\": \"customers_scd2\",\n  \"keys\": [\"id\"],\n"
                        + "  \"sequence_by\": [\"ts\", \"txn\"],\n  \"apply_as_deletes\": \"op = 'DELETE'\",");
        FlowSettings back = FlowSettingsJson.fromJson(JSON.readTree(text), "design");
        assertThat(back).isEqualTo(flow);
    }

    @Test
    void snapshotFlowsConvertBothWays() {
        SnapshotFlowSettings flow = SnapshotFlowSettings.of(List.of("Key")).withScdType(1);
        JsonNode json = FlowSettingsJson.toJson(flow);
        assertThat(fieldNames(json))
                .containsExactly(
                        "keys", "stored_as_scd_type", "track_history_column_list", "track_history_except_column_list");
        assertThat(FlowSettingsJson.fromJson(json, "design")).isEqualTo(flow);
    }

    @Test
    void readsTheScdTypeAsNumberOrText() throws Exception {
        for (String type : List.of("2", "\"2\"")) {
            JsonNode node = JSON.readTree(
                    "{\"keys\": [\"id\"], \"sequence_by\": \"seq\", \"stored_as_scd_type\": " + type + "}");
            assertThat(FlowSettingsJson.cdcFromJson(node, "case.json").storedAsScdType())
                    .contains(2);
        }
    }
}
