package io.scdstudio.cli;

import io.scdstudio.cli.bench.BenchCommand;
import io.scdstudio.model.ScdException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Dispatches {@code scd-studio <command> ...} to its command and maps errors to exit codes. */
public final class Cli {
    public static final int OK = 0;
    public static final int FAILED = 1;
    public static final int BAD_INPUT = 2;

    private final Map<String, Command> commands = new LinkedHashMap<>();

    public Cli() {
        this(System.in);
    }

    /** A command line whose {@code practice} reads its answers from {@code in}. */
    public Cli(InputStream in) {
        for (Command c : List.of(
                new RunCommand(),
                new CheckCommand(),
                new ExplainCommand(),
                new BenchCommand(),
                new SchemaCommand(),
                new ExportCommand(),
                new ImportCommand(),
                new ScenariosCommand(),
                new GenerateCommand(),
                new CompareNaiveCommand(),
                new CheckBatchingCommand(),
                new PracticeCommand(in),
                new ExamCommand(in),
                new ProgressCommand(in),
                new PackCommand(),
                new LintCommand())) {
            commands.put(c.name(), c);
        }
    }

    /** Whether {@code name} is a command (or help), rather than, say, a file to open in the window. */
    public boolean knows(String name) {
        return commands.containsKey(name) || name.equals("help") || name.equals("--help") || name.equals("-h");
    }

    public static void main(String[] args) {
        System.exit(new Cli().execute(args, System.out, System.err));
    }

    public int execute(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0 || args[0].equals("help") || args[0].equals("--help") || args[0].equals("-h")) {
            printHelp(args.length == 0 ? err : out);
            return args.length == 0 ? BAD_INPUT : OK;
        }
        Command command = commands.get(args[0]);
        if (command == null) {
            err.println("scd-studio: unknown command '" + args[0] + "'"
                    + (args.length == 1 ? ", and no file or folder of that name to open in the window" : ""));
            printHelp(err);
            return BAD_INPUT;
        }
        if (args.length == 2 && (args[1].equals("--help") || args[1].equals("-h"))) {
            out.println("Usage: scd-studio " + command.usage());
            out.println(command.summary());
            return OK;
        }
        try {
            return command.run(Arrays.asList(args).subList(1, args.length), out, err);
        } catch (ScdException e) {
            err.println("scd-studio " + command.name() + ": " + e.userMessage());
            return BAD_INPUT;
        } catch (UncheckedIOException e) {
            err.println("scd-studio " + command.name() + ": " + e.getCause().getMessage());
            return BAD_INPUT;
        } catch (Exception e) {
            err.println("scd-studio " + command.name() + ": internal error: " + e
                    + " (please report it with the input that caused it)");
            return FAILED;
        } finally {
            out.flush();
        }
    }

    private void printHelp(PrintStream s) {
        s.println("SCD Studio command line. Usage: scd-studio <command> [arguments]");
        s.println(
                "Without a command, the window opens; given a scenario folder, a saved design or a feed file, it opens");
        s.println("that (scd-studio FILE). scd-studio --selfcheck checks that this installation works.");
        s.println();
        for (Command c : commands.values()) {
            s.printf("  %-14s %s%n  %-14s   %s%n", c.name(), c.usage(), "", c.summary());
        }
        s.println();
        s.println("Exit codes: 0 ok, 1 a check or run failed, 2 bad input (the message says where and how to fix it).");
    }
}
