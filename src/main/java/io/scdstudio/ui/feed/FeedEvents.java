package io.scdstudio.ui.feed;

import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Feed;
import io.scdstudio.model.Row;
import io.scdstudio.model.Snapshot;
import io.scdstudio.model.SnapshotFeed;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

/**
 * A feed's events as the feed table lists them, made when the table asks for a row: opening a
 * million-event feed then costs one entry per batch on the FX thread, not a million objects.
 */
final class FeedEvents extends AbstractList<EventItem> implements RandomAccess {
    /** One per batch (or snapshot): its rows, its number, and the index of its first event in the list. */
    private record Part(List<Row> rows, int number, long firstArrival, Batch batch) {}

    private final List<Part> parts = new ArrayList<>();
    private final int[] starts;
    private final int size;

    FeedEvents(Feed feed) {
        int total = 0;
        if (feed instanceof ChangeFeed c) {
            for (Batch b : c.batches()) {
                parts.add(new Part(b.rows(), b.number(), b.firstArrival(), b));
            }
        } else {
            List<Snapshot> snapshots = ((SnapshotFeed) feed).snapshots();
            for (int s = 0; s < snapshots.size(); s++) {
                parts.add(new Part(snapshots.get(s).rows(), s + 1, -1, null));
            }
        }
        starts = new int[parts.size()];
        for (int p = 0; p < parts.size(); p++) {
            starts[p] = total;
            total += parts.get(p).rows().size();
        }
        size = total;
    }

    @Override
    public EventItem get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException(index);
        }
        int p = Arrays.binarySearch(starts, index);
        if (p < 0) {
            p = -p - 2;
        }
        while (p + 1 < starts.length && starts[p + 1] == index) {
            p++; // skip empty batches that start at the same index
        }
        Part part = parts.get(p);
        int i = index - starts[p];
        return part.batch() != null
                ? new EventItem(
                        part.firstArrival() + i,
                        part.number(),
                        part.batch().lineOf(i),
                        part.rows().get(i))
                : new EventItem(index, part.number(), 0, part.rows().get(i));
    }

    @Override
    public int size() {
        return size;
    }
}
