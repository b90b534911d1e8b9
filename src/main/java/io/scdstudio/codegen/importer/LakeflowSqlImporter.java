package io.scdstudio.codegen.importer;

import io.scdstudio.model.FlowSettings;
import java.util.Optional;

/** Imports a Lakeflow {@code AUTO CDC} / {@code APPLY CHANGES} SQL flow; see {@link SqlFlowParser}. */
public final class LakeflowSqlImporter implements FlowImporter {

    @Override
    public String language() {
        return SqlFlowParser.LABEL;
    }

    @Override
    public FlowSettings importFlow(String text) {
        return importFlow(text, Optional.empty());
    }

    @Override
    public FlowSettings importFlow(String text, Optional<String> flow) {
        return SqlFlowParser.parse(text, flow);
    }
}
