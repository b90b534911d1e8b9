package io.scdstudio.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A CDC change feed: its schema and its micro-batches in processing order. Batch numbers may skip (a
 * skipped number is an empty micro-batch). {@code source} names the file it was read from, for messages;
 * {@code typeFallbacks} the columns whose guessed type fell back to text because of a few values (a run stops if
 * one is a key or in the sequence).
 */
public record ChangeFeed(String source, Schema schema, List<Batch> batches, List<TypeFallback> typeFallbacks)
        implements Feed {
    public ChangeFeed {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(schema, "schema");
        batches = List.copyOf(batches);
        typeFallbacks = List.copyOf(typeFallbacks);
    }

    /** A feed whose column types were declared or chosen without falling back. */
    public ChangeFeed(String source, Schema schema, List<Batch> batches) {
        this(source, schema, batches, List.of());
    }

    /** The same feed, noting the columns whose guessed type fell back to text. */
    public ChangeFeed withTypeFallbacks(List<TypeFallback> fallbacks) {
        return new ChangeFeed(source, schema, batches, fallbacks);
    }

    /** The same feed in other micro-batches: source, schema and what its reading noted are kept. */
    public ChangeFeed withBatches(List<Batch> newBatches) {
        return new ChangeFeed(source, schema, newBatches, typeFallbacks);
    }

    /** Every event in arrival order. */
    public List<Row> events() {
        List<Row> all = new ArrayList<>();
        for (Batch b : batches) {
            all.addAll(b.rows());
        }
        return all;
    }

    public int eventCount() {
        int n = 0;
        for (Batch b : batches) {
            n += b.rows().size();
        }
        return n;
    }

    @Override
    public int batchCount() {
        return batches.size();
    }

    /** The same events as one micro-batch. */
    public ChangeFeed asSingleBatch() {
        List<Row> rows = new ArrayList<>();
        List<Integer> lines = new ArrayList<>();
        for (Batch b : batches) {
            rows.addAll(b.rows());
            for (int i = 0; i < b.rows().size(); i++) {
                lines.add(b.lineOf(i));
            }
        }
        boolean known = lines.stream().anyMatch(l -> l > 0);
        return new ChangeFeed(source, schema, List.of(new Batch(1, 0, rows, known ? lines : List.of())), typeFallbacks);
    }
}
