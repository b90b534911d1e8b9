package io.scdstudio.feed;

import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.ScdException;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.Locale;

/** The error classes this package raises, and the wrapping of IO failures into user errors. */
public final class FeedErrors {
    /** The CSV text breaks RFC 4180: an unterminated or stray quote, or a wrong number of fields. */
    public static final String CSV_MALFORMED = "CSV_MALFORMED";
    /** A value does not parse as its column's type. */
    public static final String VALUE_NOT_OF_TYPE = "VALUE_NOT_OF_TYPE";
    /** A header row is missing, has an empty or duplicate name, or does not match the declared schema. */
    public static final String HEADER_INVALID = "HEADER_INVALID";
    /** A {@code __batch} value is not a positive integer or goes down. */
    public static final String BATCH_INVALID = "BATCH_INVALID";
    /** A JSON lines file holds a line that is not one JSON object. */
    public static final String JSON_MALFORMED = "JSON_MALFORMED";
    /** A scenario folder's {@code case.json} or file layout is not as the scenario format describes. */
    public static final String SCENARIO_INVALID = "SCENARIO_INVALID";
    /** A file cannot be read or written, or is of a kind the product does not open. */
    public static final String FILE_UNREADABLE = "FILE_UNREADABLE";

    public static final String FILE_NOT_WRITABLE = "FILE_NOT_WRITABLE";
    public static final String UNSUPPORTED_FILE = "UNSUPPORTED_FILE";
    /** Saving would overwrite files the caller did not ask to overwrite. */
    public static final String FOLDER_NOT_EMPTY = "FOLDER_NOT_EMPTY";

    private FeedErrors() {}

    public static ScdException unreadable(String file, IOException e) {
        if (e instanceof java.nio.charset.CharacterCodingException) {
            return Errors.wrap(
                    Location.file(file),
                    FILE_UNREADABLE,
                    "the file is not UTF-8 text (it may be " + "binary, compressed, or in another encoding)",
                    "Export the feed as UTF-8 text, or unzip it " + "first",
                    e);
        }
        return Errors.wrap(
                Location.file(file),
                FILE_UNREADABLE,
                "cannot read the file: " + describe(e),
                "Check that the file exists and that you may read it",
                e);
    }

    static ScdException notWritable(String file, IOException e) {
        return Errors.wrap(
                Location.file(file),
                FILE_NOT_WRITABLE,
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
                FILE_UNREADABLE,
                "cannot read the folder: " + describe(e),
                "Check that the folder exists and that you may list it (ls -ld shows its permissions)",
                e);
    }
}
