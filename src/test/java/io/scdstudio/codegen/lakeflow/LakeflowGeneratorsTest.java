package io.scdstudio.codegen.lakeflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.codegen.CodeGenerator;
import io.scdstudio.codegen.CodeGenerators;
import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.importer.LakeflowPythonImporter;
import io.scdstudio.codegen.importer.LakeflowSqlImporter;
import io.scdstudio.codegen.merge.MergeSqlGenerator;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class LakeflowGeneratorsTest {
    private static final CdcFlowSettings BASIC = CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq"));

    private static ExportRequest request(CdcFlowSettings flow) {
        return new ExportRequest(flow, Schema.of());
    }

    @Test
    void aSnapshotFlowIsExportedWithoutTheNameItsSignatureLacks() {
        io.scdstudio.model.SnapshotFlowSettings flow = new io.scdstudio.model.SnapshotFlowSettings(
                "vans",
                "fleet",
                List.of("van"),
                Optional.of(2),
                Optional.empty(),
                Optional.empty(),
                Optional.of("vans_history"),
                false);
        Schema schema = Schema.of(
                new io.scdstudio.model.Column("van", io.scdstudio.model.DataType.STRING),
                new io.scdstudio.model.Column("driver", io.scdstudio.model.DataType.STRING));
        String py = new LakeflowPythonGenerator().generate(new ExportRequest(flow, schema));
        assertThat(py)
                .contains("dp.create_auto_cdc_from_snapshot_flow(")
                .doesNotContain("name=")
                .contains("# The design names this flow vans_history, but create_auto_cdc_from_snapshot_flow takes no");
    }

    @Test
    void everyGeneratorIsListedOnceUnderItsId() {
        assertThat(CodeGenerators.all())
                .extracting(CodeGenerator::id)
                .containsExactly("lakeflow-sql", "lakeflow-python", "merge-sql", "spark-java");
        assertThat(CodeGenerators.byId("lakeflow-python")).containsInstanceOf(LakeflowPythonGenerator.class);
        assertThat(CodeGenerators.byId("merge-sql")).containsInstanceOf(MergeSqlGenerator.class);
        assertThat(CodeGenerators.byId("cobol")).isEmpty();
    }

    @Test
    void sqlRefusesAFlowWithoutKeys() {
        assertThatThrownBy(() -> new LakeflowSqlGenerator().generate(request(BASIC.withKeys(List.of()))))
                .isInstanceOfSatisfying(
                        ScdException.class, e -> assertThat(e.errorClass()).isEqualTo("EMPTY_KEYS"));
    }

    @Test
    void anUnusableTableNameIsNamedInBothLanguages() {
        for (CodeGenerator g : CodeGenerators.all()) {
            assertThatThrownBy(() -> g.generate(request(BASIC.withTarget("main..orders"))))
                    .isInstanceOfSatisfying(ScdException.class, e -> {
                        assertThat(e.errorClass()).isEqualTo("INVALID_TABLE_NAME");
                        assertThat(e.location().orElseThrow().field()).contains("target");
                    });
        }
    }

    @Test
    void pythonOmitsEveryDefault() {
        String python = new LakeflowPythonGenerator().generate(request(BASIC));

        assertThat(python)
                .contains("from pyspark.sql.functions import col\n")
                .doesNotContain("stored_as_scd_type")
                .doesNotContain("None")
                .doesNotContain("False")
                .doesNotContain("once")
                .doesNotContain("name=")
                .doesNotContain("expr");
    }

    @Test
    void pythonBreaksALongListOneColumnPerLineAndStillImportsBack() {
        List<String> columns = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            columns.add("a_rather_long_column_name_" + i);
        }
        CdcFlowSettings flow = BASIC.withColumnSelection(Optional.empty(), Optional.of(columns));

        String python = new LakeflowPythonGenerator().generate(request(flow));

        assertThat(python)
                .contains("    except_column_list=[\n        \"a_rather_long_column_name_0\",\n")
                .contains("        \"a_rather_long_column_name_11\",\n    ],\n");
        assertThat(python.lines()).allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(PythonCall.MAX_WIDTH));
        assertThat(new LakeflowPythonImporter().importFlow(python)).isEqualTo(flow);
    }

    @Test
    void sqlWritesAMultiLineConditionAsWrittenAndReadsItBack() {
        CdcFlowSettings flow =
                BASIC.withConditions(Optional.of("op = 'DELETE'\n   OR (deleted AND op <> 'x;y')"), Optional.empty());

        String sql = new LakeflowSqlGenerator().generate(request(flow));

        assertThat(sql)
                .contains("APPLY AS DELETE WHEN op = 'DELETE'\n   OR (deleted AND op <> 'x;y')\nSEQUENCE BY seq");
        assertThat(new LakeflowSqlImporter().importFlow(sql)).isEqualTo(flow);
    }
}
