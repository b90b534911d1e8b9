package io.scdstudio.ui.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.lesson.Lesson;
import io.scdstudio.lesson.LessonLibrary;
import io.scdstudio.lesson.LessonLink;
import io.scdstudio.lesson.Topic;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The library browser and the open lesson, without a stage: what a learner filters, opens and follows. */
class LessonViewModelsTest {
    private static final LessonLibrary LIBRARY = LessonLibrary.read(Path.of("sample-data"));

    /** Records what the lesson asked the window to do. */
    private static final class Actions implements LessonActions {
        final List<String> done = new ArrayList<>();
        /** What {@code open} answers: false as when the learner cancels the question about unsaved changes. */
        boolean opens = true;

        @Override
        public void showEvent(int n) {
            done.add("event " + n);
        }

        @Override
        public void followKey(String keyText) {
            done.add("key " + keyText);
        }

        @Override
        public void showBatch(int n) {
            done.add("batch " + n);
        }

        @Override
        public boolean open(Lesson lesson) {
            done.add("open " + lesson.id());
            return opens;
        }

        @Override
        public void browse() {
            done.add("browse");
        }
    }

    @Test
    void theBrowserKeepsOneTopicSaysHowManyAndOpensTheChosenLesson() {
        List<Lesson> opened = new ArrayList<>();
        LibraryViewModel vm = new LibraryViewModel(opened::add);
        vm.setLibrary(LIBRARY);
        int all = vm.shown().size();
        assertThat(all).isEqualTo(LIBRARY.lessons().size()).isGreaterThanOrEqualTo(25);

        vm.filter(Optional.of(Topic.TIES));
        assertThat(vm.shown()).isNotEmpty().hasSizeLessThan(all).allMatch(l -> l.has(Topic.TIES));
        assertThat(vm.summaryProperty().get()).isEqualTo(vm.shown().size() + " of " + all + " lessons about ties");
        assertThat(vm.selectedProperty().get()).isIn(vm.shown());

        vm.openSelected();
        assertThat(opened).containsExactly(vm.selectedProperty().get());
        vm.openFirst();
        assertThat(opened).last().isEqualTo(LIBRARY.lessons().get(0));
    }

    /**
     * The app started from a folder with a sample-data of its own opens that copy's lesson, not the bundled one: the
     * library shown over it pointed at lesson 1, and Enter opened lesson 1 instead of going on.
     */
    @Test
    void theLibraryPointsAtTheOpenLessonEvenFromAnotherCopyOfTheLibrary() {
        LibraryViewModel vm = new LibraryViewModel(l -> {});
        vm.setLibrary(LIBRARY);
        Lesson bundled = LIBRARY.lessons().get(5);
        Lesson copy = LessonLibrary.read(Path.of("sample-data").toAbsolutePath())
                .lessons()
                .get(5);
        assertThat(copy).as("another copy's lesson").isNotEqualTo(bundled);

        vm.selectShown(copy);

        assertThat(vm.selectedProperty().get()).isEqualTo(bundled);
    }

    @Test
    void theOpenLessonNamesItsPlaceAndItsNeighboursAndItsLinksActOnTheWindow() {
        Actions actions = new Actions();
        LessonViewModel vm = new LessonViewModel(actions);
        Lesson second = LIBRARY.lessons().get(1);
        vm.show(second, LIBRARY);
        assertThat(vm.placeProperty().get())
                .isEqualTo("Lesson 2 of " + LIBRARY.lessons().size());
        assertThat(vm.previousProperty().get()).isEqualTo(LIBRARY.lessons().get(0));
        assertThat(vm.nextProperty().get()).isEqualTo(LIBRARY.lessons().get(2));

        vm.openNext();
        vm.follow(new LessonLink.ToEvent("event 5", "#event-5", 5));
        vm.follow(new LessonLink.ToLesson("elsewhere", "#lesson-nowhere", "nowhere"));
        assertThat(actions.done)
                .containsExactly("open " + LIBRARY.lessons().get(2).id(), "event 5");
        assertThat(vm.noticeProperty().get()).contains("'nowhere' is not in the library");

        vm.close();
        assertThat(vm.lesson()).isEmpty();
        assertThat(vm.nextProperty().get()).isNull();
        assertThat(vm.noticeProperty().get()).isEmpty();
    }

    /**
     * A lesson opens on a worker: presses of Next before it arrives go on from the lesson asked for last, so three
     * quick presses move three lessons; a press the learner cancelled (to keep unsaved changes) moves none.
     */
    @Test
    void quickPressesOfNextMoveAsManyLessonsAsPressed() {
        Actions actions = new Actions();
        LessonViewModel vm = new LessonViewModel(actions);
        List<Lesson> lessons = LIBRARY.lessons();
        vm.show(lessons.get(0), LIBRARY);
        vm.openNext();
        vm.openNext();
        vm.openNext();
        assertThat(actions.done)
                .containsExactly(
                        "open " + lessons.get(1).id(),
                        "open " + lessons.get(2).id(),
                        "open " + lessons.get(3).id());

        vm.show(Optional.of(lessons.get(3)));
        actions.done.clear();
        vm.openPrevious();
        assertThat(actions.done).containsExactly("open " + lessons.get(2).id());

        vm.show(Optional.of(lessons.get(2)));
        actions.done.clear();
        actions.opens = false;
        vm.openNext();
        vm.openNext();
        assertThat(actions.done)
                .as("a cancelled press is not gone on from")
                .containsExactly(
                        "open " + lessons.get(3).id(), "open " + lessons.get(3).id());
    }
}
