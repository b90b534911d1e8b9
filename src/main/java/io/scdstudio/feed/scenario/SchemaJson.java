package io.scdstudio.feed.scenario;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Schema;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The {@code schema} object of {@code case.json}: column name to Spark SQL type, in column order. */
final class SchemaJson {
    private SchemaJson() {}

    static Schema read(JsonFields root) {
        JsonNode node = root.require("schema", "Declare the columns, e.g. \"schema\": {\"id\": \"bigint\"}");
        if (!node.isObject() || node.isEmpty()) {
            throw root.error(
                    "schema",
                    "expected an object with at least one column, found " + node,
                    "Declare the columns in order, e.g. \"schema\": {\"id\": \"bigint\", \"name\": \"string\"}");
        }
        List<Column> columns = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : node.properties()) {
            columns.add(column(root, e.getKey(), e.getValue()));
        }
        try {
            return new Schema(columns);
        } catch (IllegalArgumentException e) {
            throw root.error("schema", e.getMessage(), "Give every column a distinct name");
        }
    }

    private static Column column(JsonFields root, String name, JsonNode type) {
        String field = "schema." + name;
        if (name.isEmpty()) {
            throw root.error("schema", "a column has an empty name", "Name every column");
        }
        if (!type.isTextual()) {
            throw root.error(
                    field, "expected a type name, found " + type, "Write the type as a string, e.g. \"bigint\"");
        }
        try {
            return new Column(name, DataType.parse(type.asText()));
        } catch (IllegalArgumentException e) {
            throw root.error(field, e.getMessage(), "Write a Spark SQL type such as bigint, string or decimal(10,2)");
        }
    }

    static ObjectNode write(Schema schema) {
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        for (Column c : schema.columns()) {
            o.put(c.name(), c.type().sqlName());
        }
        return o;
    }
}
