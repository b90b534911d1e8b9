package io.scdstudio.ui.feed;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.DataType;
import io.scdstudio.model.Feed;
import io.scdstudio.ui.DesignDocument;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.TaskRunner;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Feed tab without a stage: the events as read, and a column's type changed as one undoable edit. */
class FeedViewModelTest {
    private final DesignDocument doc = Fixtures.documentWith(Fixtures.users(1));
    private final List<Throwable> errors = new ArrayList<>();
    private final FeedViewModel vm = new FeedViewModel(doc, TaskRunner.inline(), errors::add);

    FeedViewModelTest() {
        vm.setFeed(doc.design().orElseThrow().scenario().feed(), "users-docs-example");
    }

    @Test
    void theFeedIsListedWithItsSchemaAndASummary() {
        assertThat(vm.events()).hasSize(8);
        assertThat(vm.schema()).extracting(c -> c.name()).startsWith("userId", "name", "city");
        assertThat(vm.summaryProperty().get()).startsWith("users-docs-example · 8 events · ");
        assertThat(vm.schemaEditableProperty().get()).isTrue();
    }

    @Test
    void aColumnsTypeIsChangedByReadingTheFeedAgainAsOneUndoableEdit() {
        Feed before = doc.design().orElseThrow().scenario().feed();
        vm.changeType(0, "string");
        Feed after = doc.design().orElseThrow().scenario().feed();
        assertThat(after.schema().column(0).type()).isEqualTo(DataType.parse("string"));
        assertThat(doc.isDirty()).isTrue();
        doc.undo();
        assertThat(doc.design().orElseThrow().scenario().feed()).isSameAs(before);
        assertThat(errors).isEmpty();
    }

    @Test
    void aNameThatIsNoTypeIsSaidAtOnceAndChangesNothing() {
        Feed before = doc.design().orElseThrow().scenario().feed();
        vm.changeType(0, "integr");
        assertThat(vm.schemaErrorProperty().get()).isNotEmpty();
        assertThat(doc.design().orElseThrow().scenario().feed()).isSameAs(before);
    }
}
