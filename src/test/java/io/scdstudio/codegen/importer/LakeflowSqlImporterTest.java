package io.scdstudio.codegen.importer;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.codegen.SqlClause;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.SequenceBy;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class LakeflowSqlImporterTest {
    private final LakeflowSqlImporter importer = new LakeflowSqlImporter();

    private CdcFlowSettings read(String sql) {
        return (CdcFlowSettings) importer.importFlow(sql);
    }

    @Test
    void readsTheDocumentationExample() {
        CdcFlowSettings flow = read("""
                CREATE OR REFRESH STREAMING TABLE target;

                CREATE FLOW flow
                AS AUTO CDC INTO
                  target
                FROM
                  stream(cdc_data.users)
                KEYS
                  (userId)
                APPLY AS DELETE WHEN
                  operation = "DELETE"
                APPLY AS TRUNCATE WHEN
                  operation = "TRUNCATE"
                SEQUENCE BY
                  sequenceNum
                COLUMNS * EXCEPT
                  (operation, sequenceNum)
                STORED AS
                  SCD TYPE 1;
                """);

        assertThat(flow.target()).isEqualTo("target");
        assertThat(flow.source()).isEqualTo("cdc_data.users");
        assertThat(flow.name()).contains("flow");
        assertThat(flow.keys()).containsExactly("userId");
        assertThat(flow.applyAsDeletes()).contains("operation = \"DELETE\"");
        assertThat(flow.applyAsTruncates()).contains("operation = \"TRUNCATE\"");
        assertThat(flow.sequenceBy()).isEqualTo(SequenceBy.column("sequenceNum"));
        assertThat(flow.exceptColumnList()).contains(List.of("operation", "sequenceNum"));
        assertThat(flow.storedAsScdType()).contains(1);
    }

    @Test
    void readsTheOlderApplyChangesSpellingAndDropsTheLivePrefix() {
        CdcFlowSettings flow = read("""
                APPLY CHANGES INTO LIVE.target
                FROM STREAM(LIVE.cdc_data)
                KEYS (userId)
                SEQUENCE BY sequenceNum
                STORED AS SCD TYPE 2
                TRACK HISTORY ON * EXCEPT (city)
                """);

        assertThat(flow.target()).isEqualTo("target");
        assertThat(flow.source()).isEqualTo("cdc_data");
        assertThat(flow.name()).isEmpty();
        assertThat(flow.trackHistoryExceptColumnList()).contains(List.of("city"));
    }

    @Test
    void readsTheDatabricksSqlStreamingTableForm() {
        CdcFlowSettings flow = read("""
                CREATE OR REFRESH STREAMING TABLE customers (id BIGINT, name STRING)
                TBLPROPERTIES (pipelines.channel = 'PREVIEW')
                FLOW AUTO CDC
                FROM STREAM customer_changes
                KEYS (id)
                IGNORE NULL UPDATES
                SEQUENCE BY STRUCT(ts, txn)
                """);

        assertThat(flow.target()).isEqualTo("customers");
        assertThat(flow.source()).isEqualTo("customer_changes");
        assertThat(flow.ignoreNullUpdates()).isTrue();
        assertThat(flow.sequenceBy()).isEqualTo(SequenceBy.struct(List.of("ts", "txn")));
    }

    @Test
    void keepsAConditionExactlyAsWrittenAcrossLinesAndComments() {
        CdcFlowSettings flow = read("""
                CREATE FLOW f AS AUTO CDC INTO t FROM stream(s) KEYS (id)
                APPLY AS DELETE WHEN op IN ('DELETE', 'sequence by') -- not a clause
                  OR (deleted AND columns_x > 0)
                SEQUENCE BY seq;
                """);

        assertThat(flow.applyAsDeletes())
                .contains("op IN ('DELETE', 'sequence by') -- not a clause\n  OR (deleted AND columns_x > 0)");
    }

    @Test
    void readsQuotedNamesOnceAndNamedFlowsAndIgnoreNullLists() {
        CdcFlowSettings flow = read("""
                CREATE FLOW `my flow` COMMENT 'backfill' AS AUTO CDC ONCE INTO main.`sales eu`.t
                FROM stream(s) KEYS (`my col`, `se``q`)
                IGNORE NULL UPDATES ON * EXCEPT (`select`)
                SEQUENCE BY `a.b`
                COLUMNS (`my col`, `se``q`, `a.b`);
                """);

        assertThat(flow.name()).contains("my flow");
        assertThat(flow.once()).isTrue();
        assertThat(flow.target()).isEqualTo("main.`sales eu`.t");
        assertThat(flow.keys()).containsExactly("my col", "se`q");
        assertThat(flow.ignoreNullUpdatesExceptColumnList()).contains(List.of("select"));
        assertThat(flow.sequenceBy()).isEqualTo(SequenceBy.column("a.b"));
        assertThat(flow.columnList()).contains(List.of("my col", "se`q", "a.b"));
    }

    @Test
    void aFlowNamedAfterItsTargetIsUnnamedAsInPython() {
        CdcFlowSettings flow = read(
                "CREATE FLOW orders AS AUTO CDC INTO main.sales.orders FROM stream(s)" + " KEYS (id) SEQUENCE BY seq");

        assertThat(flow.name()).isEqualTo(Optional.empty());
        assertThat(flow.target()).isEqualTo("main.sales.orders");
    }

    @Test
    void acceptsClausesOutOfOrderButReportsTheOrderAsWritten() {
        ParsedSqlFlow parsed = SqlFlowParser.parse("CREATE FLOW f AS AUTO CDC INTO t FROM stream(s) KEYS (id)"
                + " SEQUENCE BY seq APPLY AS DELETE WHEN op = 'D' STORED AS SCD TYPE 2");

        assertThat(parsed.clauseOrder())
                .containsExactly(SqlClause.KEYS, SqlClause.SEQUENCE_BY, SqlClause.APPLY_AS_DELETE, SqlClause.STORED_AS);
        assertThat(parsed.clauseOrder())
                .isNotEqualTo(parsed.clauseOrder().stream().sorted().toList());
        assertThat(((io.scdstudio.model.CdcFlowSettings) parsed.flow()).applyAsDeletes())
                .contains("op = 'D'");
        assertThat(parsed.clauses().get(2).line()).isEqualTo(1);
        assertThat(parsed.clauses().get(2).column()).isEqualTo(75);
    }
}
