package io.scdstudio.practice;

import io.scdstudio.practice.MistakeQuestions.Hints;
import io.scdstudio.practice.MistakeQuestions.Mistake;
import java.util.ArrayList;
import java.util.List;

/** The Lakeflow Python exporter's flow call, its comments left out, with one mistake written into it. */
final class PythonSnippet {
    private PythonSnippet() {}

    static String of(String exported, boolean oldNames, Mistake mistake, Hints hints) {
        List<String> lines = new ArrayList<>();
        for (String l : exported.split("\n")) {
            if (!l.startsWith("#") && !l.isBlank()) {
                lines.add(l);
            }
        }
        int close = lines.lastIndexOf(")");
        switch (mistake) {
            case NO_SEQUENCE -> lines.remove(find(lines, "sequence_by="));
            case TRUNCATE_WITH_SCD2 -> {
                importExpr(lines);
                setStoredAs(lines, 2, close);
                lines.add(
                        lines.lastIndexOf(")"),
                        "    apply_as_truncates=expr(\""
                                + hints.truncateCondition().replace("\"", "\\\"") + "\"),");
            }
            case TRACK_HISTORY_WITH_SCD1 -> {
                lines.removeIf(l -> l.contains("track_history_") || l.contains("apply_as_truncates="));
                setStoredAs(lines, 1, lines.lastIndexOf(")"));
                lines.add(
                        lines.lastIndexOf(")"),
                        "    track_history_except_column_list=[\"" + hints.dataColumn() + "\"],");
            }
            case KEY_NOT_IN_COLUMNS -> {
                int at = find(lines, "except_column_list=[");
                int only = find(lines, "column_list=[");
                if (at >= 0 && lines.get(at).trim().startsWith("except_column_list=[")) {
                    lines.set(
                            at,
                            lines.get(at)
                                    .replace("except_column_list=[", "except_column_list=[\"" + hints.key() + "\", "));
                } else if (only >= 0 && lines.get(only).trim().startsWith("column_list=[")) {
                    lines.set(only, "    except_column_list=[\"" + hints.key() + "\"],");
                } else {
                    lines.add(lines.lastIndexOf(")"), "    except_column_list=[\"" + hints.key() + "\"],");
                }
            }
            default -> {}
        }
        String text = String.join("\n", lines);
        return oldNames
                ? text.replace("from pyspark import pipelines as dp", "import dlt")
                        .replace("dp.create_auto_cdc_flow(", "dlt.apply_changes(")
                        .replace("dp.create_streaming_table(", "dlt.create_streaming_table(")
                : text;
    }

    /**
     * The truncate condition is written with {@code expr}: a flow whose export imported only {@code col} called a
     * function it never imported, a second mistake beside the one asked about.
     */
    private static void importExpr(List<String> lines) {
        int at = find(lines, "from pyspark.sql.functions import ");
        if (at < 0) {
            lines.add(1, "from pyspark.sql.functions import expr");
        } else if (!lines.get(at).matches(".*\\bexpr\\b.*")) {
            lines.set(at, lines.get(at) + ", expr");
        }
    }

    private static void setStoredAs(List<String> lines, int type, int close) {
        int at = find(lines, "stored_as_scd_type=");
        String stored = "    stored_as_scd_type=" + type + ",";
        if (at >= 0) {
            lines.set(at, stored);
        } else {
            lines.add(close, stored);
        }
    }

    private static int find(List<String> lines, String argument) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).trim().startsWith(argument)) {
                return i;
            }
        }
        return -1;
    }
}
