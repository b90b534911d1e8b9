package io.scdstudio.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.model.Scenario;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The bundled library as a learner meets it: every scenario of sample-data is a lesson, they come in a suggested
 * order that starts with first steps, every topic has lessons, and every lesson's README has its sections and
 * points only at events, keys, batches and lessons that exist.
 */
class LibraryLessonsTest {
    private static final Path SAMPLES = Path.of("sample-data");
    private static final LessonLibrary LIBRARY = LessonLibrary.read(SAMPLES);

    static Stream<Lesson> lessons() {
        return LIBRARY.lessons().stream();
    }

    @Test
    void everyScenarioOfTheLibraryIsALessonAndNoneFailsToRead() throws IOException {
        assertThat(LIBRARY.problems()).isEmpty();
        List<String> scenarios;
        try (Stream<Path> children = Files.list(SAMPLES)) {
            scenarios = children.filter(ScenarioReader::isScenarioFolder)
                    .map(p -> p.getFileName().toString())
                    .sorted()
                    .toList();
        }
        assertThat(LIBRARY.lessons()).extracting(Lesson::id).containsExactlyInAnyOrderElementsOf(scenarios);
        assertThat(scenarios).hasSizeGreaterThanOrEqualTo(16);
    }

    @Test
    void theSuggestedOrderStartsWithFirstStepsAndEveryTopicHasALesson() {
        List<Lesson> ordered = LIBRARY.lessons();
        assertThat(ordered.get(0).level()).isEqualTo(Level.FIRST_STEPS);
        assertThat(ordered).extracting(Lesson::order).isSorted().doesNotHaveDuplicates();
        for (Topic t : Topic.values()) {
            assertThat(LIBRARY.tagged(java.util.Optional.of(t))).as(t.words()).isNotEmpty();
        }
        assertThat(LIBRARY.next(ordered.get(0))).contains(ordered.get(1));
        assertThat(LIBRARY.previous(ordered.get(1))).contains(ordered.get(0));
        assertThat(LIBRARY.next(ordered.get(ordered.size() - 1))).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lessons")
    void theLessonHasItsSectionsAndEveryLinkPointsAtSomethingItsFeedHolds(Lesson lesson) {
        Scenario scenario = ScenarioReader.read(lesson.folder());
        assertThat(LessonCheck.problems(lesson, scenario, LIBRARY)).isEmpty();
        assertThat(lesson.links()).as("names the event to look at").anyMatch(LessonLink.ToEvent.class::isInstance);
        assertThat(lesson.story().length()).isLessThanOrEqualTo(LessonReader.MAX_STORY);
    }
}
