package io.scdstudio.ui.preview;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.Feeds;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * A cursor started at the end of a run (from its final table, as a new run is shown) is the cursor that replayed
 * every event through the trace's rows: the same rows, the same open keys, and the same rows after stepping back to
 * any event, whatever the order the final table comes in.
 */
class TargetCursorPropertiesTest {

    @Property(tries = 200)
    void aCursorStartedAtTheEndIsTheCursorThatReplayedEveryEvent(
            @ForAll("events") List<Row> events,
            @ForAll @IntRange(min = 1, max = 2) int scd,
            @ForAll long seed,
            @ForAll @IntRange(min = 0, max = 100) int backToPercent) {
        FlowRun run = FeedRunner.runAll(
                new InMemoryEngine(),
                Feeds.flow(scd),
                Feeds.split(events, List.of(5, 7)),
                RunOptions.TRACED,
                List.of());
        List<Row> finalRows = run.target().rows();
        List<Row> shuffled = new ArrayList<>(finalRows);
        Collections.shuffle(shuffled, new Random(seed));

        TargetCursor replayed = cursor(run);
        replayed.moveTo(run.trace().size());
        TargetCursor sorted = cursor(run);
        sorted.startAtEnd(finalRows);
        TargetCursor unsorted = cursor(run);
        unsorted.startAtEnd(shuffled);

        assertThat(sorted.rows()).isEqualTo(replayed.rows());
        assertThat(unsorted.rows()).isEqualTo(replayed.rows());
        for (Row r : replayed.rows()) {
            assertThat(sorted.keyHasCurrentRow(r)).isEqualTo(replayed.keyHasCurrentRow(r));
        }
        int back = run.trace().size() * backToPercent / 100;
        replayed.moveTo(back);
        sorted.moveTo(back);
        assertThat(sorted.rows()).isEqualTo(replayed.rows());
    }

    private static TargetCursor cursor(FlowRun run) {
        Schema s = run.targetSchema();
        return new TargetCursor(
                run.trace(), new int[] {s.indexOf("id")}, s.indexOf("__START_AT"), s.indexOf("__END_AT"));
    }

    @Provide
    Arbitrary<List<Row>> events() {
        Arbitrary<Long> ids = Arbitraries.longs().between(1, 6);
        Arbitrary<String> names = Arbitraries.of("A", "B").injectNull(0.2);
        Arbitrary<String> cities = Arbitraries.of("X", "Y", "Z");
        Arbitrary<Long> seqs = Arbitraries.longs().between(1, 15);
        Arbitrary<Integer> kinds = Arbitraries.integers().between(0, 99);
        return Combinators.combine(ids, names, cities, seqs, kinds)
                .as((id, n, c, s, k) -> k < 80 ? Feeds.upsert(id, n, c, s) : Feeds.delete(id, s))
                .list()
                .ofMinSize(1)
                .ofMaxSize(30);
    }
}
