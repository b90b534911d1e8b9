package io.scdstudio.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.model.ScdException;
import io.scdstudio.practice.ApiNames;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExamProfilesTest {
    @TempDir
    Path tmp;

    @Test
    void theBundledFileHoldsTheThreeExamsWithTheirGuidesDates() {
        ExamProfiles all = ExamProfiles.bundled();
        assertThat(all.ids()).isEqualTo("associate, professional, dp-750");
        ExamProfile pro = all.find("PROFESSIONAL").orElseThrow();
        assertThat(pro.guideDate()).isEqualTo("2025-11");
        assertThat(pro.names()).isEqualTo(ApiNames.APPLY_CHANGES);
        assertThat(pro.objectives())
                .extracting(ExamProfile.Objective::text)
                .contains("Use APPLY CHANGES APIs to simplify CDC in Lakeflow Spark Declarative Pipelines");
        assertThat(all.find("dp-750").orElseThrow().guideDate()).isEqualTo("2026-03-11");
    }

    @Test
    void aTeachersCopyIsReadAndAMistypedTopicNamesTheFileTheObjectiveAndTheWordsToUse() throws IOException {
        String bundled;
        try (InputStream in = ExamProfiles.class.getResourceAsStream(ExamProfiles.RESOURCE)) {
            bundled = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Path mine = tmp.resolve("mine.json");
        Files.writeString(mine, bundled.replace("\"id\": \"associate\"", "\"id\": \"class-7b\""));
        assertThat(ExamProfiles.read(mine).find("class-7b")).isPresent();

        Files.writeString(
                mine, bundled.replace("\"topics\": [\"nulls\", \"ties\", \"late data\"]", "\"topics\": [\"nul\"]"));
        assertThatThrownBy(() -> ExamProfiles.read(mine)).isInstanceOfSatisfying(ScdException.class, e -> {
            assertThat(e.errorClass()).isEqualTo("EXAM_PROFILE_INVALID");
            assertThat(e.userMessage())
                    .contains("mine.json")
                    .contains("profile 'associate' objective 'quality'.topics")
                    .contains("'nul' is not a lesson topic")
                    .contains("'nulls'");
        });

        Files.writeString(mine, bundled.replace("\"passPercent\": 70", "\"passPercent\": 170"));
        assertThatThrownBy(() -> ExamProfiles.read(mine))
                .isInstanceOfSatisfying(
                        ScdException.class, e -> assertThat(e.userMessage()).contains("'associate'.passPercent"));
        Files.writeString(mine, "{ not json");
        assertThatThrownBy(() -> ExamProfiles.read(mine)).hasMessageContaining("cannot be read as JSON");
    }
}
