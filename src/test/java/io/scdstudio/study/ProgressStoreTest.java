package io.scdstudio.study;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProgressStoreTest {
    private static final LocalDate DAY = LocalDate.of(2026, 12, 4);

    @TempDir
    Path tmp;

    @Test
    void progressSurvivesASaveAndALoad() throws IOException {
        ProgressStore store = ProgressStore.in(tmp);
        StudyProgress p = StudyProgress.EMPTY
                .withVisit("customer-moves", DAY)
                .withCompleted("customer-moves", DAY.plusDays(1))
                .withVisit("sequence-tie", DAY.plusDays(2))
                .withAnswer(new StudyProgress.Answer("2026-12-05", "practice", "sequence-tie", "EVENT_OUTCOME", true))
                .withExam(new StudyProgress.ExamTaken("2026-12-06", "associate", 30, 45, false));
        store.save(p);
        ProgressStore.Loaded back = store.load();
        assertThat(back.notice()).isEmpty();
        assertThat(back.progress()).isEqualTo(p);
        assertThat(back.progress().completed("customer-moves")).isTrue();
        assertThat(back.progress().marks("customer-moves").orElseThrow().firstVisited())
                .isEqualTo("2026-12-04");
        assertThat(back.progress().lastLesson()).isEqualTo("sequence-tie");
    }

    @Test
    void aMissingFileIsEmptyProgressWithoutANotice() {
        ProgressStore.Loaded loaded = ProgressStore.in(tmp.resolve("none")).load();
        assertThat(loaded.progress()).isEqualTo(StudyProgress.EMPTY);
        assertThat(loaded.notice()).isEmpty();
    }

    @Test
    void aDamagedFileIsEmptyProgressWithAOneLineNoticeAndIsKeptBesideIt() throws IOException {
        Path file = tmp.resolve(ProgressStore.FILE);
        Files.writeString(file, "{\"lessons\": {\"customer-moves\": ");
        ProgressStore.Loaded loaded = ProgressStore.in(tmp).load();
        assertThat(loaded.progress()).isEqualTo(StudyProgress.EMPTY);
        assertThat(loaded.notice()).hasValueSatisfying(n -> {
            assertThat(n).contains(file.toString(), "could not be read", "kept as");
            assertThat(n.lines().count()).isEqualTo(1);
        });
        assertThat(tmp.resolve(ProgressStore.FILE + ".damaged")).hasContent("{\"lessons\": {\"customer-moves\": ");
    }

    @Test
    void aCompletionKeepsItsFirstDayAndResetForgetsEverything() throws IOException {
        StudyProgress p =
                StudyProgress.EMPTY.withCompleted("truncate-scd1", DAY).withCompleted("truncate-scd1", DAY.plusDays(3));
        assertThat(p.marks("truncate-scd1").orElseThrow().completed()).isEqualTo("2026-12-04");
        ProgressStore store = ProgressStore.in(tmp);
        store.save(p);
        store.reset();
        assertThat(store.load().progress()).isEqualTo(StudyProgress.EMPTY);
    }

    @Test
    void onlyTheNewestAnswersAreKeptSoTheFileStaysSmall() {
        StudyProgress p = StudyProgress.EMPTY;
        for (int i = 0; i < StudyProgress.MAX_ANSWERS + 10; i++) {
            p = p.withAnswer(new StudyProgress.Answer("2026-12-04", "practice", "l" + i, "TARGET_ROWS", true));
        }
        assertThat(p.answers()).hasSize(StudyProgress.MAX_ANSWERS);
        assertThat(p.answers().get(0).lesson()).isEqualTo("l10");
    }
}
