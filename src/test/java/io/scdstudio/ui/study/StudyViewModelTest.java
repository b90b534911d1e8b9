package io.scdstudio.ui.study;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.lesson.LessonLibrary;
import io.scdstudio.practice.Question;
import io.scdstudio.study.ProgressStore;
import io.scdstudio.study.StudyProgress;
import io.scdstudio.ui.StudyLog;
import io.scdstudio.ui.TaskRunner;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The exam's clock and its record, without a window: the clock is a number the test moves on. */
class StudyViewModelTest {
    private static final LessonLibrary LIBRARY = LessonLibrary.read(Path.of("sample-data"));

    @TempDir
    Path home;

    private final long[] now = {1_000_000};

    private StudyViewModel model(StudyLog log) {
        return new StudyViewModel(log, () -> LIBRARY, TaskRunner.inline(), () -> now[0], (lesson, n) -> {});
    }

    @Test
    void whenTheTimeRunsOutTheRoundEndsAndWhatWasNotAnsweredCountsAsMissed() {
        StudyLog log = new StudyLog(ProgressStore.in(home), TaskRunner.inline(), e -> {});
        StudyViewModel vm = model(log);
        vm.countProperty().set(4);
        vm.start();
        assertThat(vm.phaseProperty().get()).isEqualTo(StudyViewModel.Phase.ANSWERING);
        assertThat(vm.examOpen().get()).isTrue();
        // the associate exam: 90 minutes for 45 questions, so 4 questions get 8 minutes
        assertThat(vm.timeLeftProperty().get()).isEqualTo("8:00 left");
        vm.answer(vm.questionProperty().get().answer());
        now[0] += 7 * 60_000 + 30_000;
        vm.tick();
        assertThat(vm.timeLeftProperty().get()).isEqualTo("0:30 left");
        now[0] += 31_000;
        vm.tick();
        assertThat(vm.timeLeftProperty().get()).isEqualTo("Time is up");
        assertThat(vm.phaseProperty().get()).isEqualTo(StudyViewModel.Phase.REVIEW);
        assertThat(vm.resultProperty().get())
                .startsWith("Time is up: 3 question(s) left unanswered count as wrong.\nScore: 1 of 4 (not passed");
        assertThat(vm.review()).hasSize(4);
        Question second = vm.review().get(1).question().question();
        assertThat(vm.review().get(1).verdict())
                .as("names the answer as the question's options label it")
                .startsWith(
                        switch (second.form()) {
                            case LETTER -> "Not answered: the right option is " + second.answer() + "), marked above.";
                            case NUMBERS -> "Not answered: the right row";
                            case INTERVALS -> "Not answered: the versions are " + second.answer() + ".";
                        });

        StudyLog reread = new StudyLog(ProgressStore.in(home), TaskRunner.inline(), e -> {});
        assertThat(reread.progress().exams()).singleElement().satisfies(e -> {
            assertThat(e.right()).isEqualTo(1);
            assertThat(e.asked()).isEqualTo(4);
            assertThat(e.profile()).isEqualTo("associate");
        });
        assertThat(reread.progress().answers())
                .as("unanswered questions count as wrong answers, each under the objective it was drawn for")
                .hasSize(4)
                .allSatisfy(a -> assertThat(a.objective()).isNotNull())
                .filteredOn(StudyProgress.Answer::right)
                .hasSize(1);
    }

    @Test
    void theExamAndLengthChosenLastAreOfferedAgainInTheNextSession() {
        StudyViewModel first = model(new StudyLog(ProgressStore.in(home), TaskRunner.inline(), e -> {}));
        assertThat(first.profileProperty().get().id()).isEqualTo("associate");
        assertThat(first.countProperty().get()).isEqualTo(20);
        first.profileProperty().set(first.profiles().get(2));
        first.countProperty().set(7);
        first.start();
        StudyViewModel next = model(new StudyLog(ProgressStore.in(home), TaskRunner.inline(), e -> {}));
        assertThat(next.profileProperty().get().id()).isEqualTo("dp-750");
        assertThat(next.countProperty().get()).isEqualTo(7);
    }

    @Test
    void anAnswerIsKeptWhenTheLearnerMovesAwayAndBackAndAFlagIsShownInTheNavigator() {
        StudyViewModel vm = model(new StudyLog(ProgressStore.in(home), TaskRunner.inline(), e -> {}));
        vm.countProperty().set(3);
        vm.start();
        vm.answer("b");
        vm.toggleFlag();
        vm.next();
        assertThat(vm.indexProperty().get()).isEqualTo(1);
        assertThat(vm.flaggedProperty().get()).isFalse();
        vm.previous();
        assertThat(vm.givenAt(0)).isEqualTo("b");
        assertThat(vm.flaggedProperty().get()).isTrue();
        assertThat(vm.navigator()).containsExactly("1 \u2713 \u2691", "2", "3");
    }
}
