package io.scdstudio.cli;

import io.scdstudio.codegen.CodeGenerator;
import io.scdstudio.codegen.CodeGenerators;
import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Scenario;
import io.scdstudio.project.Design;
import io.scdstudio.project.OpenedFormat;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/** {@code export}: writes a scenario's flow design as code for one target. */
final class ExportCommand extends Command {
    static final String USAGE = "export <scenario-folder | feed-file> --target " + targets() + " " + FeedDesign.USAGE
            + " [--scd 1|2] [--out FILE] [--force]";

    ExportCommand() {
        super("export", USAGE, "write the flow as code for the target (stdout, or --out FILE; --force overwrites)");
    }

    @Override
    protected int run(List<String> raw, PrintStream out, PrintStream err) throws Exception {
        Args args = Args.parse(
                raw, RunCommand.union(FeedDesign.VALUED, Set.of("target", "out", "scd")), Set.of("force"), USAGE);
        String folder = args.onlyPositional("scenario folder or feed file", USAGE);
        String id = args.option("target").orElseThrow(() -> Args.usageError("--target is required", USAGE));
        if (args.option("out").isPresent()) {
            String example = exampleFile(id);
            OutputFiles.check(OutputFiles.path(args.option("out").get(), example), args.flag("force"), example);
        }
        if (TakeAwayTestExport.TARGETS.contains(id)) {
            return takeAwayTests(id, folder, args, out, err);
        }
        CodeGenerator generator = CodeGenerators.byId(id)
                .orElseThrow(() -> Args.usageError("unknown target '" + id + "'; use one of " + targets(), USAGE));
        Checked design = checkedDesign(args, folder, err);
        ExportRequest request = design.request();
        design.request()
                .sourceView()
                .ifPresent(v -> err.println(
                        "note: the scenario reads " + v.formatTitle() + "; the code " + "reads those raw rows from "
                                + request.sourceName() + " and flattens them first (docs/formats.md)"));
        String code = generator.generate(request);
        if (args.option("out").isEmpty()) {
            out.print(code);
            return Cli.OK;
        }
        Path file = Path.of(args.option("out").get());
        OutputFiles.write(file, code, args.flag("force"));
        err.println("wrote " + generator.displayName() + " to " + file);
        generator
                .requiredFileName(request)
                .filter(expected -> file.getFileName() != null
                        && !file.getFileName().toString().equals(expected))
                .ifPresent(expected -> err.println("note: " + generator.language() + " wants this code in a file named "
                        + expected + ", after the name it declares"));
        return Cli.OK;
    }

    private static int takeAwayTests(String id, String folder, Args args, PrintStream out, PrintStream err)
            throws IOException {
        Checked design = checkedDesign(args, folder, err);
        ExportRequest request = design.request();
        String code = TakeAwayTestExport.generate(id, design.scenario(), request, cdcFile(design, folder));
        if (args.option("out").isEmpty()) {
            out.print(code);
        } else {
            Path file = Path.of(args.option("out").get());
            OutputFiles.write(file, code, args.flag("force"));
            err.println("wrote the " + id + " test to " + file);
        }
        err.println(TakeAwayTestExport.nextStep(id, request, folder));
        return Cli.OK;
    }

    /** The file of a design in a CDC format: the file given, or the feed file of the scenario folder given. */
    private static Optional<Path> cdcFile(Checked design, String given) {
        Path input = Path.of(given);
        if (design.request().sourceView().isEmpty() || !(design.scenario().feed() instanceof ChangeFeed feed)) {
            return Optional.empty();
        }
        return Optional.of(Files.isDirectory(input) ? input.resolve(feed.source()) : input);
    }

    /** The design to export: as read, with {@code --scd} applied, checked as {@code run} checks it. */
    private record Checked(Scenario scenario, ExportRequest request) {}

    private static Checked checkedDesign(Args args, String folder, PrintStream err) {
        Design opened = FeedDesign.openDesignNoting(args, folder, USAGE, err);
        Scenario scenario = withScdType(args, opened.scenario());
        validate(scenario);
        return new Checked(
                scenario,
                ExportRequest.of(
                        scenario.flow(), scenario.feed(), opened.format().flatMap(OpenedFormat::sourceView)));
    }

    /**
     * The design as {@code run} checks it, with the same message: code written for a design the engines refuse (a
     * condition that does not parse, an unknown column, truncates with SCD type 2) would fail in the pipeline, or
     * worse, run. The feed is folded too, because some refusals are the data's: a condition that cannot be
     * evaluated on a row ({@code lower(id) = TRUE} on the value '2') stops the exported code on that row as well.
     */
    private static void validate(Scenario scenario) {
        // The run resolves the design first (the engines' own check), then folds every batch.
        FeedRunner.runAll(
                new InMemoryEngine(),
                scenario.flow(),
                scenario.feed(),
                RunOptions.FAST,
                scenario.simulateTombstoneGcBeforeBatches());
    }

    /** A file name the target's code could have, for the hint of an output path that is a folder. */
    private static String exampleFile(String target) {
        return switch (target) {
            case "junit" -> "FlowTest.java";
            case "pytest" -> "test_flow.py";
            default ->
                "flow."
                        + CodeGenerators.byId(target)
                                .map(CodeGenerator::fileExtension)
                                .orElse("txt");
        };
    }

    private static Scenario withScdType(Args args, Scenario scenario) {
        return scenario.withFlow(Options.scdType(args, scenario.flow(), USAGE));
    }

    private static String targets() {
        return CodeGenerators.all().stream().map(CodeGenerator::id).collect(Collectors.joining("|")) + "|"
                + String.join("|", TakeAwayTestExport.TARGETS);
    }
}
