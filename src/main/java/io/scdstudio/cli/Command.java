package io.scdstudio.cli;

import java.io.PrintStream;
import java.util.List;

/** One subcommand of the command line. */
interface Command {
    String name();

    /** One line: the arguments it takes. */
    String usage();

    /** One line: what it does. */
    String summary();

    /** Runs the command; returns the exit code (0 ok, 1 failures found). User errors are thrown as ScdException. */
    int run(List<String> args, PrintStream out, PrintStream err) throws Exception;
}
