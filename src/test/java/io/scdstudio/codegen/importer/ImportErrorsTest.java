package io.scdstudio.codegen.importer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.scdstudio.model.Location;
import io.scdstudio.model.ScdException;
import org.junit.jupiter.api.Test;

/** Code the importers cannot read gets IMPORT_NOT_UNDERSTOOD, saying where and what was expected. */
class ImportErrorsTest {

    private static ScdException sqlError(String sql) {
        return catchThrowableOfType(ScdException.class, () -> new LakeflowSqlImporter().importFlow(sql));
    }

    private static ScdException pythonError(String python) {
        return catchThrowableOfType(ScdException.class, () -> new LakeflowPythonImporter().importFlow(python));
    }

    private static void assertAt(ScdException e, String language, int line, int column) {
        assertThat(e.errorClass()).isEqualTo("IMPORT_NOT_UNDERSTOOD");
        Location where = e.location().orElseThrow();
        assertThat(where.file()).contains(language);
        assertThat(where.line()).isEqualTo(line);
        assertThat(where.column()).isEqualTo(column);
        assertThat(e.hint()).isNotBlank();
    }

    @Test
    void aMissingSequenceIsReportedAtTheEndOfTheStatement() {
        ScdException e = sqlError("CREATE FLOW f AS AUTO CDC INTO t\nFROM stream(s)\nKEYS (id);");

        assertAt(e, "Lakeflow SQL", 3, 10);
        assertThat(e.getMessage()).contains("expected SEQUENCE BY").contains("found the end of the text");
    }

    @Test
    void anUnknownClauseListsTheClausesThatCanComeThere() {
        ScdException e = sqlError("AUTO CDC INTO t FROM stream(s)\nKEYS (id)\nSEQUENCE BY seq\nPARTITION BY day");

        assertAt(e, "Lakeflow SQL", 4, 1);
        assertThat(e.getMessage()).contains("expected a clause (KEYS").contains("found 'PARTITION'");
    }

    @Test
    void aSequenceExpressionIsRefusedWithTheFormsThatWork() {
        ScdException e = sqlError("AUTO CDC INTO t FROM s KEYS (id) SEQUENCE BY seq + 1");

        assertAt(e, "Lakeflow SQL", 1, 50);
        assertThat(e.getMessage())
                .contains("one column or STRUCT(col1, col2, ...)")
                .contains("found '+'");
    }

    @Test
    void anUnsupportedClauseIsNamed() {
        ScdException e = sqlError("AUTO CDC INTO t FROM s KEYS (id) SEQUENCE BY seq\n  COLUMNS TO UPDATE cols");

        assertAt(e, "Lakeflow SQL", 2, 3);
        assertThat(e.getMessage()).contains("COLUMNS TO UPDATE").contains("not supported");
    }

    @Test
    void aClauseGivenTwiceIsRefused() {
        ScdException e = sqlError("AUTO CDC INTO t FROM s KEYS (id) KEYS (id2) SEQUENCE BY seq");

        assertAt(e, "Lakeflow SQL", 1, 34);
        assertThat(e.getMessage()).isEqualTo("KEYS appears twice");
    }

    @Test
    void anUnclosedStringIsReportedWhereItStarts() {
        ScdException e =
                sqlError("AUTO CDC INTO t FROM s KEYS (id)\nAPPLY AS DELETE WHEN op = 'DELETE\nSEQUENCE BY seq");

        assertAt(e, "Lakeflow SQL", 2, 27);
        assertThat(e.getMessage()).contains("never closed");
    }

    @Test
    void textWithoutAFlowSaysWhatToPaste() {
        ScdException e = sqlError("CREATE OR REFRESH STREAMING TABLE t;");

        assertAt(e, "Lakeflow SQL", 1, 1);
        assertThat(e.getMessage()).isEqualTo("found no AUTO CDC flow");
        assertThat(e.hint()).contains("CREATE FLOW");
    }

    @Test
    void twoFlowsAreRefusedAtTheSecondWithBothListed() {
        ScdException e = sqlError("AUTO CDC INTO t FROM s KEYS (id) SEQUENCE BY seq;\n"
                + "AUTO CDC INTO u FROM s KEYS (id) SEQUENCE BY seq;");

        assertThat(e.errorClass()).isEqualTo("SEVERAL_FLOWS");
        assertThat(e.location().orElseThrow().line()).isEqualTo(2);
        assertThat(e.getMessage()).contains("found 2 flows: t (line 1, into t), u (line 2, into u)");
    }

    @Test
    void aPythonConditionWrittenWithColumnsIsRefusedWithTheExprForm() {
        ScdException e = pythonError("dp.create_auto_cdc_flow(target=\"t\", source=\"s\", keys=[\"id\"],\n"
                + "    sequence_by=col(\"seq\"),\n    apply_as_deletes=col(\"op\"))");

        assertAt(e, "Lakeflow Python", 3, 22);
        assertThat(e.getMessage()).contains("apply_as_deletes must be a SQL condition");
        assertThat(e.hint()).contains("expr(");
    }

    @Test
    void aMissingRequiredArgumentIsNamed() {
        ScdException e = pythonError("import dlt\n\ndlt.apply_changes(target=\"t\", source=\"s\", keys=[\"id\"])\n");

        assertAt(e, "Lakeflow Python", 3, 1);
        assertThat(e.getMessage()).isEqualTo("apply_changes has no sequence_by");
    }

    @Test
    void anUnknownOrUnsupportedParameterIsNamed() {
        ScdException unknown = pythonError("dp.create_auto_cdc_flow(\"t\", \"s\", [\"id\"], \"seq\", key_list=[])");
        ScdException unsupported =
                pythonError("dp.create_auto_cdc_flow(\"t\", \"s\", [\"id\"], \"seq\", columns_to_update=\"cols\")");

        assertAt(unknown, "Lakeflow Python", 1, 50);
        assertThat(unknown.getMessage()).isEqualTo("unknown parameter key_list");
        assertThat(unsupported.getMessage()).isEqualTo("columns_to_update is not supported");
    }

    @Test
    void aWrongScdTypeOrFlagIsRefused() {
        ScdException type =
                pythonError("dp.create_auto_cdc_flow(\"t\", \"s\", [\"id\"], \"seq\", stored_as_scd_type=3)");
        ScdException flag = pythonError("dp.create_auto_cdc_flow(\"t\", \"s\", [\"id\"], \"seq\", once=\"yes\")");

        assertThat(type.getMessage()).isEqualTo("stored_as_scd_type must be 1 or 2");
        assertThat(flag.getMessage()).isEqualTo("once must be True or False");
    }

    @Test
    void aSnapshotFunctionSourceIsRefusedWithAHint() {
        ScdException e = pythonError("dp.create_auto_cdc_from_snapshot_flow(target=\"t\",\n"
                + "    source=next_snapshot_and_version, keys=[\"Key\"], stored_as_scd_type=2)");

        assertAt(e, "Lakeflow Python", 2, 12);
        assertThat(e.getMessage()).contains("Python code, not a table name");
    }

    @Test
    void aBrokenCallSaysWhatWasExpected() {
        ScdException e = pythonError("dp.create_auto_cdc_flow(target=\"t\" source=\"s\")");

        assertAt(e, "Lakeflow Python", 1, 36);
        assertThat(e.getMessage())
                .isEqualTo("expected ')' to close the call of dp.create_auto_cdc_flow," + " but found 'source'");
    }

    @Test
    void neitherLanguageIsReportedWithBothForms() {
        ScdException e = catchThrowableOfType(ScdException.class, () -> FlowImport.detect("SELECT 1"));

        assertThat(e.errorClass()).isEqualTo("IMPORT_NOT_UNDERSTOOD");
        assertThat(e.hint()).contains("CREATE FLOW").contains("create_auto_cdc_flow");
    }

    @Test
    void theUserMessageNamesPlaceProblemAndFix() {
        ScdException e = sqlError("AUTO CDC INTO t FROM s KEYS id SEQUENCE BY");

        assertThat(e.userMessage())
                .startsWith("Lakeflow SQL line 1, column 43: expected a column name in SEQUENCE BY")
                .endsWith("[IMPORT_NOT_UNDERSTOOD]");
    }
}
