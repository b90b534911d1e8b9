package io.scdstudio.feed.values;

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
    void wholeNumbersBeyondBigintAreExactDecimalsNeverDouble() {
        InferredSchema s = SchemaInference.fromText(
                List.of("n"), List.of(List.of("12345678901234567890123456"), List.of("12345678901234567890123457")));
        assertThat(s.schema().column(0).type()).isEqualTo(DataType.decimal(38, 0));
        assertThat(s.reasons().get(0)).contains("never a double");
        InferredSchema tooLong = SchemaInference.fromText(List.of("n"), List.of(List.of("1".repeat(39)), List.of("2")));
        assertThat(tooLong.schema().column(0).type())
                .as("beyond decimal(38,0): text, and a fallback a key cannot take")
                .isEqualTo(DataType.STRING);
        assertThat(tooLong.fallbacks()).hasSize(1);
    }

    @Test
    void aStrayValueAmongNumbersIsAFallbackNamingItsLine() {
        InferredSchema s = SchemaInference.fromText(
                List.of("seq"), List.of(List.of("9"), List.of("10"), List.of("later"), List.of("11")));
        assertThat(s.schema().column(0).type()).isEqualTo(DataType.STRING);
        assertThat(s.fallbacks()).singleElement().satisfies(f -> {
            assertThat(f.describe()).isEqualTo("'seq' is a number on 3 lines and 'later' on line 4");
            assertThat(f.readAs()).isEqualTo(DataType.STRING);
        });
        InferredSchema names = SchemaInference.fromText(List.of("name"), List.of(List.of("Ann"), List.of("Bob")));
        assertThat(names.fallbacks())
                .as("a text column has nothing to fall back from")
                .isEmpty();
    }
}
