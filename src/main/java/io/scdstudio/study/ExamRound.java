package io.scdstudio.study;

import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.lesson.Lesson;
import io.scdstudio.model.ScdException;
import io.scdstudio.practice.LessonQuestions;
import io.scdstudio.practice.Question;
import io.scdstudio.practice.QuestionKind;
import io.scdstudio.practice.Seeded;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;

/**
 * Draws an exam round across the lessons: each objective of the profile that a lesson trains gets a share of the
 * questions by its weight (at least one when the round has room for every objective), each question is of one of
 * the objective's kinds about one of its lessons, and no question comes twice. The same seed draws the same round.
 */
public final class ExamRound {
    /**
     * A lesson whose files are larger than this is left out: its questions would be about tables no one works out
     * by hand in two minutes (the 100,000-event lesson), and tracing it would keep the round waiting.
     */
    static final long MAX_LESSON_BYTES = 512 * 1024;
    /** How many times each slot may draw a repeated or impossible question before the round ends shorter. */
    private static final int TRIES_PER_SLOT = 24;

    private final ExamProfile profile;
    private final SplittableRandom random;
    private final long seed;
    private final Map<String, Optional<LessonQuestions>> sources = new HashMap<>();

    private ExamRound(ExamProfile profile, long seed) {
        this.profile = profile;
        this.seed = seed;
        this.random = new SplittableRandom(seed);
    }

    public static Exam draw(List<Lesson> library, ExamProfile profile, long seed, int count) {
        return new ExamRound(profile, seed).draw(library, count);
    }

    private Exam draw(List<Lesson> library, int count) {
        List<Lesson> usable = library.stream().filter(ExamRound::smallEnough).toList();
        List<ExamProfile.Objective> trained = new ArrayList<>();
        List<ExamProfile.Objective> untrained = new ArrayList<>();
        for (ExamProfile.Objective o : profile.objectives()) {
            (usable.stream().anyMatch(o::trainedBy) ? trained : untrained).add(o);
        }
        List<ExamProfile.Objective> slots = shuffled(Shares.slots(trained, count));
        List<ExamQuestion> out = new ArrayList<>();
        Set<String> asked = new HashSet<>();
        for (ExamProfile.Objective o : slots) {
            draw(o, usable, asked).ifPresent(out::add);
        }
        // A slot whose objective ran out of new questions is filled from the others, heaviest first.
        List<ExamProfile.Objective> byWeight = new ArrayList<>(trained);
        byWeight.sort((a, b) -> b.weight() - a.weight());
        for (int pass = 0; pass < 3 && out.size() < count; pass++) {
            for (ExamProfile.Objective o : byWeight) {
                if (out.size() < count) {
                    draw(o, usable, asked).ifPresent(out::add);
                }
            }
        }
        return new Exam(profile, seed, out, untrained);
    }

    private Optional<ExamQuestion> draw(ExamProfile.Objective o, List<Lesson> usable, Set<String> asked) {
        List<Lesson> lessons = usable.stream().filter(o::trainedBy).toList();
        for (int t = 0; t < TRIES_PER_SLOT; t++) {
            Lesson lesson = lessons.get(random.nextInt(lessons.size()));
            QuestionKind kind = o.kinds().get(random.nextInt(o.kinds().size()));
            Optional<Question> q =
                    source(lesson).flatMap(s -> s.ask(kind, n -> asked.add(LessonQuestions.identity(n))));
            if (q.isPresent()) {
                return Optional.of(new ExamQuestion(q.get(), lesson, o));
            }
        }
        return Optional.empty();
    }

    /** The lesson's questions, traced the first time they are asked for; empty for a lesson that cannot be run. */
    private Optional<LessonQuestions> source(Lesson lesson) {
        return sources.computeIfAbsent(lesson.id(), id -> {
            try {
                return Optional.of(LessonQuestions.of(
                        ScenarioReader.read(lesson.folder()), seed * 1_000_003L + id.hashCode(), profile.names()));
            } catch (ScdException e) {
                return Optional.empty();
            }
        });
    }

    private <T> List<T> shuffled(List<T> items) {
        return Seeded.shuffled(items, random);
    }

    static boolean smallEnough(Lesson lesson) {
        try (Stream<Path> files = Files.walk(lesson.folder())) {
            long bytes = files.filter(Files::isRegularFile)
                    .mapToLong(f -> f.toFile().length())
                    .sum();
            return bytes <= MAX_LESSON_BYTES;
        } catch (IOException e) {
            return false;
        }
    }
}
