package io.scdstudio.study;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What the learner has done, kept between sessions: each lesson's first and last visit and the day it was completed
 * (stepped to its end, or a practice round on it finished), the lesson last opened, every answer of practice and
 * exams (the day, the mode, the lesson, the question kind, right or not) and every exam taken. Days are ISO dates.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record StudyProgress(
        Map<String, LessonMarks> lessons,
        String lastLesson,
        List<Answer> answers,
        List<ExamTaken> exams,
        ExamChoice examChoice) {
    /** The newest answers kept: enough for months of daily study, a file of a few hundred kilobytes at most. */
    static final int MAX_ANSWERS = 5_000;

    public static final StudyProgress EMPTY = new StudyProgress(Map.of(), null, List.of(), List.of(), null);

    public StudyProgress {
        lessons = lessons == null ? Map.of() : Map.copyOf(lessons);
        answers = answers == null
                ? List.of()
                : answers.stream().filter(Objects::nonNull).toList();
        exams = exams == null
                ? List.of()
                : exams.stream().filter(Objects::nonNull).toList();
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record LessonMarks(String firstVisited, String lastVisited, String completed) {
        public boolean hasCompleted() {
            return completed != null;
        }
    }

    /**
     * One answer: {@code mode} is "practice" or "exam"; {@code kind} a question kind's name; for an exam's answer,
     * the profile and the objective it was drawn for (null for practice), so mastery counts it once, there.
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Answer(
            String day, String mode, String lesson, String kind, boolean right, String profile, String objective) {
        /** A practice answer. */
        public Answer(String day, String mode, String lesson, String kind, boolean right) {
            this(day, mode, lesson, kind, right, null, null);
        }
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    public record ExamTaken(String day, String profile, int right, int asked, boolean passed) {}

    /** The exam and length the learner chose last, which the Study tab offers again. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record ExamChoice(String profile, int count) {}

    public StudyProgress withExamChoice(ExamChoice choice) {
        return new StudyProgress(lessons, lastLesson, answers, exams, choice);
    }

    public Optional<LessonMarks> marks(String lessonId) {
        return Optional.ofNullable(lessons.get(lessonId));
    }

    public boolean completed(String lessonId) {
        return marks(lessonId).map(LessonMarks::hasCompleted).orElse(false);
    }

    public boolean visited(String lessonId) {
        return lessons.containsKey(lessonId);
    }

    public StudyProgress withVisit(String lessonId, LocalDate day) {
        LessonMarks was = lessons.get(lessonId);
        LessonMarks now = new LessonMarks(
                was == null ? day.toString() : was.firstVisited(),
                day.toString(),
                was == null ? null : was.completed());
        return new StudyProgress(with(lessonId, now), lessonId, answers, exams, examChoice);
    }

    /** Completed on its first completion's day (a later one does not move it). */
    public StudyProgress withCompleted(String lessonId, LocalDate day) {
        LessonMarks was = lessons.get(lessonId);
        if (was != null && was.hasCompleted()) {
            return this;
        }
        String first = was == null ? day.toString() : was.firstVisited();
        String last = was == null ? day.toString() : was.lastVisited();
        return new StudyProgress(
                with(lessonId, new LessonMarks(first, last, day.toString())), lastLesson, answers, exams, examChoice);
    }

    public StudyProgress withAnswer(Answer a) {
        List<Answer> more = new ArrayList<>(answers);
        more.add(a);
        int drop = Math.max(0, more.size() - MAX_ANSWERS);
        return new StudyProgress(lessons, lastLesson, more.subList(drop, more.size()), exams, examChoice);
    }

    public StudyProgress withExam(ExamTaken e) {
        List<ExamTaken> more = new ArrayList<>(exams);
        more.add(e);
        return new StudyProgress(lessons, lastLesson, answers, more, examChoice);
    }

    private Map<String, LessonMarks> with(String id, LessonMarks marks) {
        Map<String, LessonMarks> out = new LinkedHashMap<>(lessons);
        out.put(id, marks);
        return out;
    }
}
