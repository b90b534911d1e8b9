package io.scdstudio.feed;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.DataType;
import java.util.List;
import org.junit.jupiter.api.Test;

class SchemaInferenceTest {

    @Test
    void typicalCdcFeedGetsTheTypesAUserWouldDeclare() {
        InferredSchema s = SchemaInference.fromText(
                List.of("userId", "name", "active", "since", "operation", "sequenceNum"),
                List.of(
                        List.of("124", "Raul", "true", "2023-05-01", "INSERT", "1"),
                        List.of("123", "Isabel", "FALSE", "2023-06-15", "INSERT", "2"),
                        List.of("123", "null", "null", "null", "DELETE", "6")));
        assertThat(s.schema().columns())
                .extracting(c -> c.type().sqlName())
                .containsExactly("bigint", "string", "boolean", "date", "string", "bigint");
        assertThat(s.reasons().get(5)).isEqualTo("sequenceNum: bigint — all 3 non-null values are whole numbers");
        assertThat(s.reasons().get(2)).isEqualTo("active: boolean — all 2 non-null values are true or false");
        assertThat(s.reasons().get(3)).isEqualTo("since: date — all 2 non-null values are dates (yyyy-MM-dd)");
    }

    @Test
    void mixedKindsFallBackToStringNamingTheValueThatDidNotFit() {
        InferredSchema s = SchemaInference.fromText(List.of("v"), List.of(List.of("1"), List.of("true")));
        assertThat(s.schema().column(0).type()).isEqualTo(DataType.STRING);
        assertThat(s.reasons().get(0))
                .isEqualTo("v: string — the values mix kinds: 'true' on line 3 does not fit " + "the values before it");
    }

    @Test
    void datesMixedWithTimestampsAreTimestamps() {
        InferredSchema s =
                SchemaInference.fromText(List.of("t"), List.of(List.of("2024-01-01"), List.of("2024-01-01T10:00:00")));
        assertThat(s.schema().column(0).type()).isEqualTo(DataType.TIMESTAMP);
    }

    @Test
    void isoTimestampsWithOffsetsAreTimestampsAndTheReasonSaysTheyAreGivenInUtc() {
        InferredSchema s = SchemaInference.fromText(
                List.of("t"), List.of(List.of("2024-01-01T10:00:00Z"), List.of("2024-01-01T10:00:00.123+02:00")));
        assertThat(s.schema().column(0).type()).isEqualTo(DataType.TIMESTAMP);
        assertThat(s.reasons().get(0)).contains("with an offset (Z, +02:00) are given in UTC");
        InferredSchema local = SchemaInference.fromText(List.of("t"), List.of(List.of("2024-01-01T10:00:00")));
        assertThat(local.reasons().get(0)).doesNotContain("offset");
    }

    @Test
    void aColumnOfOnlyNullsIsStringAndSaysSo() {
        InferredSchema s = SchemaInference.fromText(List.of("x"), List.of(List.of("null"), List.of("")));
        assertThat(s.schema().column(0).type()).isEqualTo(DataType.STRING);
        assertThat(s.reasons().get(0)).isEqualTo("x: string — the column has no non-null values to go by");
    }

    @Test
    void wholeNumbersBeyondBigintAreDouble() {
        InferredSchema s = SchemaInference.fromText(List.of("n"), List.of(List.of("99999999999999999999")));
        assertThat(s.schema().column(0).type()).isEqualTo(DataType.DOUBLE);
    }
}
