package io.scdstudio.engine.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.scdstudio.engine.Feeds;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.SourceShape;
import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Location;
import io.scdstudio.model.Row;
import io.scdstudio.model.ScdException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A batch is classified in parts on several threads; a bad row still fails the whole batch, naming the first bad row
 * of the batch whichever part met it, and the run goes on from the batches before it as if the bad one never came.
 */
class ClassifyInPartsTest {
    private static final int ROWS = 9_000;

    @ParameterizedTest(name = "{0} thread(s)")
    @ValueSource(ints = {0, 1, 2, 3})
    void theFirstBadRowIsNamedAndTheBatchLeavesNoTrace(int threads) {
        RunOptions options = RunOptions.FAST.withThreads(threads);
        Batch good = batch(1, 0, -1, -1);
        // Null keys in the last part and in the middle one: the middle one's line is the first.
        Batch bad = batch(2, ROWS, ROWS - 10, ROWS / 2 + 7);
        Batch after = batch(3, 2L * ROWS, -1, -1);
        ChangeFeed feed = new ChangeFeed("feed.csv", Feeds.SCHEMA, List.of(good, bad, after));

        FlowRun run = new InMemoryEngine().open(Feeds.flow(2), SourceShape.of(feed), options);
        run.apply(good);
        ScdException e = catchThrowableOfType(() -> run.apply(bad), ScdException.class);
        assertThat(e.location().map(Location::line)).hasValue(bad.lineOf(ROWS / 2 + 7));
        assertThat(e.location().flatMap(Location::file)).hasValue("feed.csv");
        run.apply(after);

        FlowRun without = new InMemoryEngine().open(Feeds.flow(2), SourceShape.of(feed), options);
        without.apply(good);
        without.apply(after);
        assertThat(run.target().rows())
                .containsExactlyElementsOf(without.target().rows());
        assertThat(run.target().rows()).hasSizeGreaterThan(ROWS / 10);
    }

    /** {@code ROWS} upserts of 500 keys, lines from 2; {@code nullKeyAt}: rows whose key is NULL (-1: none). */
    private static Batch batch(int number, long firstArrival, int... nullKeyAt) {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < ROWS; i++) {
            int at = i;
            boolean nullKey = IntStream.of(nullKeyAt).anyMatch(n -> n == at);
            long seq = firstArrival + i;
            rows.add(Row.of(nullKey ? null : (long) (i % 500), "name" + i % 7, "city" + i % 3, "UPSERT", seq));
        }
        List<Integer> lines = IntStream.range(0, ROWS)
                .mapToObj(i -> (int) firstArrival + i + 2)
                .toList();
        return new Batch(number, firstArrival, rows, lines);
    }
}
