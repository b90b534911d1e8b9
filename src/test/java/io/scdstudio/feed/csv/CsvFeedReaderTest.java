package io.scdstudio.feed.csv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.feed.values.InferredFeed;
import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Location;
import io.scdstudio.model.Row;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Schema;
import java.io.StringReader;
import org.junit.jupiter.api.Test;

class CsvFeedReaderTest {
    private static final Schema SCHEMA = Schema.of(
            new Column("id", DataType.BIGINT), new Column("name", DataType.STRING), new Column("seq", DataType.BIGINT));

    static ChangeFeed read(String text) {
        return CsvFeedReader.read(new StringReader(text), "events.csv", SCHEMA);
    }

    static ScdException failure(String text) {
        ScdException[] caught = new ScdException[1];
        assertThatThrownBy(() -> read(text)).isInstanceOfSatisfying(ScdException.class, e -> caught[0] = e);
        return caught[0];
    }

    @Test
    void withoutBatchColumnTheWholeFileIsBatchOne() {
        ChangeFeed feed = read("id,name,seq\n1,Ann,10\n2,null,11\n");
        assertThat(feed.source()).isEqualTo("events.csv");
        assertThat(feed.batches()).singleElement().satisfies(b -> {
            assertThat(b.number()).isEqualTo(1);
            assertThat(b.rows()).containsExactly(Row.of(1L, "Ann", 10L), Row.of(2L, null, 11L));
            assertThat(b.lines()).containsExactly(2, 3);
        });
    }

    @Test
    void batchColumnSplitsMicroBatchesAndASkippedNumberIsEmpty() {
        ChangeFeed feed = read("__batch,id,name,seq\n1,1,A,1\n1,2,B,1\n3,1,C,2\n");
        assertThat(feed.batches()).extracting(Batch::number).containsExactly(1, 3);
        Batch third = feed.batches().get(1);
        assertThat(third.firstArrival()).isEqualTo(2);
        assertThat(third.rows()).containsExactly(Row.of(1L, "C", 2L));
        assertThat(third.lineOf(0)).isEqualTo(4);
        assertThat(feed.schema()).isEqualTo(SCHEMA);
    }

    @Test
    void aHeaderOnlyFileIsOneEmptyBatch() {
        assertThat(read("id,name,seq\n").batches())
                .singleElement()
                .satisfies(b -> assertThat(b.rows()).isEmpty());
    }

    @Test
    void aBatchNumberGoingDownNamesItsLine() {
        ScdException e = failure("__batch,id,name,seq\n2,1,A,1\n1,2,B,1\n");
        assertThat(e.errorClass()).isEqualTo(ErrorClass.BATCH_INVALID.name());
        assertThat(e.userMessage()).contains("events.csv line 3, column 1 (__batch)", "after micro-batch 2");
    }

    @Test
    void batchNumbersArePositiveIntegers() {
        assertThat(failure("__batch,id,name,seq\n0,1,A,1\n").userMessage()).contains("line 2", "'0'");
        assertThat(failure("__batch,id,name,seq\nx,1,A,1\n").errorClass()).isEqualTo(ErrorClass.BATCH_INVALID.name());
    }

    @Test
    void aBadValueNamesFileLineColumnAndName() {
        ScdException e = failure("__batch,id,name,seq\n1,1,A,1\n1,2,B,later\n");
        Location at = e.location().orElseThrow();
        assertThat(at.file()).contains("events.csv");
        assertThat(at.line()).isEqualTo(3);
        assertThat(at.column()).isEqualTo(4);
        assertThat(at.field()).contains("seq");
        assertThat(e.getMessage()).contains("'later'", "bigint");
    }

    @Test
    void headerProblemsAreClearErrors() {
        assertThat(failure("").getMessage()).contains("empty");
        assertThat(failure("id,name,name\n").userMessage()).contains("column 3", "appears twice");
        assertThat(failure("id,,seq\n").userMessage()).contains("column 2", "no name");
        assertThat(failure("id,seq,name\n").userMessage())
                .contains("column 2 is 'seq' where the schema has 'name'", "[HEADER_INVALID]");
        assertThat(failure("id,name\n").getMessage()).contains("column 3 is nothing");
        assertThat(failure("id,__batch,name,seq\n").getMessage()).contains("__batch must be the first column");
    }

    @Test
    void inferenceTypesTheFeedAndSaysWhy() {
        InferredFeed f = CsvFeedReader.readInferring(
                new StringReader(
                        "__batch,id,name,amount,ts\n1,1,Ann,10.5,2024-01-01 00:00:00\n2,2,null,7,2024-01-02 10:00:00.25\n"),
                "e.csv");
        assertThat(f.feed().schema().toString()).isEqualTo("id bigint, name string, amount double, ts timestamp");
        assertThat(f.feed().batches()).extracting(Batch::number).containsExactly(1, 2);
        assertThat(f.feed().batches().get(1).rows().get(0).get(2)).isEqualTo(7.0);
        assertThat(f.inference().reasons())
                .containsExactly(
                        "id: bigint — all 2 non-null values are whole numbers",
                        "name: string — 'Ann' on line 2 is not a number, boolean, date or timestamp",
                        "amount: double — all 2 non-null values are numbers, some with a fraction (declare decimal(p,s) "
                                + "instead for exact amounts)",
                        "ts: timestamp — all 2 non-null values are timestamps (yyyy-MM-dd HH:mm:ss)");
    }

    @Test
    void aSemicolonSeparatedFileIsNamedAsSuchInsteadOfReadAsOneColumn() {
        assertThatThrownBy(
                        () -> CsvFeedReader.readInferring(new StringReader("id;name;city\n1;Ann;Kyiv\n"), "export.csv"))
                .isInstanceOf(ScdException.class)
                .satisfies(e -> assertThat(((ScdException) e).userMessage())
                        .contains("export.csv line 1")
                        .contains("separates its fields with semicolons (;)")
                        .contains("comma delimited"));
        assertThatThrownBy(() -> CsvFeedReader.readInferring(new StringReader("id\tname\n1\tAnn\n"), "export.csv"))
                .satisfies(e -> assertThat(((ScdException) e).userMessage()).contains("with tabs"));
        // A quoted name may hold a semicolon: the file is read as it is.
        InferredFeed quoted = CsvFeedReader.readInferring(new StringReader("\"a;b\"\n1\n"), "one.csv");
        assertThat(quoted.feed().schema().names()).containsExactly("a;b");
    }
}
