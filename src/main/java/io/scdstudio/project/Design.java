package io.scdstudio.project;

import io.scdstudio.model.Feed;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Schema;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A design being edited: the scenario (feed, flow, expectations), the path it was opened from, the scenario
 * folder that {@code Save} writes to (empty until the user picks one for a bare feed file), and the flow and
 * feed schema as loaded, so saving can tell whether the scenario's expected tables still describe this design.
 */
public record Design(
        Scenario scenario,
        Path origin,
        Optional<Path> folder,
        FlowSettings loadedFlow,
        Schema loadedSchema,
        Optional<OpenedFormat> format) {
    public Design {
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(scenario, "scenario");
        Objects.requireNonNull(origin, "origin");
        Objects.requireNonNull(folder, "folder");
        Objects.requireNonNull(loadedFlow, "loadedFlow");
        Objects.requireNonNull(loadedSchema, "loadedSchema");
    }

    /** A design as just opened: its flow and schema are the ones its expectations were written for. */
    public Design(Scenario scenario, Path origin, Optional<Path> folder) {
        this(scenario, origin, folder, scenario.flow(), scenario.feed().schema(), Optional.empty());
    }

    /** The same design, noting that its feed was read in a CDC format (shown beside the flow). */
    public Design withFormat(OpenedFormat opened) {
        return new Design(scenario, origin, folder, loadedFlow, loadedSchema, Optional.of(opened));
    }

    /**
     * The same design with no folder of its own, as a lesson of the library opens: Save asks for a new folder,
     * so the library's scenario (and its lesson) is never replaced by an edit.
     */
    public Design asTemplate() {
        return new Design(scenario, origin, Optional.empty(), loadedFlow, loadedSchema, format);
    }

    public FlowSettings flow() {
        return scenario.flow();
    }

    public Design withFlow(FlowSettings flow) {
        return new Design(scenario.withFlow(flow), origin, folder, loadedFlow, loadedSchema, format);
    }

    /** The same design over the same events read with other column types. */
    public Design withFeed(Feed feed) {
        return new Design(scenario.toBuilder().feed(feed).build(), origin, folder, loadedFlow, loadedSchema, format);
    }

    /** Whether the flow or the feed's types differ from the ones the expected tables were written for. */
    public boolean flowChanged() {
        return !scenario.flow().equals(loadedFlow) || !scenario.feed().schema().equals(loadedSchema);
    }

    /**
     * The scenario to write: its expected tables and expected error only when the flow is the one they were
     * written for, since a table expected of another flow would make the saved scenario fail its own check.
     */
    public Scenario scenarioToSave() {
        if (!flowChanged()) {
            return scenario;
        }
        return scenario.toBuilder()
                .expectError(Optional.empty())
                .expectWarnings(List.of())
                .expected(List.of())
                .build();
    }

    /** The same design, now saved in {@code savedTo}: it is its folder, and its flow the reference. */
    public Design savedAs(Path savedTo) {
        Design saved = new Design(scenarioToSave(), origin, Optional.of(savedTo));
        return format.map(f -> saved.withFormat(f.savedIn(savedTo))).orElse(saved);
    }
}
