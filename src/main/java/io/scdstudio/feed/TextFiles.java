package io.scdstudio.feed;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Opening UTF-8 text files, with IO failures turned into user errors naming the file. */
final class TextFiles {
    private TextFiles() {
    }

    static Reader open(Path file) {
        try {
            return new InputStreamReader(Files.newInputStream(file), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw FeedErrors.unreadable(file.toString(), e);
        }
    }

    static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw FeedErrors.unreadable(file.toString(), e);
        }
    }

    static String nameOf(Path file) {
        Path name = file.getFileName();
        return name == null ? file.toString() : name.toString();
    }
}
