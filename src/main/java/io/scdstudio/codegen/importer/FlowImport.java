package io.scdstudio.codegen.importer;

import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Location;
import java.util.List;
import java.util.Optional;

/**
 * Imports pasted flow code of either language, choosing the importer by what the text holds: an
 * {@code AUTO CDC} / {@code APPLY CHANGES} statement is SQL, a flow function call is Python. SQL exported
 * for a snapshot flow holds its Python equivalent in comments; that Python is imported.
 */
public final class FlowImport {
    private static final List<FlowImporter> IMPORTERS =
            List.of(new LakeflowSqlImporter(), new LakeflowPythonImporter());

    private FlowImport() {}

    /** Every importer, for a UI that lets the user choose. */
    public static List<FlowImporter> importers() {
        return IMPORTERS;
    }

    /** The importer for the text. */
    public static FlowImporter importerFor(String text) {
        if (SqlFlowParser.looksLikeSql(text)) {
            return IMPORTERS.get(0);
        }
        if (onlySqlComments(text) && PythonCallParser.looksLikePython(uncommentedSql(text))) {
            return new CommentedPythonImporter();
        }
        if (PythonCallParser.looksLikePython(text)) {
            return IMPORTERS.get(1);
        }
        throw Errors.at(
                Location.file("pasted code"),
                ErrorClass.IMPORT_NOT_UNDERSTOOD,
                "found neither a Lakeflow SQL AUTO CDC statement nor a Python flow call",
                "Paste a statement such as CREATE FLOW f AS AUTO CDC INTO target FROM stream(source) KEYS (id)"
                        + " SEQUENCE BY seq, or a call such as dp.create_auto_cdc_flow(...)");
    }

    /**
     * What to tell a user whose code names pipeline parameters ({@code ${...}}): the design keeps them as written.
     * The command line and the window's import say the same.
     */
    public static Optional<String> parameterNote(String text) {
        return text.contains("${")
                ? Optional.of(
                        "the code names pipeline parameters (${...}); the design keeps them "
                                + "as written, so the preview and the exports use those names until you replace them with real ones")
                : Optional.empty();
    }

    /** The design of the one flow in the text, read by the importer its content calls for. */
    public static FlowSettings detect(String text) {
        return detect(text, Optional.empty());
    }

    /** The design of the flow named, or of the only one (see {@link FlowImporter#importFlow(String, Optional)}). */
    public static FlowSettings detect(String text, Optional<String> flow) {
        return importerFor(text).importFlow(text, flow);
    }

    private static boolean onlySqlComments(String text) {
        return text.lines().map(String::strip).allMatch(l -> l.isEmpty() || l.startsWith("--"));
    }

    /** The text of {@code --} comment lines from the first Python import on, without the markers. */
    static String uncommentedSql(String text) {
        StringBuilder python = new StringBuilder();
        boolean started = false;
        for (String line : text.split("\n", -1)) {
            String stripped = line.strip();
            if (!stripped.startsWith("--")) {
                continue;
            }
            String body = stripped.substring(2);
            body = body.startsWith(" ") ? body.substring(1) : body;
            started |= body.startsWith("from ") || body.startsWith("import ");
            if (started) {
                python.append(body).append('\n');
            }
        }
        return python.toString();
    }

    /** Reads the Python equivalent that the SQL export of a snapshot flow carries in comments. */
    private static final class CommentedPythonImporter implements FlowImporter {
        @Override
        public String language() {
            return PythonCallParser.LABEL + " (in SQL comments)";
        }

        @Override
        public FlowSettings importFlow(String text) {
            return importFlow(text, Optional.empty());
        }

        @Override
        public FlowSettings importFlow(String text, Optional<String> flow) {
            return new LakeflowPythonImporter().importFlow(uncommentedSql(text), flow);
        }
    }
}
