package io.scdstudio.expr;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Test-only reader of a conformance case: its schema, conditions and the raw and typed rows of input.csv
 * (the product's feed reader is written elsewhere).
 */
record ConformanceFeed(
        String id,
        Schema schema,
        String deletes,
        String truncates,
        List<String> header,
        List<List<String>> rawRows,
        List<Row> rows) {

    static Path root() {
        return io.scdstudio.ConformanceSuite.dir();
    }

    static ConformanceFeed read(Path folder) throws IOException {
        JsonNode json = new ObjectMapper().readTree(folder.resolve("case.json").toFile());
        List<Column> columns = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = json.get("schema").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            columns.add(new Column(e.getKey(), DataType.parse(e.getValue().asText())));
        }
        Schema schema = new Schema(columns);
        JsonNode flow = json.get("flow");
        List<List<TestCsv.Field>> records = TestCsv.parse(Files.readString(folder.resolve("input.csv")));
        List<String> header = records.get(0).stream().map(TestCsv.Field::text).toList();
        int skip = header.get(0).equals("__batch") ? 1 : 0;
        List<List<String>> raw = new ArrayList<>();
        List<Row> rows = new ArrayList<>();
        for (List<TestCsv.Field> record : records.subList(1, records.size())) {
            List<TestCsv.Field> data = record.subList(skip, record.size());
            raw.add(data.stream().map(f -> f.isNull() ? null : f.text()).toList());
            rows.add(typed(schema, data));
        }
        return new ConformanceFeed(
                json.get("id").asText(),
                schema,
                text(flow.get("apply_as_deletes")),
                text(flow.get("apply_as_truncates")),
                header.subList(skip, header.size()),
                raw,
                rows);
    }

    private static String text(JsonNode node) {
        return node == null || node.isNull() ? null : node.asText();
    }

    private static Row typed(Schema schema, List<TestCsv.Field> fields) {
        Object[] values = new Object[schema.size()];
        for (int i = 0; i < values.length; i++) {
            TestCsv.Field f = fields.get(i);
            values[i] = f.isNull() ? null : value(schema.column(i).type(), f.text());
        }
        return Row.adopt(values);
    }

    private static Object value(DataType type, String text) {
        return switch (type.kind()) {
            case BIGINT, INT -> Long.parseLong(text);
            case DOUBLE -> Double.parseDouble(text);
            case BOOLEAN -> Boolean.parseBoolean(text);
            case DECIMAL -> new BigDecimal(text).setScale(type.scale(), RoundingMode.UNNECESSARY);
            case DATE -> LocalDate.parse(text);
            case TIMESTAMP -> LocalDateTime.parse(text.replace(' ', 'T'));
            default -> text;
        };
    }
}
