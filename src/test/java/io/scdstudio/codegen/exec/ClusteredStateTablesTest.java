package io.scdstudio.codegen.exec;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.merge.MergeSqlGenerator;
import io.scdstudio.codegen.merge.SparkJavaGenerator;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * D8: the target and the event table are clustered on the keys, as every batch looks rows up by them; a design Delta
 * cannot cluster (a key type without statistics, more than four keys, a key past the 32 columns Delta keeps statistics
 * for) gets tables without clustering and a comment that says why, never a CREATE TABLE that fails on Delta. That
 * the clause runs on Delta is shown by every export execution test, whose setup statements create these tables.
 */
class ClusteredStateTablesTest {
    private static final Pattern CREATE = Pattern.compile("(?s)CREATE TABLE IF NOT EXISTS (\\S+) \\(.*?\\n;");

    @Test
    void theTargetAndTheEventTableAreClusteredOnTheKeysAndTheLogAndLeaseAreNot() {
        String sql = sql(
                List.of("region", "customer id"),
                column("customer id", DataType.BIGINT),
                column("region", DataType.STRING),
                column("v", DataType.INT));

        assertThat(creates(sql))
                .containsEntry("target", "CLUSTER BY (region, `customer id`)")
                .containsEntry("target__scd_events", "CLUSTER BY (region, `customer id`)")
                .containsEntry("target__scd_batches", "")
                .containsEntry("target__scd_lease", "");
        assertThat(sql.replace("\n-- ", " ")).contains("Delta lays the files out by key when OPTIMIZE target runs");
    }

    @Test
    void theJavaClassCreatesTheSameClusteredTables() {
        CdcFlowSettings flow = flow(List.of("region"));
        String java =
                new SparkJavaGenerator().generate(new ExportRequest(flow, schema(column("region", DataType.DATE))));

        assertThat(java).contains("USING DELTA\\n\"\n            + \"CLUSTER BY (region)\\n\"");
    }

    @Test
    void aKeyWithoutStatisticsLeavesTheTablesUnclusteredAndSaysWhy() {
        String sql = sql(List.of("flag"), column("flag", DataType.BOOLEAN));

        assertThat(sql).doesNotContain("CLUSTER BY");
        assertThat(sql.replace("\n-- ", " ")).contains("Not clustered on the keys: key flag is boolean");
    }

    @Test
    void moreThanFourKeysLeaveTheTablesUnclusteredAndSayWhy() {
        List<String> keys = List.of("k1", "k2", "k3", "k4", "k5");
        String sql =
                sql(keys, keys.stream().map(k -> column(k, DataType.BIGINT)).toArray(Column[]::new));

        assertThat(sql).doesNotContain("CLUSTER BY");
        assertThat(sql.replace("\n-- ", " ")).contains("it has 5 key columns and Delta clusters by 4 at most");
    }

    @Test
    void aKeyPastTheColumnsDeltaKeepsStatisticsForLeavesTheTablesUnclustered() {
        List<Column> columns = new ArrayList<>();
        for (int i = 0; i < 32; i++) {
            columns.add(column("c" + i, DataType.STRING));
        }
        columns.add(column("id", DataType.BIGINT));

        String sql = sql(List.of("id"), columns.toArray(Column[]::new));

        assertThat(sql).doesNotContain("CLUSTER BY");
        assertThat(sql.replace("\n-- ", " ")).contains("key id comes after the first 32 columns");
    }

    private static String sql(List<String> keys, Column... data) {
        return new MergeSqlGenerator().generate(new ExportRequest(flow(keys), schema(data)));
    }

    private static CdcFlowSettings flow(List<String> keys) {
        return CdcFlowSettings.builder(keys, SequenceBy.column("seq"))
                .target("target")
                .build();
    }

    private static Schema schema(Column... data) {
        List<Column> all = new ArrayList<>(List.of(data));
        all.add(column("seq", DataType.BIGINT));
        return Schema.of(all.toArray(Column[]::new));
    }

    private static Column column(String name, DataType type) {
        return new Column(name, type);
    }

    /** Each CREATE TABLE's table name and its CLUSTER BY clause ("" when it has none). */
    private static Map<String, String> creates(String sql) {
        Map<String, String> out = new HashMap<>();
        Matcher m = CREATE.matcher(sql);
        while (m.find()) {
            Matcher c = Pattern.compile("CLUSTER BY \\(.*\\)").matcher(m.group());
            out.put(m.group(1), c.find() ? c.group() : "");
        }
        return out;
    }
}
