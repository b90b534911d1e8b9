package io.scdstudio.codegen.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.merge.SparkJavaGenerator;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A wide table's Spark Java export compiles: a class file holds string constants of at most 65,535 bytes and
 * methods of at most 64 KB, which a 10,000-column design's statements and merge assignments exceed, so the export
 * splits them; a design too wide even for that is refused with the limit named, not written as code javac rejects.
 */
class WideTableJavaExportTest {

    @Test
    void aTenThousandColumnDesignCompilesAsSparkJavaForBothScdTypes(@TempDir Path dir) throws IOException {
        Map<String, String> sources = JavaExportCompilesTest.stubs();
        for (int scd : List.of(1, 2)) {
            ExportRequest request = new ExportRequest(flow().withScdType(scd), schema(10_000));
            String java = new SparkJavaGenerator("wide" + scd).generate(request);
            assertThat(java).as("the statements are joined at run time").contains("String.join(\"\",");
            sources.put("wide" + scd + "/" + SparkJavaGenerator.className(request) + ".java", java);
        }

        assertThat(InMemoryJavaCompiler.compile(sources, dir, "")).isEmpty();
    }

    @Test
    void aNarrowDesignKeepsItsStatementsAsPlainConstants() {
        String java = new SparkJavaGenerator().generate(new ExportRequest(flow(), schema(20)));
        assertThat(java).doesNotContain("String.join(").doesNotContain("updateColumns1(");
    }

    @Test
    void aDesignTooWideForOneJavaClassIsRefusedWithTheLimitAndTheWayOut() {
        ExportRequest request = new ExportRequest(flow(), schema(30_000));
        assertThatThrownBy(() -> new SparkJavaGenerator().generate(request))
                .isInstanceOf(ScdException.class)
                .satisfies(e -> assertThat(((ScdException) e).userMessage())
                        .contains("30002 columns")
                        .contains("65535")
                        .contains("merge-sql")
                        .contains("DESIGN_TOO_WIDE"));
    }

    private static CdcFlowSettings flow() {
        return CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq"));
    }

    private static Schema schema(int extraColumns) {
        List<Column> columns =
                new ArrayList<>(List.of(new Column("id", DataType.BIGINT), new Column("seq", DataType.BIGINT)));
        for (int i = 0; i < extraColumns; i++) {
            columns.add(new Column("attribute_number_" + i, DataType.STRING));
        }
        return new Schema(columns);
    }
}
