package io.scdstudio.ui.code;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.ui.DeferredRunner;
import io.scdstudio.ui.DesignDocument;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.Styles;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.Scene;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The Code tab makes its code on a worker: the FX thread only shows it, and never the code of a design left behind. */
@ExtendWith(ApplicationExtension.class)
class CodeViewFxTest {
    private final DeferredRunner coder = new DeferredRunner();
    private DesignDocument doc;
    private CodeViewModel vm;

    @Start
    void start(Stage stage) {
        doc = Fixtures.documentWith(Fixtures.users(1));
        vm = new CodeViewModel(doc);
        vm.refresh();
        CodeView view = new CodeView(vm, coder, (message, e) -> {
            throw new AssertionError(message, e);
        });
        stage.setScene(new Scene(view, 800, 500));
        stage.show();
    }

    @Test
    void theCodeIsMadeOnTheWorkerAndShownWhenItArrives(FxRobot robot) throws TimeoutException {
        asked();
        CodeArea sql = robot.lookup("#code-lakeflow-sql").queryAs(CodeArea.class);
        assertThat(coder.pending())
                .as("the shown tab asked the worker for its code")
                .isPositive();
        assertThat(sql.getText()).as("nothing generated on the FX thread").isEmpty();

        robot.interact(coder::runAll);

        assertThat(sql.getText()).contains("AUTO CDC").contains("STORED AS SCD TYPE 1");
    }

    @Test
    void codeMadeForADesignSinceEditedIsNeverShown(FxRobot robot) throws TimeoutException {
        asked();
        CodeArea sql = robot.lookup("#code-lakeflow-sql").queryAs(CodeArea.class);
        robot.interact(() -> {
            coder.runWorkOnly();
            // The learner switches to SCD type 2 while the worker made the type 1 code.
            doc.open(Fixtures.users(2), false);
            vm.refresh();
        });

        robot.interact(coder::runNext);
        assertThat(sql.getText()).as("the type 1 code arrived after the edit").doesNotContain("STORED AS SCD TYPE 1");

        robot.interact(coder::runAll);
        assertThat(sql.getText()).contains("STORED AS SCD TYPE 2");
    }

    @Test
    void eachLineShowsItsNumberAlignedToTheWidest(FxRobot robot) throws TimeoutException {
        asked();
        robot.interact(coder::runAll);
        CodeArea sql = robot.lookup("#code-lakeflow-sql").queryAs(CodeArea.class);
        // Counted from the text: the area's own line list is a ReactFX type, which the build does not depend on.
        int lines = (int) sql.getText().lines().count();
        List<String> shown = robot.lookup("#code-lakeflow-sql ." + Styles.LINE_NUMBER).queryAllAs(Text.class).stream()
                .map(Text::getText)
                .toList();

        assertThat(lines).as("a design's code runs over ten lines").isGreaterThan(9);
        assertThat(shown).as("the lines in sight are numbered from 1").contains(" 1", " 2", "10");
        assertThat(LineNumbers.text(999, 1000)).isEqualTo("1000");
        assertThat(LineNumbers.text(6, 1000)).isEqualTo("   7");
    }

    /** The tab asks for its code a frame after it is shown. */
    private void asked() throws TimeoutException {
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> coder.pending() > 0);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
