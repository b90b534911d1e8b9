package io.scdstudio.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What {@code --out} writes can be read by whoever reads the folder: exported code goes into a repository or a job,
 * and a file replaced with {@code --force} keeps the permissions its owner gave it.
 */
class OutputFilesTest {
    @TempDir
    Path dir;

    @Test
    void aNewOutputFileIsReadableByOthersNotOnlyByItsOwner() throws IOException {
        assumeTrue(Files.getFileStore(dir).supportsFileAttributeView(PosixFileAttributeView.class));
        Path file = dir.resolve("flow.sql");
        OutputFiles.write(file, "SELECT 1;\n", false);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file)))
                .isEqualTo("rw-r--r--");
        assertThat(Files.readString(file)).isEqualTo("SELECT 1;\n");
    }

    @Test
    void aReplacedFileKeepsThePermissionsItHad() throws IOException {
        assumeTrue(Files.getFileStore(dir).supportsFileAttributeView(PosixFileAttributeView.class));
        Path file = dir.resolve("flow.sql");
        Files.writeString(file, "old");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r-----"));
        OutputFiles.write(file, "new", true);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file)))
                .isEqualTo("rw-r-----");
        assertThat(Files.readString(file)).isEqualTo("new");
    }

    /** A link the user made, to a file not there yet, is theirs: written over, it became a plain file (a review). */
    @Test
    void aLinkToAFileNotThereYetIsNotWrittenOverWithoutForce() throws IOException {
        Path link = Files.createSymbolicLink(dir.resolve("latest.csv"), dir.resolve("not-yet.csv"));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> OutputFiles.write(link, "x", false))
                .hasMessageContaining("already exists");
        assertThat(Files.isSymbolicLink(link)).as("the link is left as it was").isTrue();
        assertThat(Files.exists(dir.resolve("not-yet.csv"))).isFalse();
    }
}
