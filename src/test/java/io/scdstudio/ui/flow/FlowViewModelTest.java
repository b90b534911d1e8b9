package io.scdstudio.ui.flow;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.ui.DesignDocument;
import io.scdstudio.ui.Fixtures;
import java.util.List;
import org.junit.jupiter.api.Test;

class FlowViewModelTest {
    private final DesignDocument doc = Fixtures.documentWith(Fixtures.users(1));
    private final FlowViewModel vm = new FlowViewModel(doc, io.scdstudio.ui.TaskRunner.inline());

    FlowViewModelTest() {
        doc.revisionProperty().addListener((o, was, now) -> vm.refresh());
        vm.refresh();
    }

    @Test
    void theSampleFlowHasNoErrors() {
        for (SettingArea a : SettingArea.values()) {
            assertThat(vm.errorProperty(a).get()).as(a.name()).isEmpty();
        }
        assertThat(vm.columns()).containsExactly("userId", "name", "city", "operation", "sequenceNum");
    }

    @Test
    void aTruncateConditionWithScd2IsExplainedUnderTheTruncateEditor() {
        vm.setTruncates("operation = 'TRUNCATE'");
        assertThat(vm.errorProperty(SettingArea.TRUNCATES).get()).isEmpty();
        vm.setScdType(2);
        assertThat(vm.errorProperty(SettingArea.TRUNCATES).get()).contains("TRUNCATE_NOT_SUPPORTED_FOR_SCD2");
    }

    @Test
    void aBrokenDeleteConditionShowsItsOwnErrorWithTheColumn() {
        vm.setDeletes("operation = 'DELETE' AND");
        assertThat(vm.errorProperty(SettingArea.DELETES).get())
                .contains("apply_as_deletes")
                .contains("column");
        vm.setDeletes("opration = 'DELETE'");
        assertThat(vm.errorProperty(SettingArea.DELETES).get()).contains("opration");
    }

    @Test
    void noKeysIsExplainedUnderTheKeys() {
        vm.setKeys(List.of());
        assertThat(vm.errorProperty(SettingArea.KEYS).get()).contains("EMPTY_KEYS");
    }

    @Test
    void trackHistoryWithScd1IsExplainedUnderTrackHistory() {
        vm.setTrackHistory(new ColumnChoice(ColumnChoice.Mode.ONLY, List.of("city")));
        assertThat(vm.errorProperty(SettingArea.TRACK_HISTORY).get()).isNotEmpty();
        doc.undo();
        assertThat(vm.errorProperty(SettingArea.TRACK_HISTORY).get()).isEmpty();
    }
}
