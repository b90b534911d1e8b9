package io.scdstudio.study;

import io.scdstudio.lesson.Lesson;
import io.scdstudio.lesson.LessonLibrary;
import io.scdstudio.practice.QuestionKind;
import java.time.LocalDate;
import java.time.temporal.IsoFields;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Progress as a learner reads it, the same in the window and on the command line: lessons completed and where to
 * continue, right answers per question kind, mastery per objective of an exam profile week by week, what is left,
 * and the exams taken.
 */
public final class ProgressReport {
    /** The weeks a line of mastery over time shows, newest last. */
    static final int WEEKS = 6;

    private final StudyProgress progress;
    private final LessonLibrary library;
    private final ExamProfile profile;

    public ProgressReport(StudyProgress progress, LessonLibrary library, ExamProfile profile) {
        this.progress = progress;
        this.library = library;
        this.profile = profile;
    }

    /** The lesson to continue with: the last one opened, or the first of the suggested order not completed. */
    public Optional<Lesson> continueWith() {
        return continueWith(progress, library);
    }

    /** The lesson to continue with in {@code library}, from {@code progress}; empty when all are completed. */
    public static Optional<Lesson> continueWith(StudyProgress progress, LessonLibrary library) {
        Optional<Lesson> last = Optional.ofNullable(progress.lastLesson()).flatMap(library::find);
        if (last.isPresent() && !progress.completed(last.get().id())) {
            return last;
        }
        // After a completed lesson, the next one not completed in library order: a learner who went through the
        // library in order was sent back to a first lesson they had only looked at.
        List<Lesson> lessons = library.lessons();
        int after = last.map(lessons::indexOf).orElse(-1) + 1;
        for (int i = 0; i < lessons.size(); i++) {
            Lesson l = lessons.get((after + i) % lessons.size());
            if (!progress.completed(l.id())) {
                return Optional.of(l);
            }
        }
        return Optional.empty();
    }

    public long completedCount() {
        return library.lessons().stream()
                .filter(l -> progress.completed(l.id()))
                .count();
    }

    /** One mastery figure: right of asked, by objective or kind. */
    public record Mastery(String name, int right, int asked, Map<String, int[]> byWeek) {
        public String percent() {
            return asked == 0 ? "no answers yet" : right + " of " + asked + " right (" + (100 * right / asked) + "%)";
        }
    }

    public List<Mastery> byObjective() {
        List<Mastery> out = new ArrayList<>();
        for (ExamProfile.Objective o : profile.objectives()) {
            out.add(mastery(o.section() + ": " + o.text(), o));
        }
        return out;
    }

    public List<Mastery> byKind() {
        List<Mastery> out = new ArrayList<>();
        for (QuestionKind k : QuestionKind.values()) {
            int[] t = new int[2];
            for (StudyProgress.Answer a : progress.answers()) {
                if (k.name().equals(a.kind())) {
                    t[0] += a.right() ? 1 : 0;
                    t[1]++;
                }
            }
            out.add(new Mastery(k.topic(), t[0], t[1], Map.of()));
        }
        return out;
    }

    private Mastery mastery(String name, ExamProfile.Objective o) {
        int right = 0;
        int asked = 0;
        Map<String, int[]> weeks = new TreeMap<>();
        for (StudyProgress.Answer a : progress.answers()) {
            if (!counts(a, o)) {
                continue;
            }
            right += a.right() ? 1 : 0;
            asked++;
            int[] w = weeks.computeIfAbsent(week(a.day()), x -> new int[2]);
            w[0] += a.right() ? 1 : 0;
            w[1]++;
        }
        return new Mastery(name, right, asked, weeks);
    }

    /**
     * Whether an answer counts towards the objective: an answer of an exam of this profile where it was drawn for,
     * once; any other where its lesson and kind train the objective.
     */
    private boolean counts(StudyProgress.Answer a, ExamProfile.Objective o) {
        if (a.objective() != null && profile.id().equals(a.profile())) {
            return a.objective().equals(o.id());
        }
        Optional<Lesson> lesson = library.find(a.lesson());
        Optional<QuestionKind> kind = ExamProfiles.kind(a.kind());
        return lesson.isPresent() && kind.isPresent() && o.covers(lesson.get(), kind.get());
    }

    private static String week(String day) {
        try {
            LocalDate d = LocalDate.parse(day);
            return d.get(IsoFields.WEEK_BASED_YEAR) + "-W"
                    + String.format("%02d", d.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR));
        } catch (RuntimeException e) {
            return "undated";
        }
    }

    /** The report as lines of text. */
    public List<String> lines() {
        List<String> out = new ArrayList<>(lessonLines());
        out.add("");
        out.add("By question kind:");
        for (Mastery m : byKind()) {
            out.add("  " + m.name() + ": " + m.percent());
        }
        out.add("");
        out.add("By objective of " + profile.name() + " (" + profile.guideDate() + " guide):");
        List<String> untouched = new ArrayList<>();
        for (Mastery m : byObjective()) {
            out.add("  " + m.name() + ": " + m.percent());
            if (m.asked() == 0) {
                untouched.add(m.name().substring(0, m.name().indexOf(':')));
            } else {
                out.add("    by week: " + weeks(m));
            }
        }
        if (!untouched.isEmpty()) {
            out.add("Objectives with no answer yet: " + String.join(", ", untouched) + ".");
        }
        out.add("");
        out.addAll(examLines());
        return out;
    }

    /** Lessons completed and visited, where to continue, and what is not completed yet. */
    public List<String> lessonLines() {
        List<String> out = new ArrayList<>();
        List<Lesson> lessons = library.lessons();
        long visited = lessons.stream().filter(l -> progress.visited(l.id())).count();
        out.add("Lessons: " + completedCount() + " of " + lessons.size() + " completed, " + visited + " visited.");
        boolean started = progress.lastLesson() != null;
        continueWith()
                .ifPresentOrElse(
                        l -> out.add(continueLine(progress, l, started) + "lesson " + library.placeOf(l) + ", "
                                + l.title() + " (" + l.id() + ")."),
                        () -> out.add(lessons.isEmpty() ? "No lessons found." : "Every lesson is completed."));
        List<Integer> left = new ArrayList<>();
        for (int i = 0; i < lessons.size(); i++) {
            if (!progress.completed(lessons.get(i).id())) {
                left.add(i + 1);
            }
        }
        if (!left.isEmpty()) {
            out.add("Not completed yet: " + (left.size() == 1 ? "lesson " : "lessons ") + ranges(left) + ".");
        }
        return out;
    }

    /**
     * "1, 3-7, 9": places in the suggested order, the numbers the lesson browser shows. A list of two dozen lesson ids
     * told a learner nothing at a glance.
     */
    static String ranges(List<Integer> places) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < places.size()) {
            int j = i;
            while (j + 1 < places.size() && places.get(j + 1) == places.get(j) + 1) {
                j++;
            }
            if (out.length() > 0) {
                out.append(", ");
            }
            out.append(places.get(i));
            if (j > i) {
                out.append(j == i + 1 ? ", " : "-").append(places.get(j));
            }
            i = j + 1;
        }
        return out.toString();
    }

    /** "Continue where you left off: ", "Next: " after the last lesson opened was completed, or "Start with ". */
    private static String continueLine(StudyProgress progress, Lesson l, boolean started) {
        if (!started) {
            return "Start with ";
        }
        return l.id().equals(progress.lastLesson()) ? "Continue where you left off: " : "Next: ";
    }

    /** The same words for a button that opens the lesson: "Continue where you left off: <title>". */
    public Optional<String> continueButton() {
        return continueButton(progress, library);
    }

    /** The button's words for {@code progress} in {@code library}, which needs no exam profile. */
    public static Optional<String> continueButton(StudyProgress progress, LessonLibrary library) {
        boolean started = progress.lastLesson() != null;
        return continueWith(progress, library).map(l -> continueLine(progress, l, started) + l.title());
    }

    /** The exams taken, the last five with their results. */
    public List<String> examLines() {
        List<String> out = new ArrayList<>();
        if (progress.exams().isEmpty()) {
            out.add("No exam taken yet.");
        } else {
            out.add("Exams taken: " + progress.exams().size() + ".");
            progress.exams().stream()
                    .skip(Math.max(0, progress.exams().size() - 5L))
                    .forEach(e -> out.add("  " + e.day() + " " + examName(e.profile()) + ": " + e.right() + " of "
                            + e.asked()
                            + (e.passed() ? " (passed)" : " (not passed)")));
        }
        return out;
    }

    /** The exam's name as the Study tab offers it; the id only for an exam no longer offered (a teacher's own). */
    private static String examName(String id) {
        return BundledExams.ALL.all().stream()
                .filter(p -> p.id().equals(id))
                .map(ExamProfile::name)
                .findFirst()
                .orElse(id);
    }

    /** Read once, when an exam is first named. */
    private static final class BundledExams {
        static final ExamProfiles ALL = ExamProfiles.bundled();
    }

    public ExamProfile profile() {
        return profile;
    }

    /** "2026-W48 1/2, 2026-W49 3/4": the last weeks of a mastery, oldest first. */
    public static String weeksOf(Mastery m) {
        return weeks(m);
    }

    private static String weeks(Mastery m) {
        List<String> parts = new ArrayList<>();
        List<Map.Entry<String, int[]>> all = new ArrayList<>(m.byWeek().entrySet());
        for (Map.Entry<String, int[]> e : all.subList(Math.max(0, all.size() - WEEKS), all.size())) {
            parts.add(e.getKey() + " " + e.getValue()[0] + "/" + e.getValue()[1]);
        }
        return String.join(", ", parts);
    }
}
