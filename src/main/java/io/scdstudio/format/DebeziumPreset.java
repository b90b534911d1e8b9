package io.scdstudio.format;

import io.scdstudio.feed.Preset;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.FlowParameters;
import io.scdstudio.model.Location;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The design a careful engineer starts a Debezium feed with, and why each choice. */
final class DebeziumPreset {
    private DebeziumPreset() {}

    static Preset of(DebeziumJsonFormat.Flattening flat, Schema schema) {
        List<Preset.Choice> why = new ArrayList<>();
        List<String> keys = keys(flat, schema, why);
        SequenceBy sequence = sequence(flat, schema, why);
        List<String> meta =
                schema.names().stream().filter(n -> n.startsWith("__")).toList();
        CdcFlowSettings flow = CdcFlowSettings.of(keys, sequence)
                .withConditions(deletes(flat, schema, why), truncates(flat, why))
                .withColumnSelection(Optional.empty(), meta.isEmpty() ? Optional.empty() : Optional.of(meta));
        if (!meta.isEmpty()) {
            why.add(
                    new Preset.Choice(
                            FlowParameters.EXCEPT_COLUMN_LIST,
                            "the envelope's metadata (" + String.join(", ", meta)
                                    + ") says how and when a row changed, not what the row is, so it stays out of the dimension"));
        }
        if (!flat.unavailable.isEmpty()) {
            List<String> cols = List.copyOf(flat.unavailable);
            flow = flow.withIgnoreNullUpdates(false, Optional.of(cols), Optional.empty());
            why.add(new Preset.Choice(
                    FlowParameters.IGNORE_NULL_UPDATES_COLUMN_LIST,
                    String.join(", ", cols) + " sometimes came "
                            + "as " + DebeziumJsonFormat.UNAVAILABLE
                            + " (not sent, not NULL), so an update keeps the value "
                            + "it had; a real NULL in these columns is then kept out too"));
        }
        return new Preset(flow, why);
    }

    private static List<String> keys(DebeziumJsonFormat.Flattening flat, Schema schema, List<Preset.Choice> why) {
        List<String> fromKey =
                flat.keyFields.stream().filter(schema.names()::contains).toList();
        if (!fromKey.isEmpty() && fromKey.size() == flat.keyFields.size()) {
            why.add(new Preset.Choice(
                    "keys",
                    String.join(", ", fromKey) + ": the Kafka message key, which "
                            + "Debezium makes from the table's primary key"));
            return fromKey;
        }
        String guess = schema.names().stream()
                .filter(n -> n.equalsIgnoreCase("id"))
                .findFirst()
                .or(() -> schema.names().stream()
                        .filter(n -> !n.startsWith("__") && n.toLowerCase().endsWith("id"))
                        .findFirst())
                .orElse(schema.names().get(0));
        why.add(new Preset.Choice(
                "keys", guess + " is a guess: the dump has no message keys; set the table's " + "primary key"));
        return List.of(guess);
    }

    private static SequenceBy sequence(DebeziumJsonFormat.Flattening flat, Schema schema, List<Preset.Choice> why) {
        List<String> parts = new ArrayList<>();
        boolean phase = schema.find("__phase").isPresent();
        if (phase) {
            parts.add("__phase");
        }
        String reason;
        Optional<DebeziumPosition.Added> added = DebeziumPosition.addedFields(schema);
        if (flat.position != null) {
            flat.position.fields().stream()
                    .map(DebeziumPosition::column)
                    .filter(c -> schema.find(c).isPresent())
                    .forEach(parts::add);
            reason = flat.position.why();
        } else if (added.isPresent()) {
            parts.addAll(added.get().columns());
            reason = String.join(", ", added.get().columns()) + ", "
                    + added.get().position().why() + ", which ExtractNewRecordState added (add.fields)";
        } else if (schema.find("__source_ts_ms").isPresent()) {
            parts.add("__source_ts_ms");
            reason = "__source_ts_ms, the source's commit time, because the dump has no log position: changes in "
                    + "one millisecond tie; add the connector's position to the dump (add.fields="
                    + DebeziumPosition.ADVICE
                    + "), or dump the full envelope";
        } else if (schema.find("__ts_ms").isPresent()) {
            parts.add("__ts_ms");
            reason = "__ts_ms is the only candidate, and it is the connector's processing time, not the source's "
                    + "order: events a moment apart can swap; dump the full envelope with its source block";
        } else {
            // Any other column (the last one was taken once: __deleted, where 'true' sorts after 'false', so every
            // delete won) would order the changes by something that is not their order.
            throw Errors.at(
                    Location.file(flat.source),
                    ErrorClass.SCENARIO_INVALID,
                    "the rows carry no log position, no source.ts_ms and no ts_ms, so nothing says which change"
                            + " of a key came last",
                    "Add the connector's position to ExtractNewRecordState (add.fields=" + DebeziumPosition.ADVICE
                            + "), or dump the full envelope with its source block; or open the rows in a scenario"
                            + " whose flow names the sequence column");
        }
        if (phase && parts.size() > 1) {
            reason = "__phase first (0 for the initial snapshot's reads, 1 for streamed changes), so a snapshot row "
                    + "never overrides a change streamed after it; then " + reason + ". Not ts_ms: that is when the "
                    + "connector processed the change, with millisecond ties";
        } else if (phase) {
            parts.remove("__phase");
        }
        why.add(new Preset.Choice(FlowParameters.SEQUENCE_BY, reason));
        return parts.size() == 1 ? SequenceBy.column(parts.get(0)) : SequenceBy.struct(parts);
    }

    private static Optional<String> deletes(
            DebeziumJsonFormat.Flattening flat, Schema schema, List<Preset.Choice> why) {
        if (schema.find("__deleted").isPresent()) {
            why.add(new Preset.Choice(
                    FlowParameters.APPLY_AS_DELETES,
                    "__deleted = 'true': ExtractNewRecordState's rewritten "
                            + "deletes carry the before-row and __deleted as the string \"true\""));
            return Optional.of("__deleted = 'true'");
        }
        if (schema.find("__op").isPresent()) {
            why.add(new Preset.Choice(
                    FlowParameters.APPLY_AS_DELETES,
                    "__op = 'd': Debezium's delete event, whose row is the " + "before-image"));
            return Optional.of("__op = 'd'");
        }
        return Optional.empty();
    }

    private static Optional<String> truncates(DebeziumJsonFormat.Flattening flat, List<Preset.Choice> why) {
        if (flat.opCounts.getOrDefault("t", 0) > 0) {
            why.add(new Preset.Choice(
                    FlowParameters.APPLY_AS_TRUNCATES,
                    "__op = 't': the feed holds " + flat.opCounts.get("t")
                            + " table truncate(s); AUTO CDC applies truncates in SCD type 1 only"));
            return Optional.of("__op = 't'");
        }
        return Optional.empty();
    }
}
