package io.scdstudio.lesson;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a link in a lesson leads: to an event, a key or a batch of the open scenario's preview, to another
 * lesson of the library (a relative link to its folder), or out of the app. A link starting with {@code #} that
 * is none of these is {@link Broken}, so a typo is caught by {@link LessonCheck} rather than ignored.
 */
public sealed interface LessonLink {
    /** The link's text as the reader sees it. */
    String text();

    /** The link's destination as written. */
    String destination();

    record ToEvent(String text, String destination, int event) implements LessonLink {}

    /** {@code parts} are the key's values in key-column order (several for a composite key). */
    record ToKey(String text, String destination, List<String> parts) implements LessonLink {
        public ToKey {
            parts = List.copyOf(parts);
        }

        /** The key as the preview writes it: its values joined by ", ". */
        public String keyText() {
            return String.join(", ", parts);
        }
    }

    record ToBatch(String text, String destination, int batch) implements LessonLink {}

    record ToLesson(String text, String destination, String lessonId) implements LessonLink {}

    record External(String text, String destination) implements LessonLink {}

    record Broken(String text, String destination, String problem) implements LessonLink {}

    Pattern NUMBERED = Pattern.compile("#(event|batch)-(\\d{1,9})");
    Pattern SIBLING = Pattern.compile("(?:\\.\\./|\\./)?([A-Za-z0-9][A-Za-z0-9._-]*)/?(?:README\\.md)?");

    static LessonLink parse(String text, String destination) {
        String d = destination == null ? "" : destination.trim();
        String lower = d.toLowerCase(Locale.ROOT);
        if (lower.startsWith("http://") || lower.startsWith("https://") || lower.startsWith("mailto:")) {
            return new External(text, d);
        }
        if (d.startsWith("#")) {
            return inPreview(text, d);
        }
        Matcher sibling = SIBLING.matcher(d);
        if (d.startsWith("../") && sibling.matches()) {
            return new ToLesson(text, d, sibling.group(1));
        }
        // A link to a file of the repository (docs, the spec): useful on GitHub, not a place in the app.
        return new External(text, d);
    }

    private static LessonLink inPreview(String text, String d) {
        Matcher numbered = NUMBERED.matcher(d);
        if (numbered.matches()) {
            int n = Integer.parseInt(numbered.group(2));
            if (n < 1) {
                return new Broken(text, d, "events and batches are numbered from 1");
            }
            return numbered.group(1).equals("event") ? new ToEvent(text, d, n) : new ToBatch(text, d, n);
        }
        if (d.startsWith("#key-") && d.length() > "#key-".length()) {
            String raw;
            try {
                raw = URLDecoder.decode(d.substring("#key-".length()).replace("+", "%2B"), StandardCharsets.UTF_8);
            } catch (IllegalArgumentException e) {
                return new Broken(text, d, "a % in a key link starts an escape such as %20 (a space); write % as %25");
            }
            return new ToKey(
                    text, d, Arrays.stream(raw.split(",", -1)).map(String::trim).toList());
        }
        return new Broken(text, d, "a link into the preview is #event-N, #key-K or #batch-N");
    }
}
