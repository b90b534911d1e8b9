package io.scdstudio.study;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Keeps {@link StudyProgress} in {@code progress.json} in the settings folder. A missing file is empty progress; a
 * damaged one is empty progress with a one-line notice, and the damaged file is kept beside it (renamed), so a
 * learner's record is never lost silently and never stops the app.
 */
public final class ProgressStore {
    public static final String FILE = "progress.json";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private final Path file;

    public ProgressStore(Path file) {
        this.file = file;
    }

    /** The progress file of the settings folder {@code folder}. */
    public static ProgressStore in(Path folder) {
        return new ProgressStore(folder.resolve(FILE));
    }

    public Path file() {
        return file;
    }

    /** The progress, and a notice when the file was damaged. */
    public record Loaded(StudyProgress progress, Optional<String> notice) {}

    public Loaded load() {
        if (!Files.isRegularFile(file)) {
            return new Loaded(StudyProgress.EMPTY, Optional.empty());
        }
        try {
            StudyProgress p = JSON.readValue(file.toFile(), StudyProgress.class);
            return new Loaded(p == null ? StudyProgress.EMPTY : p, Optional.empty());
        } catch (IOException | RuntimeException e) {
            return new Loaded(StudyProgress.EMPTY, Optional.of(damaged(e)));
        }
    }

    private String damaged(Exception e) {
        // A second damaged file is kept beside the first, never over it.
        Path kept = file.resolveSibling(FILE + ".damaged");
        for (int n = 2; Files.exists(kept); n++) {
            kept = file.resolveSibling(FILE + ".damaged-" + n);
        }
        String where;
        try {
            Files.move(file, kept, StandardCopyOption.REPLACE_EXISTING);
            where = "it was kept as " + kept;
        } catch (IOException moveFailed) {
            where = "it was left as it is";
        }
        String why = e instanceof JsonProcessingException j && j.getLocation() != null
                ? "not the progress file's JSON at line " + j.getLocation().getLineNr() + ", column "
                        + j.getLocation().getColumnNr()
                : "not the progress file's JSON";
        return "Your progress file " + file + " could not be read (" + why + "), so progress starts empty; " + where
                + ".";
    }

    /** Writes beside the file and moves it in, so a crash mid-write keeps the progress before it. */
    public void save(StudyProgress progress) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Path temp = file.resolveSibling(FILE + ".tmp");
        JSON.writeValue(temp.toFile(), progress);
        Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** Loads, changes and saves in one step (the command line's way: one process, one change). */
    public StudyProgress update(UnaryOperator<StudyProgress> change) throws IOException {
        StudyProgress now = change.apply(load().progress());
        save(now);
        return now;
    }

    /** Forgets all progress: the file is removed. */
    public void reset() throws IOException {
        Files.deleteIfExists(file);
    }
}
