package io.scdstudio.codegen.importer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.lakeflow.LakeflowSqlGenerator;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.SnapshotFlowSettings;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The real inputs import used to reject: the docs' "replicate an external table" pattern (a ONCE backfill and a
 * change flow into one target), a Databricks SQL notebook export, pipeline parameters in names, PySpark Column
 * conditions, and the SQL FROM SNAPSHOT form the exports now write.
 */
class ImportFormsTest {
    private static final String REPLICATE_SQL = """
            CREATE OR REFRESH STREAMING TABLE customers;

            CREATE FLOW customers_backfill AS AUTO CDC ONCE INTO customers
            FROM customers_snapshot
            KEYS (id)
            SEQUENCE BY updated_at;

            CREATE FLOW customers_changes AS AUTO CDC INTO customers
            FROM stream(customers_cdc)
            KEYS (id)
            APPLY AS DELETE WHEN op = 'D'
            SEQUENCE BY updated_at;
            """;

    @Test
    void twoFlowsIntoOneTargetAreListedWithTheBackfillNamedAndTheUserPicksOne() {
        assertThatThrownBy(() -> FlowImport.detect(REPLICATE_SQL)).isInstanceOfSatisfying(ScdException.class, e -> {
            assertThat(e.errorClass()).isEqualTo("SEVERAL_FLOWS");
            assertThat(e.getMessage())
                    .contains("customers_backfill (line 3, into customers, ONCE: the one-time backfill)")
                    .contains("customers_changes (line 8, into customers)");
            assertThat(e.hint()).contains("--flow NAME");
        });

        CdcFlowSettings changes = (CdcFlowSettings) FlowImport.detect(REPLICATE_SQL, Optional.of("customers_changes"));
        CdcFlowSettings backfill =
                (CdcFlowSettings) FlowImport.detect(REPLICATE_SQL, Optional.of("customers_backfill"));

        assertThat(changes.source()).isEqualTo("customers_cdc");
        assertThat(changes.applyAsDeletes()).contains("op = 'D'");
        assertThat(changes.once()).isFalse();
        assertThat(backfill.once()).isTrue();
        assertThat(backfill.source()).isEqualTo("customers_snapshot");
        assertThatThrownBy(() -> FlowImport.detect(REPLICATE_SQL, Optional.of("orders")))
                .hasMessageContaining("no flow named orders");
    }

    @Test
    void pythonWithABackfillAndAChangeFlowIsPickedTheSameWay() {
        String python = """
                from pyspark import pipelines as dp
                dp.create_streaming_table("customers")
                dp.create_auto_cdc_flow(target="customers", source="customers_snapshot", keys=["id"],
                    sequence_by="updated_at", name="customers_backfill", once=True)
                dp.create_auto_cdc_flow(target="customers", source="customers_cdc", keys=["id"],
                    sequence_by="updated_at", name="customers_changes")
                """;

        assertThatThrownBy(() -> FlowImport.detect(python)).hasMessageContaining("ONCE: the one-time backfill");
        assertThat(((CdcFlowSettings) FlowImport.detect(python, Optional.of("customers_changes"))).source())
                .isEqualTo("customers_cdc");
    }

    @Test
    void aNotebookExportWithCommandSeparatorsAndNoSemicolonsImports() {
        String notebook = """
                -- Databricks notebook source
                CREATE OR REFRESH STREAMING TABLE customers

                -- COMMAND ----------

                CREATE FLOW customers_cdc AS AUTO CDC INTO customers
                FROM stream(customers_raw)
                KEYS (id)
                SEQUENCE BY seq

                -- COMMAND ----------

                SELECT count(*) FROM customers
                """;

        CdcFlowSettings flow = (CdcFlowSettings) FlowImport.detect(notebook);

        assertThat(flow.target()).isEqualTo("customers");
        assertThat(flow.source()).isEqualTo("customers_raw");
        assertThat(flow.name()).contains("customers_cdc");
    }

    @Test
    void pipelineParametersStayInTheNamesAsWrittenAndGoBackOutTheSame() {
        String sql = "CREATE FLOW f AS AUTO CDC INTO ${catalog}.sales.customers\n"
                + "FROM stream(${catalog}.${raw_schema}.changes)\nKEYS (id)\nSEQUENCE BY seq";

        CdcFlowSettings flow = (CdcFlowSettings) FlowImport.detect(sql);

        assertThat(flow.target()).isEqualTo("${catalog}.sales.customers");
        assertThat(flow.source()).isEqualTo("${catalog}.${raw_schema}.changes");
        assertThat(exportedSql(flow))
                .contains("INTO ${catalog}.sales.customers")
                .contains("FROM stream(${catalog}.${raw_schema}.changes)");
    }

    /** The flow as Lakeflow SQL, over a source of an id and a sequence. */
    private static String exportedSql(CdcFlowSettings flow) {
        return new LakeflowSqlGenerator()
                .generate(new ExportRequest(
                        flow,
                        io.scdstudio.model.Schema.of(
                                new io.scdstudio.model.Column("id", io.scdstudio.model.DataType.BIGINT),
                                new io.scdstudio.model.Column("seq", io.scdstudio.model.DataType.BIGINT))));
    }

    /** D9 of the exports review: an environment suffix inside a name part ({@code silver_${env}}) was refused. */
    @Test
    void aParameterInsideANamePartStaysInItAndGoesBackOutTheSame() {
        String sql = "CREATE FLOW customers_backfill AS AUTO CDC ONCE INTO ${catalog}.silver_${env}.customers\n"
                + "FROM stream(${catalog}.${env}_bronze.changes)\nKEYS (id)\nSEQUENCE BY seq";

        CdcFlowSettings flow = (CdcFlowSettings) FlowImport.detect(sql);

        assertThat(flow.target()).isEqualTo("${catalog}.silver_${env}.customers");
        assertThat(flow.source()).isEqualTo("${catalog}.${env}_bronze.changes");
        assertThat(exportedSql(flow))
                .contains("INTO ${catalog}.silver_${env}.customers")
                .contains("FROM stream(${catalog}.${env}_bronze.changes)");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("translated")
    void simplePythonColumnConditionsBecomeTheirSqlCondition(String python, String sql) {
        String call = "dp.create_auto_cdc_flow(target=\"t\", source=\"s\", keys=[\"id\"], sequence_by=\"seq\","
                + " apply_as_deletes=" + python + ")";

        assertThat(((CdcFlowSettings) FlowImport.detect(call)).applyAsDeletes()).contains(sql);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refused")
    void otherPythonConditionsAreRefusedByName(String python, String named) {
        String call = "dp.create_auto_cdc_flow(target=\"t\", source=\"s\", keys=[\"id\"], sequence_by=\"seq\","
                + " apply_as_deletes=" + python + ")";

        assertThatThrownBy(() -> FlowImport.detect(call)).isInstanceOfSatisfying(ScdException.class, e -> {
            assertThat(e.errorClass()).isEqualTo("IMPORT_NOT_UNDERSTOOD");
            assertThat(e.getMessage()).contains(named);
            assertThat(e.hint()).contains("expr(");
        });
    }

    static Stream<Arguments> translated() {
        return Stream.of(
                Arguments.of("F.col(\"op\") == \"D\"", "op = 'D'"),
                Arguments.of("col('op') == 'DELETE'", "op = 'DELETE'"),
                Arguments.of("(F.col(\"op\") == \"D\") | F.col(\"deleted\")", "(op = 'D') OR deleted"),
                Arguments.of(
                        "(col(\"op\") == lit(\"D\")) & ~col(\"soft\").isNull()", "(op = 'D') AND (NOT (soft IS NULL))"),
                Arguments.of("F.col(\"op\").isin(\"D\", \"X\")", "(op IN ('D', 'X'))"),
                Arguments.of("F.col(\"op\").isin([\"D\", \"X\"])", "(op IN ('D', 'X'))"),
                Arguments.of("col(\"my col\").isNotNull()", "(`my col` IS NOT NULL)"),
                Arguments.of("F.col(\"version\") >= 3", "version >= 3"),
                Arguments.of("col(\"flag\") == True", "flag = TRUE"),
                Arguments.of("col(\"a\").eqNullSafe(None)", "(a <=> NULL)"),
                Arguments.of("F.expr(\"op = 'D'\")", "op = 'D'"));
    }

    static Stream<Arguments> refused() {
        return Stream.of(
                Arguments.of("F.col(\"op\").startswith(\"D\")", "the method .startswith()"),
                Arguments.of("F.upper(F.col(\"op\")) == \"D\"", "the function F.upper(...)"),
                Arguments.of("F.col(\"op\") == DELETE_CODE", "the Python name DELETE_CODE"));
    }

    @Test
    void theSqlFromSnapshotFormImportsAsASnapshotFlowAndRefusesChangeFeedClauses() {
        String sql = "CREATE FLOW vans AS AUTO CDC INTO fleet\nFROM SNAPSHOT (SELECT * FROM fleet_extract)\n"
                + "KEYS (van_id)\nSTORED AS SCD TYPE 2\nTRACK HISTORY ON (depot, driver);";

        FlowSettings flow = FlowImport.detect(sql);

        assertThat(flow)
                .isEqualTo(new SnapshotFlowSettings(
                        "fleet",
                        "fleet_extract",
                        List.of("van_id"),
                        Optional.of(2),
                        Optional.of(List.of("depot", "driver")),
                        Optional.empty(),
                        Optional.of("vans"),
                        false));
        assertThatThrownBy(() -> FlowImport.detect(sql.replace("KEYS (van_id)", "KEYS (van_id)\nSEQUENCE BY v")))
                .hasMessageContaining("SEQUENCE BY belongs to a change-feed flow");
    }
}
