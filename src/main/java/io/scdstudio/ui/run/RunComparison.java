package io.scdstudio.ui.run;

import io.scdstudio.engine.TableDiff;
import io.scdstudio.model.Row;
import io.scdstudio.model.Table;
import io.scdstudio.ui.PreviewResult;
import java.util.List;
import java.util.Optional;

/**
 * What a finished run's table is held to, and the verdict: the textbook MERGE recipe folded in memory when that
 * recipe was run, otherwise the preview's final table. Plain code, so the wording is tested without a window.
 */
record RunComparison(List<Row> onlyInExpected, List<Row> onlyInEngine, String text, RunVerdict kind) {

    static RunComparison of(Table engine, PreviewResult preview, Optional<Table> recipe) {
        if (recipe.isPresent()) {
            TableDiff diff = TableDiff.of(recipe.get(), engine);
            String text = diff.isEmpty()
                    ? "Equal to the textbook MERGE recipe folded in memory ("
                            + engine.size()
                            + " rows): what a hand-written MERGE makes of this feed. The Textbook MERGE tab shows how it "
                            + "differs from AUTO CDC."
                    : "Differs from the textbook MERGE recipe in memory: " + diff.describe();
            return of(diff, text);
        }
        if (preview.finalTarget().isEmpty()) {
            return new RunComparison(
                    List.of(),
                    List.of(),
                    "The run finished; the preview has no table to compare with.",
                    RunVerdict.READY);
        }
        TableDiff diff = TableDiff.of(preview.finalTarget().get(), engine);
        String text = diff.isEmpty()
                ? "Equal to the preview (" + engine.size() + " rows)."
                : "Differs from the preview: " + diff.describe();
        return of(diff, text);
    }

    private static RunComparison of(TableDiff diff, String text) {
        return new RunComparison(
                diff.missing(), diff.unexpected(), text, diff.isEmpty() ? RunVerdict.AGREES : RunVerdict.DIFFERS);
    }
}
