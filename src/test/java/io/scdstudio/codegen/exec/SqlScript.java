package io.scdstudio.codegen.exec;

import io.scdstudio.codegen.merge.MergeSqlGenerator;
import java.util.List;

/**
 * Splits an exported MERGE SQL file into statements the way its header tells a runner to: at every line
 * that holds only a semicolon ({@link MergeSqlGenerator#statements}, which the export benchmark uses too).
 */
public final class SqlScript {
    private SqlScript() {}

    public static List<String> statements(String script) {
        return MergeSqlGenerator.statements(script);
    }
}
