package io.scdstudio.feed.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.feed.values.InferredFeed;
import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Schema;
import java.io.StringReader;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;

class JsonLinesFeedReaderTest {
    private static final Schema SCHEMA = Schema.of(
            new Column("id", DataType.BIGINT),
            new Column("amount", DataType.decimal(10, 2)),
            new Column("ts", DataType.TIMESTAMP),
            new Column("note", DataType.STRING));

    static ChangeFeed read(String text) {
        return JsonLinesFeedReader.read(new StringReader(text), "events.jsonl", SCHEMA);
    }

    static ScdException failure(Runnable read) {
        ScdException[] caught = new ScdException[1];
        assertThatThrownBy(read::run).isInstanceOfSatisfying(ScdException.class, e -> caught[0] = e);
        return caught[0];
    }

    @Test
    void readsTypedValuesSkippingBlankLinesAndMissingFieldsAreNull() {
        ChangeFeed feed = read("{\"id\": 1, \"amount\": 10.5, \"ts\": \"2024-01-01 00:00:00\", \"note\": \"null\"}\n"
                + "\n{\"id\": 2, \"amount\": null}\n");
        assertThat(feed.events())
                .containsExactly(
                        Row.of(1L, new BigDecimal("10.50"), LocalDateTime.of(2024, 1, 1, 0, 0), "null"),
                        Row.of(2L, null, null, null));
        assertThat(feed.batches().get(0).lines()).containsExactly(1, 3);
    }

    @Test
    void aSecondObjectOnALineIsAnErrorNamingTheLineNotAChangeLost() {
        String twoOnLineTwo = "{\"id\": 1}\n{\"id\": 2, \"note\": \"a\"} {\"id\": 5}\n{\"id\": 3}\n";

        ScdException typed = failure(() -> read(twoOnLineTwo));
        ScdException inferred =
                failure(() -> JsonLinesFeedReader.readInferring(new StringReader(twoOnLineTwo), "events.jsonl"));

        for (ScdException e : java.util.List.of(typed, inferred)) {
            assertThat(e.errorClass()).isEqualTo("JSON_MALFORMED");
            assertThat(e.userMessage())
                    .contains("events.jsonl line 2")
                    .contains("goes on after its JSON object")
                    .contains("on a line of its own");
        }
    }

    @Test
    void wordsAfterTheObjectAreAnErrorToo() {
        ScdException e = failure(() -> read("{\"id\": 1}xyz\n"));
        assertThat(e.errorClass()).isEqualTo("JSON_MALFORMED");
        assertThat(e.userMessage()).contains("events.jsonl line 1");
    }

    @Test
    void aNestedObjectOrArrayIsKeptAsItsJsonTextAndTheReasonSaysSo() {
        InferredFeed f = JsonLinesFeedReader.readInferring(
                new StringReader("{\"id\": 1, \"address\": {\"city\": \"Kyiv\"}, \"tags\": [\"a\"]}\n"),
                "nested.jsonl");
        assertThat(f.feed().schema().column(1).type()).isEqualTo(DataType.STRING);
        assertThat(f.feed().events().get(0).get(1)).isEqualTo("{\"city\":\"Kyiv\"}");
        assertThat(f.inference().reasons().get(1)).contains("is a JSON object, kept as its JSON text");
        assertThat(f.inference().reasons().get(2)).contains("is a JSON array, kept as its JSON text");
    }

    @Test
    void batchFieldNumbersTheMicroBatches() {
        ChangeFeed feed =
                read("{\"__batch\": 1, \"id\": 1}\n{\"__batch\": 2, \"id\": 2}\n{\"__batch\": 2, \"id\": 3}\n");
        assertThat(feed.batches()).extracting(Batch::number).containsExactly(1, 2);
        assertThat(feed.batches().get(1).rows()).hasSize(2);
    }

    @Test
    void errorsNameTheLineAndTheField() {
        assertThat(failure(() -> read("{\"id\": 1}\n{\"id\": \"x\"}\n")).userMessage())
                .contains("events.jsonl line 2 (id)", "'x'", "[VALUE_NOT_OF_TYPE]");
        assertThat(failure(() -> read("{\"id\": 1}\n{\"idd\": 2}\n")).userMessage())
                .contains("line 2 (idd)", "not a column of the schema");
        assertThat(failure(() -> read("{\"id\": 1}\n{\"id\": 2\n")).userMessage())
                .contains("line 2", "[JSON_MALFORMED]");
        assertThat(failure(() -> read("[1, 2]\n")).getMessage()).contains("array, not an object");
        assertThat(failure(() -> read("{\"__batch\": 1, \"id\": 1}\n{\"id\": 2}\n"))
                        .userMessage())
                .contains("line 2 (__batch)", "[BATCH_INVALID]");
    }

    @Test
    void infersTypesFromJsonValueTypesInFirstAppearanceOrder() {
        InferredFeed f = JsonLinesFeedReader.readInferring(
                new StringReader(
                        "{\"id\": 1, \"score\": 2, \"on\": true}\n{\"id\": 2, \"score\": 2.5, \"ts\": \"2024-01-01 10:00:00\", "
                                + "\"code\": \"42\"}\n"),
                "e.jsonl");
        assertThat(f.feed().schema().toString())
                .isEqualTo("id bigint, score double, on boolean, ts timestamp, code string");
        assertThat(f.feed().events().get(0)).isEqualTo(Row.of(1L, 2.0, true, null, null));
        assertThat(f.inference().reasons().get(4))
                .isEqualTo("code: string — '42' on line 2 is not a number, " + "boolean, date or timestamp");
    }
}
