package io.scdstudio.lesson;

import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.ScdException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The lessons of one folder (the bundled {@code sample-data}, or a teacher's own), in the suggested order:
 * by {@code order}, then by id. A lesson that cannot be read is left out and its error kept in
 * {@link #problems()}, so one broken folder does not hide the others.
 */
public record LessonLibrary(List<Lesson> lessons, List<ScdException> problems) {
    private static final Comparator<Lesson> SUGGESTED =
            Comparator.comparingInt(Lesson::order).thenComparing(Lesson::id);

    public LessonLibrary {
        lessons = lessons.stream().sorted(SUGGESTED).toList();
        problems = List.copyOf(problems);
    }

    public static LessonLibrary empty() {
        return new LessonLibrary(List.of(), List.of());
    }

    /** Every lesson folder directly inside {@code folder}. */
    public static LessonLibrary read(Path folder) {
        if (!Files.isDirectory(folder)) {
            return empty();
        }
        List<Path> folders;
        try (Stream<Path> children = Files.list(folder)) {
            folders = children.filter(LessonReader::isLessonFolder).sorted().toList();
        } catch (IOException e) {
            return new LessonLibrary(
                    List.of(),
                    List.of(Errors.wrap(
                            Location.file(folder.toString()),
                            ErrorClass.LESSON_INVALID,
                            "the folder of lessons cannot be listed: " + e.getMessage(),
                            "Check that the folder may be read",
                            e)));
        }
        List<Lesson> lessons = new ArrayList<>();
        List<ScdException> problems = new ArrayList<>();
        for (Path f : folders) {
            try {
                lessons.add(LessonReader.read(f));
            } catch (ScdException e) {
                problems.add(e);
            }
        }
        return new LessonLibrary(lessons, problems);
    }

    public List<Lesson> tagged(Optional<Topic> topic) {
        return topic.map(t -> lessons.stream().filter(l -> l.has(t)).toList()).orElse(lessons);
    }

    public Optional<Lesson> find(String id) {
        return lessons.stream().filter(l -> l.id().equals(id)).findFirst();
    }

    /** The lesson of a scenario folder, if it is one of this library's. */
    public Optional<Lesson> at(Path folder) {
        Path wanted = folder.toAbsolutePath().normalize();
        return lessons.stream()
                .filter(l -> l.folder().toAbsolutePath().normalize().equals(wanted))
                .findFirst();
    }

    public Optional<Lesson> first() {
        return lessons.stream().findFirst();
    }

    /** The lesson after {@code lesson} in the suggested order. */
    public Optional<Lesson> next(Lesson lesson) {
        int at = indexOf(lesson);
        return at >= 0 && at + 1 < lessons.size() ? Optional.of(lessons.get(at + 1)) : Optional.empty();
    }

    public Optional<Lesson> previous(Lesson lesson) {
        int at = indexOf(lesson);
        return at > 0 ? Optional.of(lessons.get(at - 1)) : Optional.empty();
    }

    /** 1-based place of the lesson in the suggested order, or 0 when it is not in this library. */
    public int placeOf(Lesson lesson) {
        return indexOf(lesson) + 1;
    }

    private int indexOf(Lesson lesson) {
        for (int i = 0; i < lessons.size(); i++) {
            if (lessons.get(i).id().equals(lesson.id())) {
                return i;
            }
        }
        return -1;
    }
}
