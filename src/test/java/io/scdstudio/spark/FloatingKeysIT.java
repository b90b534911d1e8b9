package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.ScdEngine;
import io.scdstudio.engine.TableDiff;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.Table;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A key written {@code -0.0} and {@code 0.0} is one key, as SQL's {@code =} and Spark's grouping see it; the
 * in-memory engine made them two rows.
 */
class FloatingKeysIT {
    private static final Schema SCHEMA = Schema.of(
            new Column("k", DataType.DOUBLE), new Column("city", DataType.STRING), new Column("seq", DataType.BIGINT));

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void minusZeroAndZeroAreOneKeyInBothEngines(int scdType) {
        ChangeFeed feed = new ChangeFeed(
                "keys.csv",
                SCHEMA,
                List.of(Batch.of(
                        1,
                        0,
                        List.of(Row.of(-0.0, "Kyiv", 1L), Row.of(0.0, "Lviv", 2L), Row.of(Double.NaN, "Odesa", 3L)))));
        CdcFlowSettings flow = CdcFlowSettings.of(List.of("k"), SequenceBy.column("seq"))
                .withColumnSelection(Optional.empty(), Optional.of(List.of("seq")))
                .withScdType(scdType);
        Table memory = target(new InMemoryEngine(), flow, feed);
        assertThat(memory.rows())
                .extracting(r -> r.get(1) + (scdType == 2 && r.get(3) != null ? " closed" : ""))
                .containsExactlyInAnyOrder(
                        scdType == 1 ? new String[] {"Lviv", "Odesa"} : new String[] {"Kyiv closed", "Lviv", "Odesa"});
        Table spark = target(SharedSpark.engine(SparkEngine.Mode.BACKFILL), flow, feed);
        TableDiff diff = TableDiff.of(memory, spark);
        assertThat(diff.isEmpty()).as(diff.describe()).isTrue();
    }

    private static Table target(ScdEngine engine, CdcFlowSettings flow, ChangeFeed feed) {
        FlowRun run = FeedRunner.run(engine, flow, feed, RunOptions.FAST, List.of(), (n, r) -> true);
        Table t = run.target();
        run.discard();
        return t;
    }
}
