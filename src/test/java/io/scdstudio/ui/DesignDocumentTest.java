package io.scdstudio.ui;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.CdcFlowSettings;
import java.util.List;
import org.junit.jupiter.api.Test;

class DesignDocumentTest {

    @Test
    void anEditMarksTheDesignUnsavedAndUndoBringsTheFlowBack() {
        DesignDocument doc = Fixtures.documentWith(Fixtures.users(1));
        CdcFlowSettings before = doc.cdcFlow().orElseThrow();
        assertThat(doc.isDirty()).isFalse();

        doc.edit("Store as SCD type 2", "stored_as_scd_type", false, f -> f.withScdType(2));
        assertThat(doc.isDirty()).isTrue();
        assertThat(doc.cdcFlow().orElseThrow().scdType()).isEqualTo(2);

        doc.undo();
        assertThat(doc.cdcFlow()).contains(before);
        doc.redo();
        assertThat(doc.cdcFlow().orElseThrow().scdType()).isEqualTo(2);
    }

    @Test
    void anEditThatChangesNothingIsNotRecorded() {
        DesignDocument doc = Fixtures.documentWith(Fixtures.users(1));
        long revision = doc.revisionProperty().get();
        doc.edit("Keys", "keys", false, f -> f.withKeys(f.keys()));
        assertThat(doc.revisionProperty().get()).isEqualTo(revision);
        assertThat(doc.canUndoProperty().get()).isFalse();
    }

    @Test
    void typingInOneFieldUndoesAsOneStepUntilTheFieldLosesFocus() {
        DesignDocument doc = Fixtures.documentWith(Fixtures.users(1));
        for (String text : List.of("o", "op", "ope")) {
            doc.edit(
                    "Edit delete condition",
                    "apply_as_deletes",
                    true,
                    f -> f.withConditions(java.util.Optional.of(text), f.applyAsTruncates()));
        }
        doc.sealTyping();
        doc.edit(
                "Edit delete condition",
                "apply_as_deletes",
                true,
                f -> f.withConditions(java.util.Optional.of("oper"), f.applyAsTruncates()));

        doc.undo();
        assertThat(doc.cdcFlow().orElseThrow().applyAsDeletes()).contains("ope");
        doc.undo();
        assertThat(doc.cdcFlow().orElseThrow().applyAsDeletes()).contains("operation = \"DELETE\"");
    }

    @Test
    void savingMakesTheDesignCleanAgain() {
        DesignDocument doc = Fixtures.documentWith(Fixtures.users(1));
        doc.edit("Store as SCD type 2", "stored_as_scd_type", false, f -> f.withScdType(2));
        doc.markSaved(doc.design().orElseThrow());
        assertThat(doc.isDirty()).isFalse();
    }

    @Test
    void aFeedReadWithOtherTypesIsAnUndoableEditThatMarksTheDesignUnsaved() {
        DesignDocument doc = Fixtures.documentWith(Fixtures.users(1));
        io.scdstudio.project.Design d = doc.design().orElseThrow();
        io.scdstudio.model.Feed before = d.scenario().feed();
        io.scdstudio.model.Feed retyped = io.scdstudio.project.DesignFiles.reread(
                d, before.schema().withType(0, io.scdstudio.model.DataType.STRING));

        doc.changeFeed("Change the type of userId to string", retyped);
        assertThat(doc.isDirty()).isTrue();
        assertThat(doc.design()
                        .orElseThrow()
                        .scenario()
                        .feed()
                        .schema()
                        .column(0)
                        .type()
                        .sqlName())
                .isEqualTo("string");
        assertThat(doc.design().orElseThrow().scenario().feed()).isNotEqualTo(before);

        doc.undo();
        assertThat(doc.design().orElseThrow().scenario().feed()).isSameAs(before);
        assertThat(doc.isDirty()).isFalse();
        doc.redo();
        assertThat(doc.design().orElseThrow().scenario().feed()).isSameAs(retyped);
    }

    @Test
    void theHistoryKeepsTheLatestEditsAndOnlyAFewCopiesOfReReadFeeds() {
        DesignDocument doc = Fixtures.documentWith(Fixtures.users(1));
        for (int i = 0; i < UndoStack.MAX_EDITS + 30; i++) {
            int type = i % 2 == 0 ? 2 : 1;
            doc.edit("Store as SCD type " + type, "stored_as_scd_type", false, f -> f.withScdType(type));
        }
        int undone = undoAll(doc);
        assertThat(undone).isEqualTo(UndoStack.MAX_EDITS);

        io.scdstudio.project.Design d = doc.design().orElseThrow();
        List<io.scdstudio.model.Feed> feeds = new java.util.ArrayList<>();
        for (int i = 0; i < UndoStack.MAX_FEED_EDITS + 3; i++) {
            io.scdstudio.model.Feed retyped = io.scdstudio.project.DesignFiles.reread(
                    d,
                    d.scenario()
                            .feed()
                            .schema()
                            .withType(
                                    0,
                                    i % 2 == 0
                                            ? io.scdstudio.model.DataType.STRING
                                            : io.scdstudio.model.DataType.BIGINT));
            feeds.add(retyped);
            doc.changeFeed("Change the type of userId", retyped);
            doc.edit("Store as SCD type 2", "stored_as_scd_type", false, f -> f.withScdType(2));
            doc.edit("Store as SCD type 1", "stored_as_scd_type", false, f -> f.withScdType(1));
        }
        undoAll(doc);
        // The oldest feed Undo can reach is the one read just before the kept feed edits, not the first one.
        assertThat(doc.design().orElseThrow().scenario().feed())
                .isSameAs(feeds.get(feeds.size() - UndoStack.MAX_FEED_EDITS - 1));
        assertThat(doc.design().orElseThrow().scenario().feed())
                .isNotSameAs(d.scenario().feed());
    }

    private static int undoAll(DesignDocument doc) {
        int n = 0;
        while (doc.canUndoProperty().get()) {
            doc.undo();
            n++;
        }
        return n;
    }
}
