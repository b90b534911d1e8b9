package io.scdstudio.ui.code;

import io.scdstudio.codegen.CodeGenerators;
import io.scdstudio.project.Design;
import io.scdstudio.ui.DesignDocument;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.SimpleLongProperty;

/**
 * The generated code of every export target for the current design. A design a target cannot express
 * gives a comment saying why instead of code, so the tab never shows stale code.
 */
public final class CodeViewModel {
    private final DesignDocument document;
    private final List<CodeTab> tabs =
            CodeGenerators.all().stream().map(CodeTab::new).toList();

    private final LongProperty openings = new SimpleLongProperty();

    public CodeViewModel(DesignDocument document) {
        this.document = document;
    }

    /** Another design was opened: its code is read from the first line, not where the last design's was left. */
    public void designOpened() {
        openings.set(openings.get() + 1);
    }

    /** Moves each time another design is opened. */
    public ReadOnlyLongProperty openingsProperty() {
        return openings;
    }

    public List<CodeTab> tabs() {
        return tabs;
    }

    public Optional<CodeTab> tab(String generatorId) {
        return tabs.stream().filter(t -> t.generator().id().equals(generatorId)).findFirst();
    }

    public void refresh() {
        Optional<Design> design = document.design();
        for (CodeTab tab : tabs) {
            tab.setDesign(design);
        }
    }

    /** A file name for the tab's code: the target table's name and the target's extension. */
    public String suggestedFileName(CodeTab tab) {
        String table =
                document.design().map(d -> d.flow().target()).orElse("flow").replaceAll("[^A-Za-z0-9_.-]", "_");
        return table + "." + tab.generator().fileExtension();
    }

    public void save(CodeTab tab, Path file) throws IOException {
        Files.writeString(file, tab.code(), StandardCharsets.UTF_8);
    }
}
