package io.scdstudio.feed;

import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.ScdException;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.Locale;

/** The wrapping of IO failures into user errors (the classes themselves are {@link ErrorClass}'s). */
public final class FeedErrors {
    private FeedErrors() {}

    public static ScdException unreadable(String file, IOException e) {
        if (e instanceof CharacterCodingException) {
            return Errors.wrap(
                    Location.file(file),
                    ErrorClass.FILE_UNREADABLE,
                    "the file is not UTF-8 text (it may be " + "binary, compressed, or in another encoding)",
                    "Export the feed as UTF-8 text, or unzip it " + "first",
                    e);
        }
        return Errors.wrap(
                Location.file(file),
                ErrorClass.FILE_UNREADABLE,
                "cannot read the file: " + describe(e),
                "Check that the file exists and that you may read it",
                e);
    }

    public static ScdException notWritable(String file, IOException e) {
        return Errors.wrap(
                Location.file(file),
                ErrorClass.FILE_NOT_WRITABLE,
                "cannot write the file: " + describe(e),
                "Check that the folder exists, that you may write there and that the disk is not full",
                e);
    }

    /**
     * Jackson's message without its own location, which names an internal source ("[Source: REDACTED ...]") and
     * repeats what the error's place already says.
     */
    public static String jacksonSaid(String message) {
        if (message == null) {
            return "the JSON parser gave no reason";
        }
        return message.replaceAll("\\s*\\(start marker at \\[Source:[^\\]]*\\][^)]*\\)", "")
                .replaceAll("\\s*at \\[Source:[^\\]]*\\][^\\n]*", "")
                .replaceAll("\\s*\\[Source:[^\\]]*\\][^\\n]*", "")
                .strip();
    }

    /** Why a file could not be used, in words: the JDK's exception names mean nothing to a user. */
    public static String describe(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "there is no such file or folder";
        }
        if (e instanceof NotDirectoryException) {
            return "a file stands where a folder was expected";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason().toLowerCase(Locale.ROOT);
        }
        String m = e.getMessage();
        return m == null || m.isBlank() ? "the system gave no reason" : m;
    }

    /** A folder that could not be listed. */
    public static ScdException folderUnreadable(String folder, IOException e) {
        return Errors.wrap(
                Location.file(folder),
                ErrorClass.FILE_UNREADABLE,
                "cannot read the folder: " + describe(e),
                "Check that the folder exists and that you may list it (ls -ld shows its permissions)",
                e);
    }
}
