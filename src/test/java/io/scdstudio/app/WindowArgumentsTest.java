package io.scdstudio.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.cli.Cli;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@code scd-studio FILE}, as a file manager or the desktop entry runs it, opens the window; a command does not. */
class WindowArgumentsTest {
    @Test
    void anExistingFileOrFolderOpensInTheWindow() {
        assertThat(WindowArguments.fileToOpen(new String[] {"sample-data/customer-moves"}))
                .contains(Path.of("sample-data/customer-moves").toAbsolutePath().normalize());
        assertThat(WindowArguments.fileToOpen(new String[] {"sample-data/users-docs-example/input.csv"}))
                .isPresent();
    }

    @Test
    void commandsOptionsAndMissingFilesStayOnTheCommandLine() {
        assertThat(WindowArguments.fileToOpen(new String[] {"scenarios"})).isEmpty();
        assertThat(WindowArguments.fileToOpen(new String[] {"help"})).isEmpty();
        assertThat(WindowArguments.fileToOpen(new String[] {"--selfcheck"})).isEmpty();
        assertThat(WindowArguments.fileToOpen(new String[] {"no-such-file.csv"}))
                .isEmpty();
        assertThat(WindowArguments.fileToOpen(new String[] {"run", "sample-data/customer-moves"}))
                .isEmpty();
    }

    @Test
    void aMissingFileIsNamedAsNeitherCommandNorFile() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = new Cli()
                .execute(
                        new String[] {"no-such-file.csv"},
                        new PrintStream(new ByteArrayOutputStream()),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(exit).isEqualTo(Cli.BAD_INPUT);
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("unknown command 'no-such-file.csv'", "no file or folder of that name");
    }
}
