package io.scdstudio.ui.shell;

import io.scdstudio.codegen.importer.FlowImport;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.SnapshotFlowSettings;
import io.scdstudio.ui.DesignDocument;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * File > Import Flow Code: Lakeflow SQL or Python, pasted or read from a file, through the command line's
 * importer, applied to the open feed as one undoable edit. A problem comes back with the line it is on, so the
 * window can put the caret there; the design is then left as it was.
 */
public final class FlowCodeImport {
    private final DesignDocument document;

    FlowCodeImport(DesignDocument document) {
        this.document = document;
    }

    /** What came of one try: nothing wrong (with a note, perhaps), or the problem and its line. */
    public record Outcome(Optional<String> problem, OptionalInt line, Optional<String> note) {
        static Outcome applied(Optional<String> note) {
            return new Outcome(Optional.empty(), OptionalInt.empty(), note);
        }

        static Outcome failed(String problem, OptionalInt line) {
            return new Outcome(Optional.of(problem), line, Optional.empty());
        }

        public boolean ok() {
            return problem.isEmpty();
        }
    }

    public Outcome apply(String code) {
        if (document.design().isEmpty()) {
            return Outcome.failed("Open a feed first: the imported design runs on the open feed", OptionalInt.empty());
        }
        if (code.isBlank()) {
            return Outcome.failed(
                    "Paste a Lakeflow SQL flow (CREATE FLOW ... AUTO CDC INTO ...) or a Python "
                            + "dp.create_auto_cdc_flow(...) call, or open a file",
                    OptionalInt.empty());
        }
        FlowSettings flow;
        try {
            flow = FlowImport.detect(code, Optional.empty());
        } catch (ScdException e) {
            OptionalInt line = e.location()
                    .filter(l -> l.line() > 0)
                    .map(l -> OptionalInt.of(l.line()))
                    .orElse(OptionalInt.empty());
            return Outcome.failed(e.userMessage(), line);
        }
        try {
            document.replaceFlow("Import flow code", flow);
        } catch (IllegalArgumentException e) {
            return Outcome.failed(
                    "The code holds " + e.getMessage()
                            + (flow instanceof SnapshotFlowSettings
                                    ? ": open a snapshot feed first"
                                    : ": open a change feed first"),
                    OptionalInt.empty());
        }
        return Outcome.applied(FlowImport.parameterNote(code));
    }
}
