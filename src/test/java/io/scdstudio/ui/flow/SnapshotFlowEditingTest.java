package io.scdstudio.ui.flow;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.SnapshotFlowSettings;
import io.scdstudio.project.DesignFiles;
import io.scdstudio.ui.DesignDocument;
import io.scdstudio.ui.Fixtures;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A snapshot flow's own settings (SCD type, keys, tracked columns) are edited in the flow pane, with undo. */
class SnapshotFlowEditingTest {
    private final DesignDocument doc =
            Fixtures.documentWith(DesignFiles.open(Path.of("sample-data/historical-snapshots")));
    private final FlowViewModel vm = new FlowViewModel(doc, io.scdstudio.ui.TaskRunner.inline());

    SnapshotFlowEditingTest() {
        doc.revisionProperty().addListener((o, was, now) -> vm.refresh());
        vm.refresh();
    }

    private SnapshotFlowSettings flow() {
        return doc.snapshotFlow().orElseThrow();
    }

    @Test
    void aSnapshotFlowIsEditableAndShownAsOne() {
        assertThat(vm.editableProperty().get()).isTrue();
        assertThat(vm.snapshotFlowProperty().get()).isEqualTo(flow());
        assertThat(vm.flowProperty().get()).as("no CDC flow to show").isNull();
        for (SettingArea a : SettingArea.values()) {
            assertThat(vm.errorProperty(a).get()).as(a.name()).isEmpty();
        }
    }

    @Test
    void trackedColumnsAndTheScdTypeChangeAndUndoBringsThemBack() {
        List<String> tracked = flow().trackHistoryColumnList().orElseThrow();
        vm.setTrackHistory(new ColumnChoice(ColumnChoice.Mode.DEFAULT, List.of()));
        assertThat(flow().trackHistoryColumnList()).isEmpty();
        assertThat(doc.isDirty()).isTrue();
        vm.setScdType(1);
        assertThat(flow().scdType()).isEqualTo(1);
        doc.undo();
        doc.undo();
        assertThat(flow().trackHistoryColumnList()).contains(tracked);
        assertThat(flow().scdType()).isEqualTo(2);
        assertThat(doc.isDirty()).isFalse();
    }

    @Test
    void aTrackHistoryListWithScdType1IsExplainedUnderTrackHistory() {
        vm.setScdType(1);
        assertThat(vm.errorProperty(SettingArea.TRACK_HISTORY).get()).contains("TRACK_HISTORY_REQUIRES_SCD2");
        vm.setTrackHistory(new ColumnChoice(ColumnChoice.Mode.DEFAULT, List.of()));
        assertThat(vm.errorProperty(SettingArea.TRACK_HISTORY).get()).isEmpty();
    }

    @Test
    void keysThatAreNotColumnsAreNamedUnderTheKeys() {
        vm.setKeys(List.of());
        assertThat(vm.errorProperty(SettingArea.KEYS).get()).contains("EMPTY_KEYS");
        vm.setKeys(List.of(vm.columns().get(0)));
        assertThat(flow().keys()).containsExactly(vm.columns().get(0));
        assertThat(vm.errorProperty(SettingArea.KEYS).get()).isEmpty();
        assertThat(Optional.ofNullable(vm.flowProperty().get())).isEmpty();
    }
}
