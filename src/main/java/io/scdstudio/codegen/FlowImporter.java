package io.scdstudio.codegen;

import io.scdstudio.model.FlowSettings;

/** Reads existing flow code of one language back into a design. */
public interface FlowImporter {

    /** The language read, as messages name it: "Lakeflow SQL", "Lakeflow Python". */
    String language();

    /**
     * The design of the one flow in the text. Conditions are kept exactly as written.
     *
     * @throws io.scdstudio.model.ScdException {@code IMPORT_NOT_UNDERSTOOD}, naming the line and column and
     *                                         what was expected there
     */
    FlowSettings importFlow(String text);
}
