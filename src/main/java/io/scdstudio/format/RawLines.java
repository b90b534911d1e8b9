package io.scdstudio.format;

import io.scdstudio.feed.TextFiles;
import java.nio.file.Path;
import java.util.function.Consumer;

/** A text file's non-blank lines, one at a time with their 1-based numbers (a leading BOM removed). */
final class RawLines {
    private RawLines() {}

    record Line(int number, String text) {}

    /** Each non-blank line in turn, so a million-line dump is never held as text. */
    static void forEach(Path file, String display, Consumer<Line> each) {
        TextFiles.forEachLine(TextFiles.open(file), display, (text, number) -> each.accept(new Line(number, text)));
    }
}
