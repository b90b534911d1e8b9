package io.scdstudio.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import io.scdstudio.feed.FeedErrors;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A folder the user may not list is named as such by every command that reads it, never as an internal error or
 * as a folder without a case.json; and the system's reason reaches the user in words, not as a JDK class name.
 */
class UnreadableFolderTest {
    @TempDir
    Path dir;

    @Test
    void theSystemsReasonIsSaidInWords() {
        assertThat(FeedErrors.describe(new AccessDeniedException("/data/feeds")))
                .isEqualTo("permission denied");
        assertThat(FeedErrors.folderUnreadable("feeds", new AccessDeniedException("feeds"))
                        .userMessage())
                .contains("feeds: cannot read the folder: permission denied")
                .contains("ls -ld")
                .doesNotContain("AccessDeniedException");
    }

    @Test
    void everyCommandNamesAFolderItMayNotList() throws IOException {
        // root reads every folder whatever its permissions, so there the folder cannot be made unreadable.
        assumeFalse("root".equals(System.getProperty("user.name")));
        Path locked = Files.createDirectory(dir.resolve("locked"));
        Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("---------"));
        try {
            for (List<String> args : List.of(
                    List.of("check", locked.toString()),
                    List.of("run", locked.toString()),
                    List.of("lint", locked.toString()),
                    List.of("export", locked.toString(), "--target", "merge-sql"))) {
                CliTest.Result r = CliTest.cli(args.toArray(String[]::new));
                assertThat(r.code()).as(r.err()).isEqualTo(Cli.BAD_INPUT);
                assertThat(r.err()).contains("cannot read the folder: permission denied");
            }
        } finally {
            Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("rwx------"));
        }
    }
}
