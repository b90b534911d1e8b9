package io.scdstudio.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.scdstudio.feed.scenario.FlowSettingsJson;
import io.scdstudio.model.FlowSettings;

/** A flow as the {@code "flow"} object of case.json, indented, so it can be pasted into a scenario. */
final class FlowSettingsText {
    private static final ObjectMapper JSON = new ObjectMapper();

    private FlowSettingsText() {}

    static String of(FlowSettings flow) {
        try {
            return "  \"flow\": "
                    + JSON.writerWithDefaultPrettyPrinter()
                            .writeValueAsString(FlowSettingsJson.toJson(flow))
                            .replace("\n", "\n  ")
                    + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
