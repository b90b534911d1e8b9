package io.scdstudio.ui.feed;

import io.scdstudio.engine.EventKind;
import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.Feed;
import io.scdstudio.model.Snapshot;
import io.scdstudio.model.SnapshotFeed;
import io.scdstudio.ui.preview.PreviewResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The open feed's events and schema, how the current flow classifies each event (known once the preview
 * ran), and which event the preview stands at.
 */
public final class FeedViewModel {
    private final ObservableList<EventItem> events = FXCollections.observableArrayList();
    private final ObservableList<Column> schema = FXCollections.observableArrayList();
    private final StringProperty summary = new SimpleStringProperty("Open a scenario folder or a feed file.");
    private final ObjectProperty<PreviewResult> result = new SimpleObjectProperty<>(PreviewResult.empty());
    private final IntegerProperty currentEvent = new SimpleIntegerProperty(-1);
    private boolean changeFeed;

    public void setFeed(Feed feed, String source) {
        List<EventItem> items = new ArrayList<>();
        changeFeed = feed instanceof ChangeFeed;
        if (feed instanceof ChangeFeed c) {
            for (Batch b : c.batches()) {
                for (int i = 0; i < b.rows().size(); i++) {
                    items.add(new EventItem(b.firstArrival() + i, b.number(), b.lineOf(i), b.rows().get(i)));
                }
            }
        } else {
            List<Snapshot> snapshots = ((SnapshotFeed) feed).snapshots();
            for (int s = 0; s < snapshots.size(); s++) {
                for (var row : snapshots.get(s).rows()) {
                    items.add(new EventItem(items.size(), s + 1, 0, row));
                }
            }
        }
        events.setAll(items);
        schema.setAll(feed.schema().columns());
        summary.set(source + " · " + items.size() + " " + (feed instanceof ChangeFeed ? "events" : "snapshot rows")
                + " · " + feed.schema().size() + " columns");
    }

    /** The operation the flow classified the event as; empty before the preview ran or when it failed first. */
    public Optional<EventKind> operationOf(EventItem item) {
        return changeFeed ? result.get().entry(item.arrival()).map(e -> e.kind()) : Optional.empty();
    }

    public ObservableList<EventItem> events() {
        return events;
    }

    public ObservableList<Column> schema() {
        return schema;
    }

    public StringProperty summaryProperty() {
        return summary;
    }

    public ObjectProperty<PreviewResult> resultProperty() {
        return result;
    }

    public IntegerProperty currentEventProperty() {
        return currentEvent;
    }
}
