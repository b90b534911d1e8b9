package io.scdstudio.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.lesson.Lesson;
import io.scdstudio.lesson.LessonLibrary;
import io.scdstudio.model.ScdException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LessonPacksTest {
    private static final LessonLibrary LIBRARY = LessonLibrary.read(Path.of("sample-data"));

    @TempDir
    Path tmp;

    private Path exported(String name, List<String> ids) throws IOException {
        List<Lesson> lessons =
                ids.stream().map(id -> LIBRARY.find(id).orElseThrow()).toList();
        Path file = tmp.resolve(name + ".scdpack");
        LessonPacks.export(
                file, new LessonPacks.Manifest(name, "late data", ids, "professional"), lessons, null, false);
        return file;
    }

    @Test
    void aPackExportedAndOpenedOnAFreshSettingsFolderListsItsLessonsAndItsProfile() throws IOException {
        Path file = exported("late data week", List.of("late-update-splits-history", "late-delete-and-tombstone"));
        Path packs = tmp.resolve("fresh").resolve("packs");
        LessonPacks.Installed p = LessonPacks.install(file, packs, false);
        assertThat(p.manifest().name()).isEqualTo("late data week");
        assertThat(p.library().lessons())
                .extracting(Lesson::id)
                .containsExactly("late-update-splits-history", "late-delete-and-tombstone");
        assertThat(p.library().problems()).isEmpty();
        assertThat(p.profiles().find("professional")).isPresent();
        assertThat(LessonPacks.installed(packs))
                .extracting(i -> i.manifest().name())
                .containsExactly("late data week");
        assertThat(Files.readString(p.folder().resolve("lessons/late-update-splits-history/README.md")))
                .isEqualTo(Files.readString(Path.of("sample-data/late-update-splits-history/README.md")));
    }

    @Test
    void aPackOfAnInstalledNameOrAnExistingFileIsRefusedUnlessReplaced() throws IOException {
        Path file = exported("week 1", List.of("sequence-tie"));
        Path packs = tmp.resolve("packs");
        LessonPacks.install(file, packs, false);
        assertThatThrownBy(() -> LessonPacks.install(file, packs, false))
                .isInstanceOfSatisfying(ScdException.class, e -> {
                    assertThat(e.errorClass()).isEqualTo("PACK_EXISTS");
                    assertThat(e.userMessage()).contains("week 1", "--replace");
                });
        assertThat(LessonPacks.install(file, packs, true).library().lessons()).hasSize(1);
        assertThatThrownBy(() -> LessonPacks.export(
                        file, new LessonPacks.Manifest("week 1", "", List.of(), "associate"), List.of(), null, false))
                .hasMessageContaining("exists already");
    }

    @Test
    void aZipThatIsNoPackOrReachesOutsideIsRefusedAndLeavesNothingBehind() throws IOException {
        Path packs = tmp.resolve("packs");
        Path notZip = Files.writeString(tmp.resolve("notes.scdpack"), "just text");
        assertThatThrownBy(() -> LessonPacks.install(notZip, packs, false))
                .isInstanceOfSatisfying(
                        ScdException.class, e -> assertThat(e.errorClass()).isEqualTo("PACK_INVALID"));
        Path evil = tmp.resolve("evil.scdpack");
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(evil))) {
            zip.putNextEntry(new ZipEntry("../../outside.txt"));
            zip.write("x".getBytes());
            zip.closeEntry();
        }
        assertThatThrownBy(() -> LessonPacks.install(evil, packs, false))
                .hasMessageContaining("points outside the pack");
        assertThat(tmp.getParent().resolve("outside.txt")).doesNotExist();
        try (var left = Files.list(packs)) {
            assertThat(left).isEmpty();
        }
    }

    @Test
    void aPacksQuestionsWrittenAsGiftParseWithTheirAnswers() throws IOException {
        Path file = exported(
                "all lessons", LIBRARY.lessons().stream().map(Lesson::id).toList());
        LessonPacks.Installed p = LessonPacks.install(file, tmp.resolve("packs"), false);
        Exam exam = ExamRound.draw(
                p.library().lessons(), p.profiles().find("professional").orElseThrow(), 5, 40);
        String gift = GiftExport.of(p.manifest().name(), exam.questions());
        List<GiftGrammar.Parsed> parsed = GiftGrammar.parse(gift);
        assertThat(parsed).hasSize(40);
        for (int i = 0; i < parsed.size(); i++) {
            ExamQuestion q = exam.questions().get(i);
            GiftGrammar.Parsed g = parsed.get(i);
            assertThat(g.title()).isEqualTo("all lessons " + (i + 1));
            assertThat(g.type())
                    .isEqualTo(
                            switch (q.question().form()) {
                                case LETTER -> GiftGrammar.Type.MULTIPLE_CHOICE;
                                case NUMBERS -> GiftGrammar.Type.MULTIPLE_ANSWER;
                                case INTERVALS -> GiftGrammar.Type.SHORT_ANSWER;
                            });
            assertThat(g.feedback()).isNotBlank();
        }
        assertThat(parsed).extracting(GiftGrammar.Parsed::type).contains(GiftGrammar.Type.MULTIPLE_CHOICE);
    }

    @Test
    void theGrammarRejectsWhatMoodleWouldMisread() {
        assertThatThrownBy(() -> GiftGrammar.parse("::t::[html]a: b {=x ~y}")).hasMessageContaining("unescaped ':'");
        assertThatThrownBy(() -> GiftGrammar.parse("::t::[html]a {=x =y ~z}")).hasMessageContaining("one =");
        assertThat(GiftGrammar.parse("::t::[html]a\\: b {=x ~y ####why}")).hasSize(1);
    }
}
