package io.scdstudio.codegen;

import java.util.Optional;

/**
 * One export target: turns a flow design into source code of one language and API, and says what it is (its
 * language, comment syntax, file extension, what it can express), so no caller branches on a target's class.
 * Implementations never branch on another target's language; a new target is a new class.
 */
public interface CodeGenerator {

    /** A stable id for settings and file names, e.g. {@code lakeflow-sql}. */
    String id();

    /** The name shown to a user, e.g. "Lakeflow SQL". */
    String displayName();

    /** The file extension of the generated code, without the dot. */
    String fileExtension();

    /** What starts a line comment in the target's language ("--", "#", "//"). */
    String lineComment();

    /** The language the code is written in, as a user names it: "SQL", "Python", "Java". */
    String language();

    /**
     * Whether the target writes snapshot flows ({@code create_auto_cdc_from_snapshot_flow}) as well as change-feed
     * flows; one that does not refuses them with {@code SNAPSHOT_FLOW_NOT_EXPORTABLE}.
     */
    default boolean writesSnapshotFlows() {
        return true;
    }

    /**
     * The file name the code must be saved under, when its language ties one to the code (Java's public class);
     * empty when any name will do.
     */
    default Optional<String> requiredFileName(ExportRequest request) {
        return Optional.empty();
    }

    /**
     * The code for the request: deterministic (the same request gives the same text), with LF line ends and
     * a final newline.
     *
     * @throws io.scdstudio.model.ScdException when the design cannot be written in this target's language
     */
    String generate(ExportRequest request);
}
