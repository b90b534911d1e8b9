package io.scdstudio.lesson;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/** The topic tags a lesson carries, by the words a learner filters with. */
public enum Topic {
    LATE_DATA("late data"),
    DELETES("deletes"),
    TIES("ties"),
    SNAPSHOTS("snapshots"),
    HISTORY_TRACKING("history tracking"),
    NULLS("nulls"),
    TRUNCATE("truncate"),
    MICRO_BATCHES("micro-batches"),
    COLUMNS("columns"),
    CDC_FORMATS("cdc formats");

    private final String words;

    Topic(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }

    /** Reads a tag as written in lesson.json or typed after {@code --tag}: any case, spaces or hyphens. */
    public static Optional<Topic> parse(String text) {
        String wanted = normal(text);
        return Arrays.stream(values())
                .filter(t -> normal(t.words).equals(wanted))
                .findFirst();
    }

    /** Every tag's words, for messages that list what may be written. */
    public static String vocabulary() {
        return Arrays.stream(values()).map(t -> "'" + t.words + "'").collect(Collectors.joining(", "));
    }

    private static String normal(String s) {
        return s == null
                ? ""
                : s.trim()
                        .toLowerCase(Locale.ROOT)
                        .replace('-', ' ')
                        .replace('_', ' ')
                        .replaceAll("\\s+", " ");
    }
}
