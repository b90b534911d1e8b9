package io.scdstudio.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.ui.DesignDocument;
import io.scdstudio.ui.Fixtures;
import org.junit.jupiter.api.Test;

/** File > Import Flow Code's logic: code becomes the design as one undoable edit, or a problem at its line. */
class FlowCodeImportTest {
    static final String SQL = """
            CREATE OR REFRESH STREAMING TABLE users_scd2;

            CREATE FLOW users_flow AS AUTO CDC INTO users_scd2
            FROM stream(users_cdc)
            KEYS (userId)
            APPLY AS DELETE WHEN operation = 'DELETE'
            SEQUENCE BY sequenceNum
            COLUMNS * EXCEPT (operation, sequenceNum)
            STORED AS SCD TYPE 2;
            """;

    private final DesignDocument doc = Fixtures.documentWith(Fixtures.users(1));
    private final FlowCodeImport importer = new FlowCodeImport(doc);

    @Test
    void pastedLakeflowSqlBecomesTheDesignAndUndoRestoresTheOneBefore() {
        CdcFlowSettings before = doc.cdcFlow().orElseThrow();
        FlowCodeImport.Outcome outcome = importer.apply(SQL);

        assertThat(outcome.ok()).as(outcome.problem().orElse("")).isTrue();
        CdcFlowSettings imported = doc.cdcFlow().orElseThrow();
        assertThat(imported.scdType()).isEqualTo(2);
        assertThat(imported.keys()).containsExactly("userId");
        assertThat(doc.isDirty()).isTrue();

        doc.undo();
        assertThat(doc.cdcFlow()).contains(before);
        assertThat(doc.canUndoProperty().get()).isFalse();
    }

    @Test
    void brokenCodeIsRefusedAtItsLineAndTheDesignStays() {
        CdcFlowSettings before = doc.cdcFlow().orElseThrow();
        FlowCodeImport.Outcome outcome = importer.apply(SQL.replace("SEQUENCE BY sequenceNum", "SEQUENCE BY"));

        assertThat(outcome.ok()).isFalse();
        assertThat(outcome.problem()).hasValueSatisfying(p -> assertThat(p).isNotBlank());
        assertThat(outcome.line()).isPresent();
        assertThat(outcome.line().getAsInt()).isBetween(3, 9);
        assertThat(doc.cdcFlow()).contains(before);
        assertThat(doc.canUndoProperty().get()).isFalse();
    }

    @Test
    void emptyCodeAsksForAFlow() {
        assertThat(importer.apply("  \n").problem())
                .hasValueSatisfying(p -> assertThat(p).contains("Paste"));
    }
}
