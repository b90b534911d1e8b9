package io.scdstudio.feed.scenario;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.ScdException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Typed access to the fields of one JSON object of a hand-written file, failing with the file and the
 * field's path ({@code flow.sequence_by}) when a field is missing or has the wrong JSON type.
 */
final class JsonFields {
    private final JsonNode object;
    private final String file;
    private final String prefix;

    JsonFields(JsonNode object, String file, String prefix) {
        this.object = object;
        this.file = file;
        this.prefix = prefix;
    }

    JsonNode node() {
        return object;
    }

    String file() {
        return file;
    }

    String prefix() {
        return prefix;
    }

    /** The field, or empty when it is absent or JSON null. */
    Optional<JsonNode> find(String name) {
        JsonNode n = object.get(name);
        return n == null || n.isNull() ? Optional.empty() : Optional.of(n);
    }

    JsonNode require(String name, String hint) {
        return find(name).orElseThrow(() -> error(name, "the field is missing or null", hint));
    }

    Optional<String> optString(String name) {
        return find(name).map(n -> {
            if (!n.isTextual()) {
                throw error(name, "expected a JSON string, found " + n, "Write the value in double quotes");
            }
            return n.asText();
        });
    }

    String string(String name, String orElse) {
        return optString(name).orElse(orElse);
    }

    boolean bool(String name) {
        return find(name)
                .map(n -> {
                    if (!n.isBoolean()) {
                        throw error(name, "expected true or false, found " + n, "Write true or false without quotes");
                    }
                    return n.asBoolean();
                })
                .orElse(false);
    }

    Optional<List<String>> optStringList(String name) {
        return find(name).map(n -> stringList(name, n));
    }

    List<String> stringList(String name, JsonNode n) {
        if (!n.isArray()) {
            throw error(name, "expected a list of names, found " + n, "Write a JSON list such as [\"id\", \"name\"]");
        }
        List<String> names = new ArrayList<>();
        for (JsonNode item : n) {
            if (!item.isTextual()) {
                throw error(
                        name,
                        "the list holds " + item + ", which is not a name",
                        "Write every entry as a string in double quotes");
            }
            names.add(item.asText());
        }
        return List.copyOf(names);
    }

    List<Integer> intList(String name) {
        Optional<JsonNode> list = find(name);
        if (list.isPresent() && !list.get().isArray()) {
            throw error(
                    name,
                    "expected a list of batch numbers, found " + list.get(),
                    "Write a JSON list of batch numbers such as [2, 3]");
        }
        List<Integer> numbers = new ArrayList<>();
        for (JsonNode item : list.orElse(MissingNode.getInstance())) {
            if (!item.canConvertToInt() || !item.isIntegralNumber()) {
                throw error(
                        name,
                        "the list holds " + item + ", which is not a whole number",
                        "Write a JSON list of batch numbers such as [2, 3]");
            }
            numbers.add(item.intValue());
        }
        return List.copyOf(numbers);
    }

    ScdException error(String name, String problem, String hint) {
        return Errors.at(Location.at(file, 0, 0, prefix + name), ErrorClass.SCENARIO_INVALID, problem, hint);
    }
}
