package io.scdstudio.feed.csv;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.feed.values.StructTypes;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;
import io.scdstudio.model.StructValue;
import io.scdstudio.model.Table;
import java.io.StringReader;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;

class CanonicalCsvWriterTest {
    private static final Schema SCHEMA = Schema.of(
            new Column("id", DataType.BIGINT),
            new Column("text", DataType.STRING),
            new Column("amount", DataType.decimal(10, 2)),
            new Column("ts", DataType.TIMESTAMP),
            new Column("score", DataType.DOUBLE));

    @Test
    void rendersValuesCanonicallyAndQuotesOnlyWhatNeedsIt() {
        Table t = new Table(
                SCHEMA,
                List.of(
                        Row.of(
                                1L,
                                "plain",
                                new BigDecimal("7.00"),
                                LocalDateTime.of(2024, 1, 1, 0, 0, 0, 500_000_000),
                                3.0),
                        Row.of(2L, "a,b \"q\"\nline", null, null, 12.5)));
        assertThat(CanonicalCsvWriter.toString(t)).isEqualTo("""
                id,text,amount,ts,score
                1,plain,7.00,2024-01-01 00:00:00.5,3.0
                2,"a,b ""q""
                line",null,null,12.5
                """);
    }

    @Test
    void aStringThatIsLiterallyNullReadsBackAsThatString() {
        Table t = new Table(
                SCHEMA,
                List.of(
                        Row.of(1L, "null", null, null, null),
                        Row.of(2L, null, null, null, null),
                        Row.of(3L, "", null, null, null),
                        Row.of(4L, "\r\n", null, null, null)));
        String csv = CanonicalCsvWriter.toString(t);
        assertThat(csv).contains("1,\"null\",null");
        List<Row> back =
                CsvFeedReader.read(new StringReader(csv), "t.csv", SCHEMA).events();
        assertThat(back).containsExactlyElementsOf(t.rows());
    }

    @Test
    void structValuesAreQuotedJson() {
        Schema s = Schema.of(new Column(
                "__START_AT",
                StructTypes.of(List.of(new Column("ts", DataType.BIGINT), new Column("txn", DataType.BIGINT)))));
        StructValue v =
                new StructValue(List.of("ts", "txn"), List.of(DataType.BIGINT, DataType.BIGINT), List.of(0L, 1L));
        assertThat(CanonicalCsvWriter.toString(new Table(s, List.of(Row.of(v)))))
                .isEqualTo("__START_AT\n\"{\"\"ts\"\":0,\"\"txn\"\":1}\"\n");
    }
}
