package io.scdstudio.feed.values;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.model.DataType;
import io.scdstudio.model.Location;
import io.scdstudio.model.ScdException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;

class ValueParserTest {
    private static final Location AT = Location.at("input.csv", 4, 3, "amount");

    static Object parse(String text, DataType type) {
        return ValueParser.parse(text, type, AT);
    }

    static ScdException failure(String text, DataType type) {
        ScdException[] caught = new ScdException[1];
        assertThatThrownBy(() -> parse(text, type)).isInstanceOfSatisfying(ScdException.class, e -> caught[0] = e);
        return caught[0];
    }

    @Test
    void decimalsTakeTheirScaleRoundingHalfUp() {
        DataType d = DataType.decimal(10, 2);
        assertThat(parse("7", d)).isEqualTo(new BigDecimal("7.00"));
        assertThat(parse("10.5", d)).isEqualTo(new BigDecimal("10.50"));
        assertThat(parse("10.555", d)).isEqualTo(new BigDecimal("10.56"));
        assertThat(parse("-10.555", d)).isEqualTo(new BigDecimal("-10.56"));
        assertThat(parse("12345678.90", d)).isEqualTo(new BigDecimal("12345678.90"));
    }

    @Test
    void aDecimalNeedingMoreDigitsThanItsPrecisionIsAnError() {
        ScdException e = failure("123456789.5", DataType.decimal(10, 2));
        assertThat(e.errorClass()).isEqualTo("VALUE_NOT_OF_TYPE");
        assertThat(e.getMessage()).contains("123456789.5", "decimal(10,2)", "more than 10 digits");
        assertThat(failure("99999999.999", DataType.decimal(10, 2)).getMessage())
                .as("rounding up can overflow")
                .contains("99999999.999");
    }

    @Test
    void timestampsKeepFractionsAndAcceptTheTSeparator() {
        assertThat(parse("2024-01-01 00:00:00.5", DataType.TIMESTAMP))
                .isEqualTo(LocalDateTime.of(2024, 1, 1, 0, 0, 0, 500_000_000));
        assertThat(parse("2024-03-01T09:30:15.123456", DataType.TIMESTAMP))
                .isEqualTo(LocalDateTime.of(2024, 3, 1, 9, 30, 15, 123_456_000));
        assertThat(parse("2024-03-01", DataType.TIMESTAMP)).isEqualTo(LocalDateTime.of(2024, 3, 1, 0, 0));
    }

    @Test
    void aTimestampHoldsMicrosecondsAsSparksDoes() {
        // SQL Server's datetime2 writes seven digits; Spark drops those after the sixth, so these two are one instant.
        assertThat(parse("2024-01-01 10:00:00.1234569", DataType.TIMESTAMP))
                .isEqualTo(parse("2024-01-01 10:00:00.1234561", DataType.TIMESTAMP))
                .isEqualTo(LocalDateTime.of(2024, 1, 1, 10, 0, 0, 123_456_000));
        assertThat(parse("2024-01-01T10:00:00.999999999Z", DataType.TIMESTAMP))
                .isEqualTo(LocalDateTime.of(2024, 1, 1, 10, 0, 0, 999_999_000));
    }

    @Test
    void anOffsetIsAtMostEighteenHours() {
        assertThat(parse("2024-01-01T10:00:00-18:00", DataType.TIMESTAMP))
                .isEqualTo(LocalDateTime.of(2024, 1, 2, 4, 0));
        assertThat(failure("2024-01-01T10:00:00-18:01", DataType.TIMESTAMP).getMessage())
                .contains("'2024-01-01T10:00:00-18:01'");
        failure("2024-01-01T10:00:00+1830", DataType.TIMESTAMP);
    }

    @Test
    void aTimestampWithAnOffsetIsTheInstantItNamesInUtc() {
        // As a Spark session in UTC reads them: 10:00 at +02:00 is 08:00 UTC, before 09:30 UTC.
        assertThat(parse("2024-01-01T10:00:00+02:00", DataType.TIMESTAMP))
                .isEqualTo(LocalDateTime.of(2024, 1, 1, 8, 0));
        assertThat(parse("2024-01-01T09:30:00Z", DataType.TIMESTAMP)).isEqualTo(LocalDateTime.of(2024, 1, 1, 9, 30));
        assertThat(parse("2024-01-01 00:30:00.5-0130", DataType.TIMESTAMP))
                .isEqualTo(LocalDateTime.of(2024, 1, 1, 2, 0, 0, 500_000_000));
        assertThat(parse("2023-12-31T23:00+05", DataType.TIMESTAMP)).isEqualTo(LocalDateTime.of(2023, 12, 31, 18, 0));
    }

    @Test
    void impossibleDatesAndTimesAreErrors() {
        assertThat(failure("2024-02-30", DataType.DATE).getMessage()).contains("'2024-02-30'", "date");
        failure("2024-01-01 25:00:00", DataType.TIMESTAMP);
        failure("2024-01-01 10:00:00Zulu", DataType.TIMESTAMP);
        failure("2024-01-01 10:00:00+2:00", DataType.TIMESTAMP);
        failure("2024-01-01 10:00:00+19:00", DataType.TIMESTAMP);
        failure("2024-01-01Z", DataType.TIMESTAMP);
        failure("01/02/2024", DataType.DATE);
        assertThat(parse("2024-02-29", DataType.DATE)).isEqualTo(LocalDate.of(2024, 2, 29));
    }

    @Test
    void integersAreRangeChecked() {
        assertThat(parse("-9223372036854775808", DataType.BIGINT)).isEqualTo(Long.MIN_VALUE);
        assertThat(parse(" 42 ", DataType.BIGINT)).isEqualTo(42L);
        assertThat(failure("9223372036854775808", DataType.BIGINT).getMessage()).contains("out of range for bigint");
        assertThat(parse("2147483647", DataType.INT)).isEqualTo(2147483647L);
        assertThat(failure("2147483648", DataType.INT).getMessage()).contains("out of range for int");
        assertThat(failure("1.5", DataType.BIGINT).getMessage()).contains("is not a bigint");
    }

    @Test
    void doublesAndBooleans() {
        assertThat(parse("1e3", DataType.DOUBLE)).isEqualTo(1000.0);
        assertThat(parse("-.5", DataType.DOUBLE)).isEqualTo(-0.5);
        failure("1d", DataType.DOUBLE);
        failure("0x10", DataType.DOUBLE);
        assertThat(parse("TRUE", DataType.BOOLEAN)).isEqualTo(true);
        assertThat(parse("False", DataType.BOOLEAN)).isEqualTo(false);
        failure("yes", DataType.BOOLEAN);
    }

    @Test
    void theUnquotedWordNullIsNullAndAnEmptyFieldDependsOnTheType() {
        assertThat(ValueParser.parse("null", false, DataType.STRING, AT)).isNull();
        assertThat(ValueParser.parse("null", true, DataType.STRING, AT)).isEqualTo("null");
        assertThat(ValueParser.parse("", false, DataType.STRING, AT)).isEqualTo("");
        assertThat(ValueParser.parse("", false, DataType.BIGINT, AT)).isNull();
        assertThat(ValueParser.parse("null", false, DataType.TIMESTAMP, AT)).isNull();
        assertThat(ValueParser.parse(" padded ", false, DataType.STRING, AT)).isEqualTo(" padded ");
    }

    @Test
    void mapValuesAreKeptAsTheirText() {
        assertThat(parse("{\"a\":1}", DataType.parse("map<string,bigint>"))).isEqualTo("{\"a\":1}");
    }

    @Test
    void anErrorNamesWhereWhatAndHowToFixIt() {
        ScdException e = failure("abc", DataType.decimal(10, 2));
        assertThat(e.userMessage())
                .contains(
                        "input.csv",
                        "line 4",
                        "column 3",
                        "amount",
                        "'abc'",
                        "decimal(10,2)",
                        "such as 12.50",
                        "[VALUE_NOT_OF_TYPE]");
        assertThat(e.hint()).contains("declare the column");
    }
}
