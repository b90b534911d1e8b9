package io.scdstudio.practice;

import io.scdstudio.practice.MistakeQuestions.Hints;
import io.scdstudio.practice.MistakeQuestions.Mistake;
import java.util.ArrayList;
import java.util.List;

/** The Lakeflow SQL exporter's flow statement, its comments left out, with one mistake written into it. */
final class SqlSnippet {
    private SqlSnippet() {}

    static String of(String exported, boolean oldNames, Mistake mistake, Hints hints) {
        List<String> lines = new ArrayList<>();
        for (String l : exported.split("\n")) {
            if (!l.startsWith("--") && !l.isBlank()) {
                lines.add(l);
            }
        }
        int last = lines.size() - 1;
        lines.set(last, lines.get(last).replaceAll(";\\s*$", ""));
        switch (mistake) {
            case CLAUSE_ORDER -> {
                int seq = find(lines, "SEQUENCE BY");
                String line = lines.remove(seq);
                lines.add(find(lines, "KEYS"), line);
            }
            case NO_SEQUENCE -> lines.remove(find(lines, "SEQUENCE BY"));
            case TRUNCATE_WITH_SCD2 -> {
                setStoredAs(lines, 2);
                lines.add(find(lines, "SEQUENCE BY"), "APPLY AS TRUNCATE WHEN " + hints.truncateCondition());
            }
            case TRACK_HISTORY_WITH_SCD1 -> {
                lines.removeIf(l -> l.startsWith("TRACK HISTORY") || l.startsWith("APPLY AS TRUNCATE"));
                setStoredAs(lines, 1);
                lines.add("TRACK HISTORY ON * EXCEPT (" + hints.dataColumn() + ")");
            }
            case KEY_NOT_IN_COLUMNS -> {
                int at = find(lines, "COLUMNS");
                String left = "COLUMNS * EXCEPT (" + hints.key() + ")";
                if (at >= 0 && lines.get(at).startsWith("COLUMNS * EXCEPT (")) {
                    lines.set(
                            at, lines.get(at).replace("COLUMNS * EXCEPT (", "COLUMNS * EXCEPT (" + hints.key() + ", "));
                } else if (at >= 0) {
                    lines.set(at, left);
                } else {
                    lines.add(find(lines, "SEQUENCE BY") + 1, left);
                }
            }
            case NONE -> {}
        }
        lines.set(lines.size() - 1, lines.get(lines.size() - 1) + ";");
        String text = String.join("\n", lines);
        return oldNames ? text.replace("AS AUTO CDC INTO", "AS APPLY CHANGES INTO") : text;
    }

    private static void setStoredAs(List<String> lines, int type) {
        int at = find(lines, "STORED AS");
        String stored = "STORED AS SCD TYPE " + type;
        if (at >= 0) {
            lines.set(at, stored);
        } else {
            int track = find(lines, "TRACK HISTORY");
            lines.add(track >= 0 ? track : lines.size(), stored);
        }
    }

    /** The first line that starts with the clause, or -1. */
    private static int find(List<String> lines, String clause) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(clause)) {
                return i;
            }
        }
        return -1;
    }
}
