package io.scdstudio.engine;

import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Small feeds for engine tests: {@code (id bigint, name string, city string, op string, seq bigint)}. */
public final class Feeds {
    public static final Schema SCHEMA = Schema.of(
            new Column("id", DataType.BIGINT),
            new Column("name", DataType.STRING),
            new Column("city", DataType.STRING),
            new Column("op", DataType.STRING),
            new Column("seq", DataType.BIGINT));

    private Feeds() {}

    public static Row upsert(long id, String name, String city, long seq) {
        return Row.of(id, name, city, "UPSERT", seq);
    }

    public static Row delete(long id, long seq) {
        return Row.of(id, null, null, "DELETE", seq);
    }

    public static Row truncate(long seq) {
        return Row.of(null, null, null, "TRUNCATE", seq);
    }

    public static CdcFlowSettings flow(int scdType) {
        return CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq"))
                .withConditions(Optional.of("op = 'DELETE'"), Optional.empty())
                .withColumnSelection(Optional.empty(), Optional.of(List.of("op", "seq")))
                .withScdType(scdType);
    }

    /** One batch per list, arrival order = list order. */
    @SafeVarargs
    public static ChangeFeed batches(List<Row>... batches) {
        List<Batch> out = new ArrayList<>();
        long arrival = 0;
        for (int i = 0; i < batches.length; i++) {
            out.add(Batch.of(i + 1, arrival, batches[i]));
            arrival += batches[i].size();
        }
        return new ChangeFeed("test.csv", SCHEMA, out);
    }

    /** The same events split into batches of the given sizes (the last takes the rest). */
    public static ChangeFeed split(List<Row> events, List<Integer> sizes) {
        List<Batch> out = new ArrayList<>();
        int from = 0;
        for (int i = 0; from < events.size(); i++) {
            int size = i < sizes.size() ? Math.max(1, sizes.get(i)) : events.size() - from;
            int to = Math.min(events.size(), from + size);
            out.add(Batch.of(out.size() + 1, from, events.subList(from, to)));
            from = to;
        }
        return new ChangeFeed("test.csv", SCHEMA, out);
    }
}
