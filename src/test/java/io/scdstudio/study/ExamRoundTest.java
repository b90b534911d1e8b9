package io.scdstudio.study;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.lesson.Lesson;
import io.scdstudio.lesson.LessonLibrary;
import io.scdstudio.practice.LessonQuestions;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class ExamRoundTest {
    private static List<Lesson> lessons;

    @BeforeAll
    static void library() {
        lessons = LessonLibrary.read(Path.of("sample-data")).lessons();
    }

    @Test
    void noQuestionComesTwiceInARoundOverFiftySeedsOfEveryProfile() {
        for (ExamProfile profile : ExamProfiles.bundled().all()) {
            for (long seed = 1; seed <= 50; seed++) {
                Exam exam = ExamRound.draw(lessons, profile, seed, 20);
                Set<String> seen = new HashSet<>();
                for (ExamQuestion q : exam.questions()) {
                    assertThat(seen.add(LessonQuestions.identity(q.question())))
                            .as(
                                    "%s seed %d asks twice: %s",
                                    profile.id(), seed, q.question().text())
                            .isTrue();
                }
                assertThat(exam.size()).as("%s seed %d", profile.id(), seed).isEqualTo(20);
            }
        }
    }

    @Test
    void everyObjectiveThatALessonTrainsGetsAQuestionInAFortyQuestionRound() {
        for (ExamProfile profile : ExamProfiles.bundled().all()) {
            for (long seed = 1; seed <= 5; seed++) {
                Exam exam = ExamRound.draw(lessons, profile, seed, 40);
                Set<String> asked =
                        exam.questions().stream().map(q -> q.objective().id()).collect(Collectors.toSet());
                for (ExamProfile.Objective o : profile.objectives()) {
                    if (lessons.stream().anyMatch(o::trainedBy)) {
                        assertThat(asked).as("%s seed %d", profile.id(), seed).contains(o.id());
                    }
                }
                assertThat(exam.size()).isEqualTo(40);
            }
        }
    }

    @Test
    void eachQuestionIsOfAKindItsObjectiveAsksAboutALessonThatTrainsIt() {
        ExamProfile p = ExamProfiles.bundled().find("dp-750").orElseThrow();
        for (ExamQuestion q : ExamRound.draw(lessons, p, 9, 30).questions()) {
            assertThat(q.objective().covers(q.lesson(), q.question().kind())).isTrue();
        }
    }

    @Test
    void theSameSeedDrawsTheSameRoundAndAnotherSeedAnother() {
        ExamProfile p = ExamProfiles.bundled().find("associate").orElseThrow();
        List<String> a = texts(ExamRound.draw(lessons, p, 7, 15));
        assertThat(texts(ExamRound.draw(lessons, p, 7, 15))).isEqualTo(a);
        assertThat(texts(ExamRound.draw(lessons, p, 8, 15))).isNotEqualTo(a);
    }

    @Test
    void theHundredThousandEventLessonIsLeftOutAndTheRoundSaysItsRules() {
        ExamProfile p = ExamProfiles.bundled().find("professional").orElseThrow();
        Exam exam = ExamRound.draw(lessons, p, 2, 40);
        assertThat(exam.questions()).noneMatch(q -> q.lesson().id().equals("generated-100k"));
        // 120 minutes for 59 questions: 40 questions get 82 minutes, and 70% of 40 is 28
        assertThat(exam.minutes()).isEqualTo(82);
        assertThat(exam.rightToPass()).isEqualTo(28);
        assertThat(exam.rules())
                .contains(
                        "40 questions",
                        "82 minutes",
                        "pass with 28 of 40 right (the 70% pass mark, rounded up)",
                        "2025-11")
                .as("no seed in the window's words")
                .doesNotContain("Seed");
    }

    @Test
    void theApplyChangesProfileWritesItsCodeWithTheOldNamesOnly() {
        ExamProfile p = ExamProfiles.bundled().find("professional").orElseThrow();
        // The code itself: the snippets of spotting questions (after the blank line) and the options of code questions.
        String code = ExamRound.draw(lessons, p, 4, 40).questions().stream()
                .map(q -> {
                    String text = q.question().text();
                    int snippet = text.indexOf("\n\n");
                    return (snippet < 0 ? "" : text.substring(snippet))
                            + String.join("\n", q.question().options());
                })
                .collect(Collectors.joining("\n"));
        assertThat(code).doesNotContain("AUTO CDC INTO", "create_auto_cdc_flow");
        assertThat(code).containsAnyOf("APPLY CHANGES INTO", "dlt.apply_changes(");
    }

    @Test
    void onlyASpottingQuestionHoldsASnippetAfterABlankLineSoTheWindowShowsEveryOtherTextAsText() {
        for (ExamProfile p : ExamProfiles.bundled().all()) {
            for (ExamQuestion q : ExamRound.draw(lessons, p, 11, 40).questions()) {
                if (q.question().kind() != io.scdstudio.practice.QuestionKind.SPOT_THE_MISTAKE) {
                    assertThat(q.question().text())
                            .as(q.question().kind().name())
                            .doesNotContain("\n\n");
                }
            }
        }
    }

    private static List<String> texts(Exam exam) {
        return exam.questions().stream().map(q -> q.question().text()).toList();
    }
}
