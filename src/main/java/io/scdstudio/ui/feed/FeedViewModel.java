package io.scdstudio.ui.feed;

import io.scdstudio.engine.EventKind;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Feed;
import io.scdstudio.model.Schema;
import io.scdstudio.project.Design;
import io.scdstudio.project.DesignFiles;
import io.scdstudio.ui.DesignDocument;
import io.scdstudio.ui.ErrorReport;
import io.scdstudio.ui.PreviewResult;
import io.scdstudio.ui.TaskRunner;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The open feed's events and schema, how the current flow classifies each event (known once the preview
 * ran), and which event the preview stands at. Changing a column's type re-reads the feed on the reader
 * runner; the new feed becomes an undoable edit of the design, and a value that does not parse leaves the
 * design as it was and reports the file, line and column.
 */
public final class FeedViewModel {
    /** The types offered in the schema's type cells; any Spark SQL type the feed readers know may be typed. */
    public static final List<String> TYPE_CHOICES = List.of(
            "bigint", "int", "string", "timestamp", "date", "double", "boolean", "decimal(10,2)", "decimal(38,18)");

    private final DesignDocument document;
    private final TaskRunner reader;
    private final Consumer<Throwable> errors;
    private final StringProperty schemaError = new SimpleStringProperty("");
    private final BooleanProperty schemaEditable = new SimpleBooleanProperty();
    private final BooleanProperty rereading = new SimpleBooleanProperty();
    /** Replaced, not refilled, when a feed opens: the list makes its items on demand (see FeedEvents). */
    private final ObjectProperty<ObservableList<EventItem>> events =
            new SimpleObjectProperty<>(FXCollections.observableArrayList());

    private final ObservableList<Column> schema = FXCollections.observableArrayList();
    private final StringProperty summary = new SimpleStringProperty("Open a scenario folder or a feed file.");
    private final ObjectProperty<PreviewResult> result = new SimpleObjectProperty<>(PreviewResult.empty());
    private final IntegerProperty currentEvent = new SimpleIntegerProperty(-1);
    private boolean changeFeed;

    /** Without a document: shows feeds, types cannot be changed (tests of the table alone). */
    public FeedViewModel() {
        this(new DesignDocument(), TaskRunner.inline(), e -> {});
    }

    public FeedViewModel(DesignDocument document, TaskRunner reader, Consumer<Throwable> errors) {
        this.document = document;
        this.reader = reader;
        this.errors = errors;
    }

    public void setFeed(Feed feed, String source) {
        changeFeed = feed instanceof ChangeFeed;
        FeedEvents items = new FeedEvents(feed);
        events.set(FXCollections.observableList(items));
        schema.setAll(feed.schema().columns());
        schemaEditable.set(changeFeed);
        summary.set(source + " · " + items.size() + " " + (feed instanceof ChangeFeed ? "events" : "snapshot rows")
                + " · " + feed.schema().size() + " columns");
    }

    /**
     * Reads the feed again with column {@code index} of the type named {@code typeName}. A name that is not a
     * type is reported at once; a value that does not parse with the type is reported when the read fails,
     * and the previous schema stays in effect either way.
     */
    public void changeType(int index, String typeName) {
        Optional<Design> design = document.design();
        if (design.isEmpty() || !changeFeed || index < 0 || index >= schema.size()) {
            return;
        }
        DataType type;
        try {
            type = DataType.parse(typeName == null ? "" : typeName);
        } catch (IllegalArgumentException e) {
            schemaError.set(e.getMessage());
            return;
        }
        Feed before = design.get().scenario().feed();
        Column column = before.schema().column(index);
        if (column.type().equals(type)) {
            schemaError.set("");
            return;
        }
        Schema next = before.schema().withType(index, type);
        schemaError.set("");
        rereading.set(true);
        reader.submit(
                () -> DesignFiles.reread(design.get(), next),
                feed -> {
                    rereading.set(false);
                    // The design may have moved on (another file opened, an undo) while the feed was read.
                    if (document.design().map(d -> d.scenario().feed()).orElse(null) == before) {
                        document.changeFeed("Change the type of " + column.name() + " to " + type.sqlName(), feed);
                    }
                },
                e -> {
                    rereading.set(false);
                    schemaError.set(ErrorReport.of(e).summary());
                    schema.setAll(before.schema().columns());
                    errors.accept(e);
                });
    }

    /** The operation the flow classified the event as; empty before the preview ran or when it failed first. */
    public Optional<EventKind> operationOf(EventItem item) {
        return changeFeed ? result.get().entry(item.arrival()).map(e -> e.kind()) : Optional.empty();
    }

    public ObservableList<EventItem> events() {
        return events.get();
    }

    public ReadOnlyObjectProperty<ObservableList<EventItem>> eventsProperty() {
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

    /** Why the last type change was refused; empty when it went through. */
    public ReadOnlyStringProperty schemaErrorProperty() {
        return schemaError;
    }

    /** Whether the types can be changed: a change feed is open (snapshot feeds keep their case.json types). */
    public ReadOnlyBooleanProperty schemaEditableProperty() {
        return schemaEditable;
    }

    /** True while the feed is read again with a changed type. */
    public ReadOnlyBooleanProperty rereadingProperty() {
        return rereading;
    }

    public IntegerProperty currentEventProperty() {
        return currentEvent;
    }
}
