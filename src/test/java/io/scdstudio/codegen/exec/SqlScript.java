package io.scdstudio.codegen.exec;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits an exported MERGE SQL file into statements the way its header tells a runner to: at every line
 * that holds only a semicolon. Comment-only chunks are dropped; comments inside a statement stay, as Spark
 * reads them.
 */
public final class SqlScript {
    private SqlScript() {
    }

    public static List<String> statements(String script) {
        List<String> out = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : script.split("\n", -1)) {
            if (line.equals(";")) {
                add(out, current.toString());
                current.setLength(0);
            } else {
                current.append(line).append('\n');
            }
        }
        add(out, current.toString());
        return List.copyOf(out);
    }

    private static void add(List<String> out, String chunk) {
        boolean code = chunk.lines().map(String::strip).anyMatch(l -> !l.isEmpty() && !l.startsWith("--"));
        if (code) {
            out.add(chunk.strip());
        }
    }
}
