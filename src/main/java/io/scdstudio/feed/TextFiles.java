package io.scdstudio.feed;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.ObjIntConsumer;

/** Opening UTF-8 text files, with IO failures turned into user errors naming the file. */
public final class TextFiles {
    private TextFiles() {}

    /**
     * Gives {@code each} every non-blank line of {@code in} with its 1-based number (a leading byte order mark
     * removed), one at a time, and closes {@code in}; {@code source} names the file if it cannot be read.
     */
    public static void forEachLine(Reader in, String source, ObjIntConsumer<String> each) {
        try (BufferedReader reader = new BufferedReader(in, 1 << 16)) {
            int number = 0;
            for (String text = reader.readLine(); text != null; text = reader.readLine()) {
                number++;
                if (number == 1 && text.startsWith("\uFEFF")) {
                    text = text.substring(1);
                }
                if (!text.isBlank()) {
                    each.accept(text, number);
                }
            }
        } catch (IOException e) {
            throw FeedErrors.unreadable(source, e);
        }
    }

    public static Reader open(Path file) {
        try {
            // REPORT, not the default REPLACE: a binary or Latin-1 file is named as such instead of read as garbage.
            return new InputStreamReader(
                    Files.newInputStream(file),
                    StandardCharsets.UTF_8
                            .newDecoder()
                            .onMalformedInput(CodingErrorAction.REPORT)
                            .onUnmappableCharacter(CodingErrorAction.REPORT));
        } catch (IOException e) {
            throw FeedErrors.unreadable(file.toString(), e);
        }
    }

    public static String read(Path file) {
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            // A byte-order mark (Windows editors write one) is not part of the JSON or the text.
            return text.startsWith("\uFEFF") ? text.substring(1) : text;
        } catch (IOException e) {
            throw FeedErrors.unreadable(file.toString(), e);
        }
    }

    public static String nameOf(Path file) {
        Path name = file.getFileName();
        return name == null ? file.toString() : name.toString();
    }
}
