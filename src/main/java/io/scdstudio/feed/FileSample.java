package io.scdstudio.feed;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;

/** What format detection looks at: a file's name and its first non-blank line (BOM removed). */
public record FileSample(String fileName, String firstLine) {
    public static FileSample of(Path file) {
        try (BufferedReader in = new BufferedReader(TextFiles.open(file))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                String text = line.startsWith("\uFEFF") ? line.substring(1) : line;
                if (!text.isBlank()) {
                    return new FileSample(TextFiles.nameOf(file), text.strip());
                }
            }
            return new FileSample(TextFiles.nameOf(file), "");
        } catch (IOException e) {
            throw FeedErrors.unreadable(file.toString(), e);
        }
    }

    public boolean nameEndsWith(String... suffixes) {
        String name = fileName.toLowerCase(Locale.ROOT);
        for (String s : suffixes) {
            if (name.endsWith(s)) {
                return true;
            }
        }
        return false;
    }

    public boolean looksLikeJson() {
        return firstLine.startsWith("{") || firstLine.equals("null");
    }
}
