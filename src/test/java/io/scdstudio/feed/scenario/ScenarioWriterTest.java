package io.scdstudio.feed.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Scenario;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScenarioWriterTest {
    @TempDir
    Path temp;

    @Test
    void refusesToWriteOverAFolderThatHoldsFiles() throws IOException {
        Scenario s = ScenarioReader.read(Conformance.folder("C01"));
        Path target = Files.createDirectories(temp.resolve("mine"));
        Files.writeString(target.resolve("notes.txt"), "keep me");
        assertThatThrownBy(() -> ScenarioWriter.write(s, target))
                .isInstanceOfSatisfying(
                        ScdException.class,
                        e -> assertThat(e.errorClass()).isEqualTo(ErrorClass.FOLDER_NOT_EMPTY.name()));
        assertThat(target.resolve("notes.txt")).hasContent("keep me");
        assertThat(target.resolve("case.json")).doesNotExist();
    }

    @Test
    void overwriteReplacesTheWholeFolderAndLeavesNoTemporaryFolders() throws IOException {
        Path target = temp.resolve("case");
        ScenarioWriter.write(ScenarioReader.read(Conformance.folder("C32")), target);
        assertThat(target.resolve("expected_scd2_after_batch_1.csv")).exists();
        Scenario c01 = ScenarioReader.read(Conformance.folder("C01"));
        ScenarioWriter.write(c01, target, true);
        assertThat(target.resolve("expected_scd2_after_batch_1.csv"))
                .as("stale expectation removed")
                .doesNotExist();
        assertThat(ScenarioReader.read(target)).isEqualTo(c01);
        try (Stream<Path> siblings = Files.list(temp)) {
            assertThat(siblings).extracting(p -> p.getFileName().toString()).containsExactly("case");
        }
    }

    @Test
    void aReplacedFolderKeepsTheReadmeAndTheLessonThatGoWithTheScenario() throws IOException {
        Path folder = temp.resolve("lesson");
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("README.md"), "# My lesson\n");
        Files.writeString(folder.resolve("lesson.json"), "{}");
        Files.writeString(folder.resolve("old-notes.txt"), "replaced with the folder");
        ScenarioWriter.write(ScenarioReader.read(Path.of("sample-data/users-docs-example")), folder, true);
        assertThat(Files.readString(folder.resolve("README.md"))).isEqualTo("# My lesson\n");
        assertThat(Files.readString(folder.resolve("lesson.json"))).isEqualTo("{}");
        assertThat(folder.resolve("old-notes.txt")).doesNotExist();
        assertThat(folder.resolve("case.json")).exists();
    }

    @Test
    void anEmptyExistingFolderIsFilled() throws IOException {
        Path target = Files.createDirectories(temp.resolve("empty"));
        ScenarioWriter.write(ScenarioReader.read(Conformance.folder("C05")), target);
        assertThat(target.resolve("snapshots/2.csv")).hasContent("Key,Value\n2,b2\n3,a3");
    }

    @Test
    void aSingleBatchOneFeedIsWrittenWithoutBatchColumnAndSeveralWithIt() throws IOException {
        ScenarioWriter.write(ScenarioReader.read(Conformance.folder("C01")), temp.resolve("one"));
        assertThat(Files.readString(temp.resolve("one/input.csv")))
                .startsWith("userId,name,city,operation,sequenceNum\n");
        ScenarioWriter.write(ScenarioReader.read(Conformance.folder("C31")), temp.resolve("two"));
        assertThat(Files.readString(temp.resolve("two/input.csv")))
                .startsWith("__batch,id,name,amount,score,active,since,op,ts\n1,1,Ann,10.50,1.25,true,2023-05-01,"
                        + "INSERT,2024-01-01 00:00:00\n1,2,Bob,7.00,");
    }
}
