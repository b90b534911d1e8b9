package io.scdstudio.study;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.lesson.LessonLibrary;
import java.nio.file.Path;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class ProgressReportTest {
    private static final LessonLibrary LIBRARY = LessonLibrary.read(Path.of("sample-data"));
    private static final ExamProfile ASSOCIATE =
            ExamProfiles.bundled().find("associate").orElseThrow();

    @Test
    void anEmptyProgressStartsWithTheFirstLessonAndSaysNothingIsAnsweredYet() {
        ProgressReport r = new ProgressReport(StudyProgress.EMPTY, LIBRARY, ASSOCIATE);
        assertThat(r.continueWith())
                .map(l -> l.id())
                .hasValue(LIBRARY.lessons().get(0).id());
        assertThat(String.join("\n", r.lines()))
                .contains("Lessons: 0 of " + LIBRARY.lessons().size() + " completed, 0 visited.")
                .contains("Start with lesson 1, " + LIBRARY.lessons().get(0).title())
                .contains("Not completed yet: lessons 1-" + LIBRARY.lessons().size() + ".")
                .contains("No exam taken yet");
    }

    @Test
    void theReportNamesWhereToContinueWhatIsDoneAndTheMasteryPerObjectiveByWeek() {
        LocalDate day = LocalDate.of(2026, 12, 1);
        StudyProgress p = StudyProgress.EMPTY
                .withVisit("customer-moves-type1", day)
                .withCompleted("customer-moves-type1", day)
                .withVisit("sequence-tie", day)
                // sequence-tie is tagged 'ties': the associate guide's quality objective asks event outcomes of it
                .withAnswer(new StudyProgress.Answer("2026-12-01", "practice", "sequence-tie", "EVENT_OUTCOME", true))
                .withAnswer(new StudyProgress.Answer("2026-12-08", "exam", "sequence-tie", "EVENT_OUTCOME", false));
        ProgressReport r = new ProgressReport(p, LIBRARY, ASSOCIATE);
        assertThat(r.completedCount()).isEqualTo(1);
        assertThat(r.continueWith()).map(l -> l.id()).hasValue("sequence-tie");
        String text = String.join("\n", r.lines());
        assertThat(text)
                .contains("Lessons: 1 of " + LIBRARY.lessons().size() + " completed, 2 visited.")
                .contains("Continue where you left off: lesson " + place("sequence-tie") + ", ")
                .contains("(sequence-tie).")
                .contains("what an event does: 1 of 2 right (50%)")
                .contains("Data Governance & Quality: Keep a dimension correct")
                .contains("by week: 2026-W49 1/1, 2026-W50 0/1")
                .contains("Not completed yet: lessons " + notCompletedBut(place("customer-moves-type1")) + ".");
    }

    /**
     * A learner who looked at the first lessons and completed a later one is sent on to the lesson after it, not back
     * to the first one; past the end of the library, back to the first lesson not completed.
     */
    @Test
    void afterACompletedLessonTheNextNotCompletedLessonAfterItComesNext() {
        LocalDate day = LocalDate.of(2026, 12, 1);
        var lessons = LIBRARY.lessons();
        StudyProgress p = StudyProgress.EMPTY;
        for (int i = 0; i <= 4; i++) {
            p = p.withVisit(lessons.get(i).id(), day);
        }
        p = p.withCompleted(lessons.get(4).id(), day)
                .withCompleted(lessons.get(5).id(), day);
        ProgressReport r = new ProgressReport(p, LIBRARY, ASSOCIATE);
        assertThat(r.continueWith()).map(l -> l.id()).hasValue(lessons.get(6).id());
        assertThat(String.join("\n", r.lines()))
                .contains("Next: lesson 7, " + lessons.get(6).title() + " ("
                        + lessons.get(6).id() + ").");

        StudyProgress atTheEnd = p.withVisit(lessons.get(lessons.size() - 1).id(), day)
                .withCompleted(lessons.get(lessons.size() - 1).id(), day);
        assertThat(new ProgressReport(atTheEnd, LIBRARY, ASSOCIATE).continueWith())
                .map(l -> l.id())
                .hasValue(lessons.get(0).id());
    }

    private static int place(String id) {
        return LIBRARY.placeOf(LIBRARY.find(id).orElseThrow());
    }

    /** Every place but {@code done}, written as the report writes ranges. */
    private static String notCompletedBut(int done) {
        int n = LIBRARY.lessons().size();
        String before = done == 1 ? "" : done == 2 ? "1" : done == 3 ? "1, 2" : "1-" + (done - 1);
        String after = done == n ? "" : done == n - 1 ? String.valueOf(n) : (done + 1) + "-" + n;
        return before.isEmpty() ? after : after.isEmpty() ? before : before + ", " + after;
    }

    @Test
    void lessonsNotCompletedAreNamedByTheirPlacesWithRuns() {
        assertThat(ProgressReport.ranges(java.util.List.of(1, 3, 4, 5, 7, 9, 10)))
                .isEqualTo("1, 3-5, 7, 9, 10");
        assertThat(ProgressReport.ranges(java.util.List.of(2))).isEqualTo("2");
    }
}
