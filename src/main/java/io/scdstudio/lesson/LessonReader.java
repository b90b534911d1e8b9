package io.scdstudio.lesson;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.ScdException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads one lesson folder: the title from {@code case.json}, {@code lesson.json} and {@code README.md}. Only
 * the title is read of the scenario, so listing a library does not read its feeds. Every problem names the file
 * and field and says what may be written there.
 */
public final class LessonReader {
    public static final String LESSON_FILE = "lesson.json";
    public static final String README_FILE = "README.md";
    static final int MAX_STORY = 140;
    private static final ObjectMapper JSON = new ObjectMapper();

    private LessonReader() {}

    /** Whether the folder is a scenario folder with a lesson. */
    public static boolean isLessonFolder(Path folder) {
        return ScenarioReader.isScenarioFolder(folder) && Files.isRegularFile(folder.resolve(LESSON_FILE));
    }

    public static Lesson read(Path folder) {
        String id = folder.getFileName().toString();
        String title = text(
                json(folder.resolve(ScenarioReader.CASE_FILE), id),
                "title",
                id + "/case.json",
                "Give the scenario a one-line title; the library shows it");
        String lessonFile = id + "/" + LESSON_FILE;
        JsonNode lesson = json(folder.resolve(LESSON_FILE), id);
        String story = text(lesson, "story", lessonFile, "Tell the story in one sentence for the library's list");
        if (story.length() > MAX_STORY) {
            throw Errors.at(
                    field(lessonFile, "story"),
                    ErrorClass.LESSON_INVALID,
                    "the story has " + story.length() + " characters; the library's list shows at most " + MAX_STORY,
                    "Shorten it to one sentence; the README tells the rest");
        }
        return new Lesson(
                id,
                folder,
                title,
                story,
                tags(lesson, lessonFile),
                level(lesson, lessonFile),
                order(lesson, lessonFile),
                readme(folder, id));
    }

    private static JsonNode json(Path file, String id) {
        String name = id + "/" + file.getFileName();
        try {
            JsonNode root = JSON.readTree(Files.readString(file, StandardCharsets.UTF_8));
            if (root == null || !root.isObject()) {
                throw Errors.at(
                        Location.file(name),
                        ErrorClass.LESSON_INVALID,
                        "the file is not a JSON object",
                        "Write the fields between { and }, as docs/lessons.md shows");
            }
            return root;
        } catch (JsonProcessingException e) {
            throw Errors.at(
                    Location.at(
                            name,
                            e.getLocation() == null ? 0 : e.getLocation().getLineNr(),
                            e.getLocation() == null ? 0 : e.getLocation().getColumnNr(),
                            null),
                    ErrorClass.LESSON_INVALID,
                    "the file is not valid JSON: " + e.getOriginalMessage(),
                    "Fix the JSON syntax at that place");
        } catch (IOException e) {
            throw Errors.at(
                    Location.file(name),
                    ErrorClass.LESSON_INVALID,
                    "the file cannot be read: " + e.getMessage(),
                    "Check that the file exists and may be read");
        }
    }

    private static String text(JsonNode root, String field, String file, String hint) {
        JsonNode v = root.get(field);
        if (v == null || !v.isTextual() || v.asText().isBlank()) {
            throw Errors.at(
                    field(file, field), ErrorClass.LESSON_INVALID, "'" + field + "' is missing or not a text", hint);
        }
        return v.asText().trim();
    }

    private static List<Topic> tags(JsonNode root, String file) {
        JsonNode v = root.get("tags");
        if (v != null && v.isTextual()) {
            throw Errors.at(
                    field(file, "tags"),
                    ErrorClass.LESSON_INVALID,
                    "'tags' is a text, not a list",
                    "Write the topics as a list, for example \"tags\": [\"" + v.asText() + "\"]");
        }
        if (v == null || !v.isArray() || v.isEmpty()) {
            throw Errors.at(
                    field(file, "tags"),
                    ErrorClass.LESSON_INVALID,
                    "'tags' is missing or empty",
                    "List one or more topics, from: " + Topic.vocabulary());
        }
        List<Topic> out = new ArrayList<>();
        for (JsonNode tag : v) {
            Topic t = Topic.parse(tag.asText())
                    .orElseThrow(() -> Errors.at(
                            field(file, "tags"),
                            ErrorClass.LESSON_INVALID,
                            "'" + tag.asText() + "' is not a topic of the library",
                            "Use one of: " + Topic.vocabulary()));
            if (!out.contains(t)) {
                out.add(t);
            }
        }
        return out;
    }

    private static Level level(JsonNode root, String file) {
        String words = text(root, "level", file, "Write one of: " + Level.vocabulary());
        return Level.parse(words)
                .orElseThrow(() -> Errors.at(
                        field(file, "level"),
                        ErrorClass.LESSON_INVALID,
                        "'" + words + "' is not a level",
                        "Write one of: " + Level.vocabulary()));
    }

    private static int order(JsonNode root, String file) {
        JsonNode v = root.get("order");
        if (v == null || !v.canConvertToInt() || !v.isIntegralNumber()) {
            throw Errors.at(
                    field(file, "order"),
                    ErrorClass.LESSON_INVALID,
                    "'order' is missing or not a whole number",
                    "Give the lesson's place in the suggested order, for example 50 (lowest first)");
        }
        return v.asInt();
    }

    private static String readme(Path folder, String id) {
        Path file = folder.resolve(README_FILE);
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            ScdException missing = Errors.at(
                    Location.file(id + "/" + README_FILE),
                    ErrorClass.LESSON_INVALID,
                    "the lesson has no README.md to show",
                    "Write the lesson as docs/lessons.md describes");
            missing.addSuppressed(e);
            throw missing;
        }
    }

    private static Location field(String file, String field) {
        return Location.at(file, 0, 0, field);
    }
}
