package io.scdstudio.project;

import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Scenario;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A design being edited: the scenario (feed, flow, expectations), the path it was opened from, the scenario
 * folder that {@code Save} writes to (empty until the user picks one for a bare feed file), and the flow as
 * loaded, so saving can tell whether the scenario's expected tables still describe this flow.
 */
public record Design(Scenario scenario, Path origin, Optional<Path> folder, FlowSettings loadedFlow) {
    public Design {
        Objects.requireNonNull(scenario, "scenario");
        Objects.requireNonNull(origin, "origin");
        Objects.requireNonNull(folder, "folder");
        Objects.requireNonNull(loadedFlow, "loadedFlow");
    }

    public FlowSettings flow() {
        return scenario.flow();
    }

    public Design withFlow(FlowSettings flow) {
        return new Design(scenario.withFlow(flow), origin, folder, loadedFlow);
    }

    /** Whether the flow differs from the one the expected tables were written for. */
    public boolean flowChanged() {
        return !scenario.flow().equals(loadedFlow);
    }

    /**
     * The scenario to write: its expected tables and expected error only when the flow is the one they were
     * written for, since a table expected of another flow would make the saved scenario fail its own check.
     */
    public Scenario scenarioToSave() {
        if (!flowChanged()) {
            return scenario;
        }
        Scenario s = scenario;
        return new Scenario(s.id(), s.title(), s.pins(), s.provenance(), s.rules(), s.feed(), s.flow(),
                Optional.empty(), List.of(), s.simulateTombstoneGcBeforeBatches(), s.notes(), List.of());
    }

    /** The same design, now saved in {@code savedTo}: it is its folder, and its flow the reference. */
    public Design savedAs(Path savedTo) {
        return new Design(scenarioToSave(), origin, Optional.of(savedTo), scenario.flow());
    }
}
