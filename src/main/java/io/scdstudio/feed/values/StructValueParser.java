package io.scdstudio.feed.values;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Location;
import io.scdstudio.model.StructValue;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Reads a STRUCT sequence value written as compact JSON in field order ({@code {"ts":0,"txn":1}}): numbers
 * and booleans bare, timestamps, dates and strings as JSON strings, NULL as {@code null}.
 */
public final class StructValueParser {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Marks a field that does not fit its type, where null already means NULL. */
    private static final Object INVALID = new Object();

    private StructValueParser() {}

    /**
     * @throws io.scdstudio.model.ScdException class {@code VALUE_NOT_OF_TYPE} naming {@code where}
     */
    public static StructValue parse(String json, List<String> names, List<DataType> types, Location where) {
        List<Column> fields = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            fields.add(new Column(names.get(i), types.get(i)));
        }
        return (StructValue) ValueParser.parse(json, StructTypes.of(fields), where);
    }

    /** The struct value, or null when the text is not a JSON object with exactly the type's fields. */
    static StructValue tryParse(String text, DataType type) {
        List<Column> fields = StructTypes.fields(type);
        JsonNode node;
        try {
            node = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            return null;
        }
        if (node == null || !node.isObject() || node.size() != fields.size()) {
            return null;
        }
        List<Object> values = new ArrayList<>(fields.size());
        Iterator<Map.Entry<String, JsonNode>> entries = node.properties().iterator();
        for (Column field : fields) {
            Map.Entry<String, JsonNode> entry = entries.next();
            if (!entry.getKey().equals(field.name())) {
                return null;
            }
            Object value = fieldValue(entry.getValue(), field.type());
            if (value == INVALID) {
                return null;
            }
            values.add(value);
        }
        return new StructValue(
                fields.stream().map(Column::name).toList(),
                fields.stream().map(Column::type).toList(),
                values);
    }

    private static Object fieldValue(JsonNode node, DataType type) {
        if (node.isNull()) {
            return null;
        }
        boolean bareType = type.isNumeric() || type.kind() == DataType.Kind.BOOLEAN;
        if (!node.isValueNode() || node.isTextual() == bareType) {
            return INVALID;
        }
        Object value = ValueParser.convert(node.asText(), type);
        return value == null ? INVALID : value;
    }
}
