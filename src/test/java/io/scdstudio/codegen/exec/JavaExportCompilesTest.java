package io.scdstudio.codegen.exec;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.merge.SparkJavaGenerator;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.ScdException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every Spark Java export is valid Java that calls the Spark and Delta API with the right signatures: it is
 * compiled in-process (javax.tools, -Werror) against stubs of that API. Running it is
 * {@link PortableExportProofIT}'s job once Spark is on the class path.
 */
class JavaExportCompilesTest {

    @Test
    void everyConformanceDesignCompilesAgainstTheSparkAndDeltaApi(@TempDir Path dir) throws IOException {
        Map<String, String> sources = stubs();
        int exported = 0;
        for (CdcCases.Run run : PortableExportProofIT.allCases()) {
            ExportRequest request = new ExportRequest(
                    run.scenario().flow(), ((ChangeFeed) run.scenario().feed()).schema());
            String pkg = "case" + run.scenario().id().toLowerCase().replace("-", "_") + "scd" + run.scdType();
            try {
                String java = new SparkJavaGenerator(pkg).generate(request);
                sources.put(pkg + "/" + SparkJavaGenerator.className(request) + ".java", java);
                exported++;
            } catch (ScdException refusedAtExport) {
                // a configuration error: PortableExportRefusalTest checks the refusal
            }
        }

        List<String> errors = InMemoryJavaCompiler.compile(sources, dir, "");

        assertThat(errors).isEmpty();
        assertThat(exported).isGreaterThan(CdcCases.all().isEmpty() ? -1 : 40);
    }

    @Test
    void theCheckRejectsJavaWithABadEscapeSoItCanFail(@TempDir Path dir) throws IOException {
        Map<String, String> sources = stubs();
        sources.put("Broken.java", "public class Broken { static final String S = \"a \\q b\"; }\n");

        assertThat(InMemoryJavaCompiler.compile(sources, dir, "")).isNotEmpty();
    }

    /** The API stubs, one source per class, from the stub resource file. */
    static Map<String, String> stubs() throws IOException {
        String text;
        try (InputStream in =
                JavaExportCompilesTest.class.getResourceAsStream("/codegen/spark-api-stubs/SparkApiStubs.txt")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Map<String, String> sources = new LinkedHashMap<>();
        String[] parts = text.split("(?m)^//// ");
        for (int i = 1; i < parts.length; i++) {
            int eol = parts[i].indexOf('\n');
            sources.put(parts[i].substring(0, eol).strip(), parts[i].substring(eol + 1));
        }
        return sources;
    }
}
