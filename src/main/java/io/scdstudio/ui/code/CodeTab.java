package io.scdstudio.ui.code;

import io.scdstudio.codegen.CodeGenerator;
import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.model.ScdException;
import io.scdstudio.project.Design;
import java.util.Optional;
import java.util.concurrent.Callable;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;

/**
 * One export target's tab: its generator and the code for the current design, generated when first asked for (the
 * view asks only while the tab is shown), so editing a design does not run every generator on each change.
 */
public final class CodeTab {
    private final CodeGenerator generator;
    private final ReadOnlyLongWrapper revision = new ReadOnlyLongWrapper();
    private Optional<Design> design = Optional.empty();
    private String code = "";

    CodeTab(CodeGenerator generator) {
        this.generator = generator;
    }

    public CodeGenerator generator() {
        return generator;
    }

    /** Changes each time the design changes: the code must be asked for again. */
    public ReadOnlyLongProperty revisionProperty() {
        return revision.getReadOnlyProperty();
    }

    void setDesign(Optional<Design> design) {
        this.design = design;
        this.code = null;
        revision.set(revision.get() + 1);
    }

    /** The code for the current design; a design the target cannot express gives a comment saying why. */
    public String code() {
        if (code == null) {
            code = codeFor(design);
        }
        return code;
    }

    /**
     * The current design's code as work for a worker (generating the portable MERGE SQL the first time took 165 ms,
     * on the FX thread it held the window); {@link #keep} hands the result back.
     */
    Callable<String> codeWork() {
        String known = code;
        Optional<Design> d = design;
        return known != null ? () -> known : () -> codeFor(d);
    }

    private String codeFor(Optional<Design> d) {
        return d.map(this::generate).orElse("");
    }

    /** Keeps code made by {@link #codeWork} for {@code forRevision}, unless the design changed since. */
    void keep(long forRevision, String made) {
        if (forRevision == revision.get()) {
            code = made;
        }
    }

    private String generate(Design d) {
        try {
            return generator.generate(
                    ExportRequest.of(d.flow(), d.scenario().feed(), d.format().flatMap(f -> f.sourceView())));
        } catch (ScdException e) {
            // In the target's own comment syntax: a SQL comment in Python or Java is a syntax error when pasted.
            String c = generator.lineComment() + " ";
            return c + "This design cannot be exported as " + generator.displayName() + ":\n" + c
                    + e.userMessage().replace("\n", "\n" + c) + "\n";
        }
    }
}
