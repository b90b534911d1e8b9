package io.scdstudio.codegen;

import io.scdstudio.model.FlowSettings;

/** Imports a Lakeflow {@code AUTO CDC} / {@code APPLY CHANGES} SQL flow; see {@link SqlFlowParser}. */
public final class LakeflowSqlImporter implements FlowImporter {

    @Override
    public String language() {
        return SqlFlowParser.LABEL;
    }

    @Override
    public FlowSettings importFlow(String text) {
        return SqlFlowParser.parse(text).flow();
    }
}
