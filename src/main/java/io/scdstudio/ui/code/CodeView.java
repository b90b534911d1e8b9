package io.scdstudio.ui.code;

import io.scdstudio.ui.Icons;
import io.scdstudio.ui.NextFrame;
import io.scdstudio.ui.Styles;
import io.scdstudio.ui.TaskRunner;
import java.io.File;
import java.io.IOException;
import java.util.Collection;
import java.util.concurrent.Callable;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.stage.FileChooser;
import org.fxmisc.flowless.VirtualizedScrollPane;
import org.fxmisc.richtext.CodeArea;
import org.fxmisc.richtext.model.StyleSpans;
import org.kordamp.ikonli.feather.Feather;

/** One tab per export target: read-only highlighted code with Copy and Save. */
public final class CodeView extends TabPane {
    private final CodeViewModel vm;
    private final BiConsumer<String, Throwable> onError;
    /** Whether the Code tab is the one shown; hidden, the code areas are filled only when it comes back. */
    private final BooleanProperty shown = new SimpleBooleanProperty(true);

    /** Generates and highlights the code off the FX thread. */
    private final TaskRunner coder;

    public CodeView(CodeViewModel vm, TaskRunner coder, BiConsumer<String, Throwable> onError) {
        this.vm = vm;
        this.coder = coder;
        this.onError = onError;
        setId("codePane");
        setTabClosingPolicy(TabClosingPolicy.UNAVAILABLE);
        for (CodeTab tab : vm.tabs()) {
            getTabs().add(tabFor(tab));
        }
    }

    private Tab tabFor(CodeTab tab) {
        String id = tab.generator().id();
        CodeArea area = new CodeArea();
        area.setId("code-" + id);
        area.setEditable(false);
        area.getStyleClass().add(Styles.CODE_AREA_EXPORT);
        LineNumbers numbers = new LineNumbers();
        area.setParagraphGraphicFactory(numbers);
        Tab t = new Tab(tab.generator().displayName());
        followCode(t, tab, area, numbers);
        Button copy = Icons.on(new Button("Copy"), Feather.COPY);
        copy.setId("copy-" + id);
        copy.setTooltip(new Tooltip("Copy this code to the clipboard"));
        copy.setOnAction(e -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(tab.code());
            Clipboard.getSystemClipboard().setContent(content);
        });
        Button save = Icons.on(new Button("Save…"), Feather.SAVE);
        save.setId("save-" + id);
        save.setTooltip(new Tooltip("Save this code to a file"));
        save.setOnAction(e -> saveToFile(tab));
        HBox buttons = new HBox(6, copy, save);
        buttons.setPadding(new Insets(6));
        BorderPane content = new BorderPane(new VirtualizedScrollPane<>(area));
        content.setTop(buttons);
        t.setContent(content);
        t.setId("tab-" + id);
        return t;
    }

    /**
     * Generating and laying out every target's code on each edit would cost the FX thread for tabs nobody looks at:
     * an area takes the code when its tab is shown and the code changed since it last did.
     */
    private void followCode(Tab t, CodeTab tab, CodeArea area, LineNumbers numbers) {
        long[] filledAt = {-1};
        long[] openedAt = {vm.openingsProperty().get()};
        // The line the reader was at, read before the area is emptied for a frame.
        int[] readerLine = {0};
        BooleanSupplier stale = () -> shown.get()
                && t.isSelected()
                && filledAt[0] != tab.revisionProperty().get();
        Consumer<Highlighted> show = made -> {
            if (!stale.getAsBoolean()
                    || made.revision() != tab.revisionProperty().get()) {
                return;
            }
            tab.keep(made.revision(), made.code());
            boolean firstFill = filledAt[0] < 0;
            filledAt[0] = made.revision();
            // Replacing the text puts the caret, and so the view, at its end (line 586 of the Spark Java): an
            // edit keeps the line the reader was at, another design starts at the top.
            boolean sameDesign = openedAt[0] == vm.openingsProperty().get();
            openedAt[0] = vm.openingsProperty().get();
            int top = sameDesign && !firstFill ? readerLine[0] : 0;
            // The last line's index from the text itself: the area's paragraph list is a ReactFX type.
            int lastLine = (int) made.code().chars().filter(ch -> ch == '\n').count();
            numbers.forLines(lastLine + 1);
            area.replaceText(made.code());
            area.setStyleSpans(0, made.spans());
            area.moveTo(0);
            area.showParagraphAtTop(Math.min(top, lastLine));
        };
        Runnable fill = () -> {
            if (stale.getAsBoolean()) {
                make(tab, show);
            }
        };
        // Shown with code older than the design: the old code goes at once, and the new comes a frame after the
        // tab is shown. Generating, highlighting and laying out the code in the pulse that shows the tab held the
        // window 0.1 s on a big lesson. An edit while the tab is shown fills it at once.
        tab.revisionProperty().addListener((o, was, now) -> {
            readerLine[0] = firstShownLine(area);
            fill.run();
        });
        Runnable fillWhenShown = () -> {
            if (stale.getAsBoolean()) {
                readerLine[0] = firstShownLine(area);
                area.clear();
                NextFrame.run(fill);
            }
        };
        t.selectedProperty().addListener((o, was, now) -> fillWhenShown.run());
        shown.addListener((o, was, now) -> fillWhenShown.run());
    }

    /**
     * Asks the coder for the tab's code. A result for a design since changed, or a tab since left, is not shown: the
     * tab is still stale and asks again when next shown.
     */
    private void make(CodeTab tab, Consumer<Highlighted> show) {
        long revision = tab.revisionProperty().get();
        Callable<String> work = tab.codeWork();
        coder.submit(
                () -> {
                    String code = work.call();
                    return new Highlighted(revision, code, CodeHighlighter.spans(code));
                },
                show,
                e -> onError.accept("The code could not be made", e));
    }

    /** A design's code and its highlighting, made off the FX thread. */
    private record Highlighted(long revision, String code, StyleSpans<Collection<String>> spans) {}

    /** The first line on screen; an area not laid out yet has none, and RichTextFX then throws. */
    private static int firstShownLine(CodeArea area) {
        try {
            return area.firstVisibleParToAllParIndex();
        } catch (RuntimeException notLaidOut) {
            return 0;
        }
    }

    /** Tells the view whether the Code tab is the one shown. */
    public void setShown(boolean now) {
        shown.set(now);
    }

    private void saveToFile(CodeTab tab) {
        FileChooser chooser = new FileChooser();
        chooser.setInitialFileName(vm.suggestedFileName(tab));
        File file = chooser.showSaveDialog(getScene().getWindow());
        if (file == null) {
            return;
        }
        try {
            vm.save(tab, file.toPath());
        } catch (IOException ex) {
            onError.accept("Could not save " + file, ex);
        }
    }
}
