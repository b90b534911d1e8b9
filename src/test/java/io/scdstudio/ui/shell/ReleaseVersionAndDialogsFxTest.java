package io.scdstudio.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.project.AppVersion;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

/**
 * About says the release the pom builds (not a snapshot, the same number the installer is given), and the
 * question asked before unsaved work is dropped is titled for what it asks and names the design.
 */
@ExtendWith(ApplicationExtension.class)
class ReleaseVersionAndDialogsFxTest {

    private static String pom(String pattern) throws IOException {
        Matcher m = Pattern.compile(pattern).matcher(Files.readString(Path.of("pom.xml")));
        assertThat(m.find()).as(pattern).isTrue();
        return m.group(1);
    }

    @Test
    void aboutShowsTheReleaseVersionThePomBuildsAndTheInstallerIsGiven() throws IOException {
        String project = pom("<artifactId>scd-studio</artifactId>\\s*<version>([^<]+)</version>");
        assertThat(project).as("a release version").matches("\\d+\\.\\d+\\.\\d+");
        assertThat(AppVersion.current()).isEqualTo(project);
        assertThat(pom("<app.version.numeric>([^<]+)</app.version.numeric>"))
                .as("the installer's version")
                .isEqualTo(project);
        assertThat(AboutFacts.of(Optional.empty()).app()).isEqualTo("SCD Studio " + project);
    }

    @Test
    void theUnsavedChangesQuestionIsTitledForWhatItAsksAndNamesTheDesign(FxRobot robot) {
        Alert[] alert = new Alert[1];
        robot.interact(() -> alert[0] = FxDialogs.unsavedChangesAlert("struct-tiebreaker", false));
        assertThat(alert[0].getTitle()).isEqualTo("Unsaved changes");
        assertThat(alert[0].getContentText()).isEqualTo("Save the changes to struct-tiebreaker?");
        assertThat(alert[0].getButtonTypes().stream().map(ButtonType::getText))
                .containsExactly("Save", "Don't save", "Cancel");
        robot.interact(() -> alert[0] = FxDialogs.unsavedChangesAlert("customer-moves", true));
        assertThat(alert[0].getContentText())
                .as("a lesson's changes are saved apart from the lesson")
                .isEqualTo("Save your changes to customer-moves in a folder of your own? The original stays as it is.");
    }
}
