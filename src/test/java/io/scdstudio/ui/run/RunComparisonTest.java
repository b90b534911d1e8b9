package io.scdstudio.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.Table;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.PreviewResult;
import io.scdstudio.ui.preview.PreviewComputer;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The verdict a finished run gets, without a window: equal, different (with the rows), or nothing to hold it to. */
class RunComparisonTest {
    private final PreviewResult preview =
            new PreviewComputer().compute(Fixtures.users(2).scenario());
    private final Table table = preview.finalTarget().orElseThrow();

    @Test
    void anEqualTableAgreesAndCountsItsRows() {
        RunComparison c = RunComparison.of(table, preview, Optional.empty());
        assertThat(c.kind()).isEqualTo(RunVerdict.AGREES);
        assertThat(c.text()).isEqualTo("Equal to the preview (" + table.size() + " rows).");
        assertThat(c.onlyInExpected()).isEmpty();
        assertThat(c.onlyInEngine()).isEmpty();
    }

    @Test
    void aTableMissingARowDiffersAndListsTheRowOnlyThePreviewHas() {
        Table short1 = new Table(table.schema(), table.rows().subList(1, table.size()));
        RunComparison c = RunComparison.of(short1, preview, Optional.empty());
        assertThat(c.kind()).isEqualTo(RunVerdict.DIFFERS);
        assertThat(c.text()).startsWith("Differs from the preview");
        assertThat(c.onlyInExpected()).containsExactly(table.rows().get(0));
        assertThat(c.onlyInEngine()).isEmpty();
    }

    @Test
    void theTextbookRecipeIsHeldToTheRecipeNotToThePreview() {
        Table short1 = new Table(table.schema(), table.rows().subList(1, table.size()));
        RunComparison c = RunComparison.of(short1, preview, Optional.of(short1));
        assertThat(c.kind()).isEqualTo(RunVerdict.AGREES);
        assertThat(c.text()).startsWith("Equal to the textbook MERGE recipe folded in memory (" + short1.size());
    }

    @Test
    void withoutAPreviewTableTheRunIsOnlyReportedFinished() {
        RunComparison c = RunComparison.of(table, PreviewResult.empty(), Optional.empty());
        assertThat(c.kind()).isEqualTo(RunVerdict.READY);
        assertThat(c.text()).contains("no table to compare with");
    }
}
