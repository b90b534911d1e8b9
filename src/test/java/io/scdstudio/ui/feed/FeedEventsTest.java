package io.scdstudio.ui.feed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;
import io.scdstudio.model.Snapshot;
import io.scdstudio.model.SnapshotFeed;
import java.util.List;
import org.junit.jupiter.api.Test;

class FeedEventsTest {
    private static final Schema SCHEMA = Schema.of(new Column("id", DataType.BIGINT));

    @Test
    void eventsAreListedAcrossBatchesWithTheirArrivalBatchAndLineEmptyBatchesIncluded() {
        ChangeFeed feed = new ChangeFeed(
                "in.csv",
                SCHEMA,
                List.of(
                        new Batch(1, 0, List.of(Row.of(1L), Row.of(2L)), List.of(2, 3)),
                        new Batch(2, 2, List.of(), List.of()),
                        new Batch(3, 2, List.of(Row.of(3L)), List.of(4))));
        FeedEvents events = new FeedEvents(feed);
        assertThat(events).hasSize(3);
        assertThat(events).extracting(EventItem::arrival).containsExactly(0L, 1L, 2L);
        assertThat(events).extracting(EventItem::batch).containsExactly(1, 1, 3);
        assertThat(events).extracting(EventItem::line).containsExactly(2, 3, 4);
        assertThat(events.get(2).row()).isEqualTo(Row.of(3L));
        assertThatThrownBy(() -> events.get(3)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void snapshotRowsAreNumberedBySnapshot() {
        SnapshotFeed feed = new SnapshotFeed(
                SCHEMA,
                DataType.BIGINT,
                List.of(
                        new Snapshot(1L, "s1.csv", List.of(Row.of(1L), Row.of(2L)), List.of()),
                        new Snapshot(2L, "s2.csv", List.of(Row.of(2L)), List.of())));
        FeedEvents events = new FeedEvents(feed);
        assertThat(events).extracting(EventItem::batch).containsExactly(1, 1, 2);
        assertThat(events).extracting(EventItem::arrival).containsExactly(0L, 1L, 2L);
    }
}
