package io.scdstudio.cli;

import io.scdstudio.codegen.importer.FlowImport;
import io.scdstudio.expr.Condition;
import io.scdstudio.feed.scenario.FlowSettingsJson;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.FlowParameters;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Location;
import io.scdstudio.model.ScdException;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** {@code import}: reads Lakeflow SQL or Python flow code and prints its design as case.json flow settings. */
final class ImportCommand extends Command {
    static final String USAGE = "import <file> [--flow NAME]";

    ImportCommand() {
        super(
                "import",
                USAGE,
                "read a Lakeflow AUTO CDC SQL flow or Python call and print its design as the case.json flow");
    }

    @Override
    protected int run(List<String> raw, PrintStream out, PrintStream err) {
        Args args = Args.parse(raw, Set.of("flow"), Set.of(), USAGE);
        Path file = Path.of(args.onlyPositional("file", USAGE));
        String text = read(file);
        FlowSettings flow;
        try {
            flow = FlowImport.detect(text, args.option("flow"));
            if (flow instanceof CdcFlowSettings cdc) {
                // The columns are unknown here, but a condition that does not even parse would only fail later.
                cdc.applyAsDeletes().ifPresent(c -> Condition.checkSyntax(c, FlowParameters.APPLY_AS_DELETES));
                cdc.applyAsTruncates().ifPresent(c -> Condition.checkSyntax(c, FlowParameters.APPLY_AS_TRUNCATES));
            }
        } catch (ScdException e) {
            throw Errors.locate(e, inFile(e.location(), file));
        }
        FlowImport.parameterNote(text).ifPresent(note -> err.println("note: " + note));
        out.println(FlowSettingsJson.toText(flow));
        return Cli.OK;
    }

    /** The importer's location, which names the text "pasted code", moved into the file. */
    private static Location inFile(Optional<Location> where, Path file) {
        Location l = where.orElse(Location.file(file.toString()));
        return new Location(Optional.of(file.toString()), l.line(), l.column(), l.field());
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw Errors.at(
                    Location.file(file.toString()),
                    ErrorClass.FILE_NOT_FOUND,
                    "the file does not exist",
                    "Check the path");
        } catch (MalformedInputException e) {
            throw Errors.at(
                    Location.file(file.toString()),
                    ErrorClass.NOT_UTF8,
                    "the file is not UTF-8 text",
                    "Save the flow code as UTF-8");
        } catch (IOException e) {
            throw Errors.at(
                    Location.file(file.toString()),
                    ErrorClass.FILE_UNREADABLE,
                    "cannot read the file: " + e.getMessage(),
                    "Check the path and its permissions");
        }
    }
}
