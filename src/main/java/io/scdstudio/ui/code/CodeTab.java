package io.scdstudio.ui.code;

import io.scdstudio.codegen.CodeGenerator;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/** One export target's tab: its generator and the code generated for the current design. */
public final class CodeTab {
    private final CodeGenerator generator;
    private final StringProperty code = new SimpleStringProperty("");

    CodeTab(CodeGenerator generator) {
        this.generator = generator;
    }

    public CodeGenerator generator() {
        return generator;
    }

    public StringProperty codeProperty() {
        return code;
    }

    public String code() {
        return code.get();
    }
}
