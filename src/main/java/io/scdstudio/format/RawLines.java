package io.scdstudio.format;

import io.scdstudio.feed.FeedErrors;
import io.scdstudio.feed.TextFiles;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Path;

/** A text file's non-blank lines, one at a time with their 1-based numbers (a leading BOM removed). */
final class RawLines {
    private RawLines() {}

    record Line(int number, String text) {}

    /** Each non-blank line in turn, so a million-line dump is never held as text. */
    static void forEach(Path file, String display, java.util.function.Consumer<Line> each) {
        try (BufferedReader in = new BufferedReader(TextFiles.open(file), 1 << 16)) {
            int number = 0;
            for (String text = in.readLine(); text != null; text = in.readLine()) {
                number++;
                if (number == 1 && text.startsWith("\uFEFF")) {
                    text = text.substring(1);
                }
                if (!text.isBlank()) {
                    each.accept(new Line(number, text));
                }
            }
        } catch (IOException e) {
            throw FeedErrors.unreadable(display, e);
        }
    }
}
