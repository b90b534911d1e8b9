package io.scdstudio.lesson;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * One lesson of the library: its scenario folder (whose name is its id), the title of its {@code case.json},
 * the one-line story, tags and level of its {@code lesson.json}, its place in the suggested order, and the
 * Markdown of its {@code README.md}.
 */
public record Lesson(
        String id, Path folder, String title, String story, List<Topic> tags, Level level, int order, String markdown) {
    public Lesson {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(folder, "folder");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(story, "story");
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(markdown, "markdown");
        tags = List.copyOf(tags);
    }

    public boolean has(Topic topic) {
        return tags.contains(topic);
    }

    /** The links of the README into the preview and to other lessons. */
    public List<LessonLink> links() {
        return LessonMarkdown.links(markdown);
    }
}
