package io.scdstudio.lesson;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.model.ScdException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A teacher's own lesson: what the check says when it points at nothing, and what a bad lesson.json says. */
class LessonCheckTest {
    private static final String GOOD_LESSON = """
            {"story": "A user moves.", "tags": ["late data"], "level": "exam", "order": 5}
            """;

    @TempDir
    Path temp;

    private Path folder;

    @BeforeEach
    void copyTheUsersExample() throws IOException {
        folder = Files.createDirectories(temp.resolve("my-lesson"));
        for (String f : List.of("case.json", "input.csv", "expected_scd1.csv", "expected_scd2.csv")) {
            Files.copy(Path.of("sample-data/users-docs-example").resolve(f), folder.resolve(f));
        }
        Files.writeString(folder.resolve("lesson.json"), GOOD_LESSON);
    }

    private List<String> problems(String readme) throws IOException {
        Files.writeString(folder.resolve("README.md"), readme);
        Lesson lesson = LessonReader.read(folder);
        return LessonCheck.problems(lesson, ScenarioReader.read(folder), LessonLibrary.read(temp));
    }

    private static String readme(String body) {
        return "# The Databricks users example (AUTO CDC docs)\n\nStory.\n\n## What to look at\n\n" + body
                + "\n\n## The rule\n\nRule.\n\n## Exam objective\n\nObjective.\n\n## Try this\n\n1. **A.** B.\n2. **C.** D.\n";
    }

    @Test
    void aLessonWhoseLinksExistHasNoProblems() throws IOException {
        assertThat(problems(readme("Step to [event 8](#event-8), follow [key 125](#key-125), see [batch 1](#batch-1)."
                        + " Compare with [the next one](../my-lesson/).")))
                .isEmpty();
    }

    @Test
    void linksToAnEventKeyOrBatchTheFeedDoesNotHoldAreNamedWithTheFile() throws IOException {
        List<String> p = problems(readme("See [event 9](#event-9), [key 999](#key-999), [batch 2](#batch-2), "
                + "[event 1](#event-1) and [typo](#evnt-3) and [gone](../no-such-lesson/)."));
        assertThat(p).hasSize(5);
        assertThat(p.get(0))
                .contains("my-lesson/README.md")
                .contains("'event 9'")
                .contains("the feed has 8 event(s)");
        assertThat(p.get(1)).contains("key '999'");
        assertThat(p.get(2)).contains("batch 2").contains("1 batch(es)");
        assertThat(p.get(3)).contains("#evnt-3").contains("#event-N");
        assertThat(p.get(4)).contains("no-such-lesson");
    }

    @Test
    void aLessonWithoutItsSectionsTitleOrAnEventToLookAtSaysWhatIsMissing() throws IOException {
        List<String> p = problems("# Another title\n\nNo sections, no links.\n\n## Try this\n\n1. **Only one.** B.\n");
        assertThat(p)
                .anyMatch(s -> s.contains("first heading is 'Another title'"))
                .anyMatch(s -> s.contains("should list two changes to try"))
                .anyMatch(s -> s.contains("no '## The rule' section"))
                .anyMatch(s -> s.contains("no link names an event"));
    }

    @Test
    void aBadLessonJsonNamesTheFileTheFieldAndWhatMayBeWritten() throws IOException {
        Files.writeString(folder.resolve("README.md"), readme("[event 1](#event-1)"));
        Files.writeString(folder.resolve("lesson.json"), """
                {"story": "A user moves.", "tags": ["late"], "level": "exam", "order": 5}
                """);
        assertThatThrownBy(() -> LessonReader.read(folder))
                .isInstanceOf(ScdException.class)
                .hasMessageContaining("'late' is not a topic")
                .satisfies(e -> assertThat(((ScdException) e).userMessage())
                        .contains("my-lesson/lesson.json")
                        .contains("tags")
                        .contains("'late data'"));
        Files.writeString(folder.resolve("lesson.json"), """
                {"story": "A user moves.", "tags": ["late data"], "level": "beginner", "order": 5}
                """);
        assertThatThrownBy(() -> LessonReader.read(folder)).hasMessageContaining("'beginner' is not a level");
        Files.writeString(folder.resolve("lesson.json"), "{\"story\": \"x\",");
        assertThatThrownBy(() -> LessonReader.read(folder))
                .satisfies(e -> assertThat(((ScdException) e).userMessage())
                        .contains("lesson.json line 1")
                        .contains("not valid JSON"));
    }

    @Test
    void aPercentSignThatIsNoEscapeInAKeyLinkIsAProblemNotACrash() throws IOException {
        List<String> p = problems(readme("[event 1](#event-1) and [half](#key-50%)."));
        assertThat(p)
                .singleElement()
                .satisfies(s -> assertThat(s).contains("#key-50%").contains("%25"));
    }

    @Test
    void tagsWrittenAsOneTextAreAskedForAsAList() throws IOException {
        Files.writeString(folder.resolve("README.md"), readme("[event 1](#event-1)"));
        Files.writeString(folder.resolve("lesson.json"), """
                {"story": "A user moves.", "tags": "deletes", "level": "exam", "order": 5}
                """);
        assertThatThrownBy(() -> LessonReader.read(folder))
                .satisfies(e -> assertThat(((ScdException) e).userMessage())
                        .contains("not a list")
                        .contains("[\"deletes\"]"));
    }

    @Test
    void aBrokenLessonIsLeftOutOfTheLibraryWithItsErrorKept() throws IOException {
        Files.writeString(folder.resolve("README.md"), readme("[event 1](#event-1)"));
        Files.writeString(folder.resolve("lesson.json"), "{}");
        LessonLibrary library = LessonLibrary.read(temp);
        assertThat(library.lessons()).isEmpty();
        assertThat(library.problems())
                .singleElement()
                .satisfies(e -> assertThat(e.userMessage()).contains("story"));
    }

    @Test
    void linksAreReadFromTheMarkdownNotFromTheRawText() {
        List<LessonLink> links = LessonMarkdown.links("A `[event 2](#event-2)` in code is no link; [key 1,a](#key-1,a) "
                + "and [space](#key-New%20York) are.");
        assertThat(links).hasSize(2);
        assertThat(((LessonLink.ToKey) links.get(0)).keyText()).isEqualTo("1, a");
        assertThat(((LessonLink.ToKey) links.get(1)).keyText()).isEqualTo("New York");
    }
}
