package io.scdstudio.ui.practice;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.practice.Question;
import io.scdstudio.ui.DesignDocument;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.TaskRunner;
import io.scdstudio.ui.preview.PreviewComputer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A practice round without a stage: it waits for the traced preview, hides the answers while a question is open,
 * shows them once it is answered, scores the round, and ends when the design changes.
 */
class PracticeViewModelTest {
    private final DesignDocument doc = Fixtures.documentWith(Fixtures.users(2));
    private final List<Integer> shownEvents = new ArrayList<>();
    private final PracticeViewModel vm = new PracticeViewModel(doc, TaskRunner.inline(), shownEvents::add);

    @Test
    void aRoundHidesTheAnswersWhileAQuestionIsOpenAndScoresTheRound() {
        vm.start();
        assertThat(vm.questionProperty().get())
                .as("no round before the preview is traced")
                .isNull();

        vm.setPreview(new PreviewComputer().compute(doc.design().orElseThrow().scenario()));
        assertThat(vm.readyProperty().get()).isTrue();
        vm.start();
        Question first = vm.questionProperty().get();
        assertThat(first).isNotNull();
        assertThat(vm.hidingProperty().get())
                .as("the preview and the lesson would answer it")
                .isTrue();

        vm.answer(first.answer());
        assertThat(vm.verdictProperty().get().right()).isTrue();
        assertThat(vm.hidingProperty().get())
                .as("answered: the preview may show why")
                .isFalse();
        vm.showInPreview();
        if (first.showAt() > 0) {
            assertThat(shownEvents).containsExactly(first.showAt());
        }

        int size = vm.sizeProperty().get();
        for (int i = 1; i <= size; i++) {
            vm.next();
            Question q = vm.questionProperty().get();
            if (q != null) {
                assertThat(vm.hidingProperty().get()).isTrue();
                vm.answer(i == 1 ? "certainly not the answer" : q.answer());
            }
        }
        assertThat(vm.questionProperty().get()).isNull();
        assertThat(vm.hidingProperty().get()).isFalse();
        assertThat(vm.summaryProperty().get()).startsWith("Score: " + (size - 1) + " of " + size);
    }

    @Test
    void aRoundCanBeLeftWithTheScoreOfTheQuestionsAnswered() {
        vm.setPreview(new PreviewComputer().compute(doc.design().orElseThrow().scenario()));
        vm.start();
        int size = vm.sizeProperty().get();
        vm.answer("not an answer");
        vm.quit();
        assertThat(vm.questionProperty().get()).isNull();
        assertThat(vm.hidingProperty().get())
                .as("the lesson and the preview come back")
                .isFalse();
        assertThat(vm.runningProperty().get()).isFalse();
        assertThat(vm.summaryProperty().get()).isEqualTo("Round left after 1 of " + size + " questions: 0 right.");
        vm.start();
        assertThat(vm.questionProperty().get()).as("a new round starts").isNotNull();
    }

    @Test
    void changingTheDesignEndsTheRound() {
        vm.setPreview(new PreviewComputer().compute(doc.design().orElseThrow().scenario()));
        vm.start();
        assertThat(vm.hidingProperty().get()).isTrue();
        vm.stop();
        assertThat(vm.questionProperty().get()).isNull();
        assertThat(vm.hidingProperty().get()).isFalse();
        assertThat(vm.statusProperty().get()).contains("The design changed");
        vm.setPreview(new PreviewComputer().compute(doc.design().orElseThrow().scenario()));
        assertThat(vm.statusProperty().get())
                .as("the next run of the changed design still says why the round went")
                .startsWith("The design changed, so the round ended. Ready: ");
        vm.start();
        vm.stop();
        vm.setPreview(new PreviewComputer().compute(doc.design().orElseThrow().scenario()));
        vm.start();
        assertThat(vm.statusProperty().get()).startsWith("Round ");
    }

    @Test
    void openingTheNextLessonMidRoundDoesNotSayTheDesignChanged() {
        vm.setPreview(new PreviewComputer().compute(doc.design().orElseThrow().scenario()));
        vm.start();

        vm.otherDesignOpened();
        vm.setPreview(new PreviewComputer().compute(doc.design().orElseThrow().scenario()));

        assertThat(vm.questionProperty().get()).isNull();
        assertThat(vm.hidingProperty().get()).isFalse();
        assertThat(vm.statusProperty().get()).startsWith("Ready: up to ").doesNotContain("changed");
    }

    /** A learner who finished a round and then switched SCD type read "the design changed, so the round ended". */
    @Test
    void changingTheDesignAfterAFinishedRoundKeepsItsScoreAndSaysNoRoundWasCut() {
        answerAWholeRoundRight(vm);
        String score = vm.summaryProperty().get();
        assertThat(score)
                .startsWith("Score: " + vm.sizeProperty().get() + " of "
                        + vm.sizeProperty().get());
        vm.stop();
        assertThat(vm.statusProperty().get()).doesNotContain("changed").contains("Start a new round");
        assertThat(vm.summaryProperty().get()).isEqualTo("Your last round, on the design before the change. " + score);
        vm.setPreview(new PreviewComputer().compute(doc.design().orElseThrow().scenario()));
        assertThat(vm.statusProperty().get()).doesNotContain("round ended");
    }

    /** A new session began again at round 1, asking the questions of the learner's first round once more. */
    @Test
    void theNextRoundFollowsTheRoundsTheLearnerAnsweredInEarlierSessions() {
        PracticeViewModel later = withRecorder(3, () -> "users-docs-example");
        later.setPreview(
                new PreviewComputer().compute(doc.design().orElseThrow().scenario()));
        later.start();
        assertThat(later.statusProperty().get())
                .startsWith("Round 4 (seed 4; practice --seed 4 --scd 2 asks it again)");
    }

    /** "Your last round, on the design before the change. Score: 9 of 9" stood above another lesson's round. */
    @Test
    void anotherLessonsScoreIsNotKept() {
        String[] lesson = {"users-docs-example"};
        PracticeViewModel per = withRecorder(0, () -> lesson[0]);
        answerAWholeRoundRight(per);
        assertThat(per.summaryProperty().get()).startsWith("Score: ");
        lesson[0] = "sequence-tie";
        per.stop();
        assertThat(per.summaryProperty().get()).isEmpty();
    }

    /** A practice pane whose learner answered {@code rounds} rounds of the design {@code design} names. */
    private PracticeViewModel withRecorder(long rounds, java.util.function.Supplier<String> design) {
        return new PracticeViewModel(doc, TaskRunner.inline(), shownEvents::add, new PracticeViewModel.Recorder() {
            @Override
            public void answered(Question question, boolean right) {}

            @Override
            public void roundFinished() {}

            @Override
            public long roundsAnswered() {
                return rounds;
            }

            @Override
            public String design() {
                return design.get();
            }
        });
    }

    private void answerAWholeRoundRight(PracticeViewModel on) {
        on.setPreview(new PreviewComputer().compute(doc.design().orElseThrow().scenario()));
        on.start();
        int size = on.sizeProperty().get();
        for (int i = 0; i < size; i++) {
            on.answer(on.questionProperty().get().answer());
            on.next();
        }
    }
}
