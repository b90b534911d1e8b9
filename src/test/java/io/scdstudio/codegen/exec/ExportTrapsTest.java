package io.scdstudio.codegen.exec;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.SparkSqlQuoting;
import io.scdstudio.codegen.merge.MergeSqlGenerator;
import io.scdstudio.codegen.merge.SparkJavaGenerator;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Three traps a reviewer found in the portable exports, each closed: a condition ending in a {@code --} comment
 * no longer comments out the rest of the MERGE's CASE line; a column named {@code true} is quoted, not read as the
 * literal; a name holding a Unicode escape cannot end the Java export's comment it lands in.
 */
class ExportTrapsTest {
    private static final Schema SCHEMA = Schema.of(
            new Column("id", DataType.BIGINT),
            new Column("true", DataType.STRING),
            new Column("op", DataType.STRING),
            new Column("seq", DataType.BIGINT));

    @Test
    void aConditionEndingInACommentEndsItsOwnLine() {
        CdcFlowSettings flow = CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq"))
                .withConditions(Optional.of("op = 'D' -- deletes come from the app"), Optional.empty());
        String sql = new MergeSqlGenerator().generate(new ExportRequest(flow, SCHEMA));
        assertThat(sql).containsPattern("WHEN \\(op = 'D' -- deletes come from the app\n\\s*\\) THEN 1 ELSE 0 END");
    }

    @Test
    void aColumnNamedTrueIsQuoted() {
        assertThat(SparkSqlQuoting.INSTANCE.identifier("true")).isEqualTo("`true`");
        assertThat(SparkSqlQuoting.INSTANCE.identifier("TRUE")).isEqualTo("`TRUE`");
        CdcFlowSettings flow = CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq"));
        assertThat(new MergeSqlGenerator().generate(new ExportRequest(flow, SCHEMA)))
                .contains("`true` string")
                .doesNotContain(" true string");
    }

    @Test
    void aUnicodeEscapeInANameCannotEndTheJavaComment(@TempDir Path dir) throws IOException {
        String name = "x\\u000a}}class Broken{";
        Schema schema = Schema.of(
                new Column("id", DataType.BIGINT),
                new Column(name, DataType.STRING),
                new Column("seq", DataType.BIGINT));
        CdcFlowSettings flow = CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq"))
                .withColumnSelection(Optional.empty(), Optional.of(List.of(name)));
        ExportRequest request = new ExportRequest(flow, schema);
        String java = new SparkJavaGenerator().generate(request);
        assertThat(java)
                .as("the comment names the column with its backslash doubled")
                .contains("x\\\\u000a");

        Map<String, String> sources = JavaExportCompilesTest.stubs();
        sources.put(SparkJavaGenerator.className(request) + ".java", java);
        assertThat(InMemoryJavaCompiler.compile(sources, dir, "")).isEmpty();
    }
}
