package io.scdstudio.codegen.importer;

import io.scdstudio.model.FlowSettings;
import java.util.Optional;

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

    /**
     * The design of the flow named {@code flow} (its own name, or its target table's), or of the only flow when none
     * is named; several flows and no name is an error that lists them ({@code SEVERAL_FLOWS}).
     */
    FlowSettings importFlow(String text, Optional<String> flow);
}
