package io.scdstudio.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.scdstudio.codegen.importer.FlowImport;
import io.scdstudio.codegen.importer.LakeflowPythonImporter;
import io.scdstudio.codegen.importer.LakeflowSqlImporter;
import io.scdstudio.codegen.importer.SqlFlowParser;
import io.scdstudio.codegen.lakeflow.LakeflowPythonGenerator;
import io.scdstudio.codegen.lakeflow.LakeflowSqlGenerator;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.SnapshotFlowSettings;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Export then import gives the same design, for every conformance case and both Lakeflow languages. A case
 * whose settings SQL cannot express (two conflicting options) must instead be refused by the SQL export with
 * the conflict's error class.
 */
class RoundTripTest {

    static List<ConformanceCases.Case> cases() {
        return ConformanceCases.all();
    }

    @Test
    void theConformanceSuiteIsThere() {
        assumeTrue(
                ConformanceCases.available(),
                "conformance suite not found at " + ConformanceCases.directory().toAbsolutePath()
                        + "; set -Dconformance.dir to run the round-trip tests");
        assertThat(cases()).hasSizeGreaterThan(40);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void pythonExportImportsBackToTheSameDesign(ConformanceCases.Case c) {
        String python = new LakeflowPythonGenerator().generate(new ExportRequest(c.flow(), c.schema()));

        // An empty list is exported as the parameter not given (U22), so it comes back absent.
        assertThat(new LakeflowPythonImporter().importFlow(python))
                .isEqualTo(c.flow().withEmptyListsUnset());
        assertThat(FlowImport.detect(python)).isEqualTo(c.flow().withEmptyListsUnset());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void sqlExportImportsBackToTheSameDesign(ConformanceCases.Case c) {
        assumeTrue(sqlConflict(c.flow()) == null, "SQL cannot express " + sqlConflict(c.flow()));
        String sql = new LakeflowSqlGenerator().generate(new ExportRequest(c.flow(), c.schema()));

        assertThat(FlowImport.detect(sql)).isEqualTo(c.flow().withEmptyListsUnset());
        if (c.flow() instanceof CdcFlowSettings) {
            assertThat(new LakeflowSqlImporter().importFlow(sql))
                    .isEqualTo(c.flow().withEmptyListsUnset());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void sqlExportRefusesADesignWithConflictingOptions(ConformanceCases.Case c) {
        String conflict = sqlConflict(c.flow());
        assumeTrue(conflict != null, "no conflicting options");

        assertThatThrownBy(() -> new LakeflowSqlGenerator().generate(new ExportRequest(c.flow(), c.schema())))
                .isInstanceOfSatisfying(ScdException.class, e -> {
                    assertThat(e.errorClass()).isEqualTo(conflict);
                    assertThat(e.hint()).contains("export Python");
                });
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void sqlClausesComeInTheCanonicalOrder(ConformanceCases.Case c) {
        assumeTrue(c.flow() instanceof CdcFlowSettings && sqlConflict(c.flow()) == null, "not a SQL statement");
        String sql = new LakeflowSqlGenerator().generate(new ExportRequest(c.flow(), c.schema()));

        List<SqlClause> order = SqlFlowParser.parse(sql).clauseOrder();

        assertThat(order).isSorted().startsWith(SqlClause.KEYS).contains(SqlClause.SEQUENCE_BY);
    }

    /** The error class the SQL export must raise for this design, or null when SQL can express it. */
    private static String sqlConflict(FlowSettings flow) {
        if (flow instanceof SnapshotFlowSettings) {
            return null;
        }
        CdcFlowSettings f = ((CdcFlowSettings) flow).withEmptyListsUnset();
        if (f.columnList().isPresent() && f.exceptColumnList().isPresent()) {
            return "CONFLICTING_COLUMN_SELECTION";
        }
        if (f.trackHistoryColumnList().isPresent()
                && f.trackHistoryExceptColumnList().isPresent()) {
            return "CONFLICTING_TRACK_HISTORY_OPTIONS";
        }
        long ignoreOptions = List.of(
                        f.ignoreNullUpdates(),
                        f.ignoreNullUpdatesColumnList().isPresent(),
                        f.ignoreNullUpdatesExceptColumnList().isPresent())
                .stream()
                .filter(b -> b)
                .count();
        return ignoreOptions > 1 ? "CONFLICTING_IGNORE_NULL_UPDATES_OPTIONS" : null;
    }
}
