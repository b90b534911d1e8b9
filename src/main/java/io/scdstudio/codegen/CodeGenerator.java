package io.scdstudio.codegen;

/**
 * One export target: turns a flow design into source code of one language and API. Implementations never
 * branch on another target's language; a new target is a new class.
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

    /**
     * The code for the request: deterministic (the same request gives the same text), with LF line ends and
     * a final newline.
     *
     * @throws io.scdstudio.model.ScdException when the design cannot be written in this target's language
     */
    String generate(ExportRequest request);
}
