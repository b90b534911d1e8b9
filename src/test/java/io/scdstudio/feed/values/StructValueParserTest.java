package io.scdstudio.feed.values;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Location;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.StructValue;
import java.time.LocalDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;

class StructValueParserTest {
    private static final List<String> NAMES = List.of("ts", "txn");
    private static final List<DataType> TYPES = List.of(DataType.TIMESTAMP, DataType.BIGINT);
    private static final Location AT = Location.at("expected_scd2.csv", 2, 3, "__START_AT");

    @Test
    void readsFieldsByTheirTypesInOrder() {
        StructValue v = StructValueParser.parse("{\"ts\":\"2024-03-01 09:00:00\",\"txn\":2}", NAMES, TYPES, AT);
        assertThat(v.fieldNames()).containsExactly("ts", "txn");
        assertThat(v.fields()).containsExactly(LocalDateTime.of(2024, 3, 1, 9, 0), 2L);
        assertThat(v.toString()).isEqualTo("{\"ts\":\"2024-03-01 09:00:00\",\"txn\":2}");
    }

    @Test
    void aNullFieldIsNull() {
        StructValue v = StructValueParser.parse("{\"ts\":null,\"txn\":1}", NAMES, TYPES, AT);
        assertThat(v.fields().get(0)).isNull();
    }

    @Test
    void fieldsOutOfOrderOrMistypedAreErrorsShowingAValidExample() {
        for (String bad : List.of(
                "{\"txn\":1,\"ts\":\"2024-03-01 09:00:00\"}",
                "{\"ts\":\"x\",\"txn\":1}",
                "{\"ts\":\"2024-03-01 09:00:00\",\"txn\":\"1\"}",
                "{\"ts\":\"2024-03-01 09:00:00\"}",
                "not json")) {
            assertThatThrownBy(() -> StructValueParser.parse(bad, NAMES, TYPES, AT))
                    .isInstanceOfSatisfying(
                            ScdException.class,
                            e -> assertThat(e.userMessage())
                                    .contains(
                                            "expected_scd2.csv",
                                            "line 2",
                                            "__START_AT",
                                            "struct<ts:timestamp,txn:bigint>",
                                            "{\"ts\":\"2024-01-31 08:30:00\",\"txn\":42}"));
        }
    }

    @Test
    void structTypesKeepFieldNamesAndTypesInTheirName() {
        DataType t = StructTypes.of(
                List.of(new Column("sequenceNum", DataType.BIGINT), new Column("amount", DataType.decimal(10, 2))));
        assertThat(t.sqlName()).isEqualTo("struct<sequenceNum:bigint,amount:decimal(10,2)>");
        assertThat(StructTypes.fields(t)).extracting(Column::name).containsExactly("sequenceNum", "amount");
        assertThat(StructTypes.fields(t).get(1).type()).isEqualTo(DataType.decimal(10, 2));
    }
}
