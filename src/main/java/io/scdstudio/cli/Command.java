package io.scdstudio.cli;

import io.scdstudio.practice.Question;
import java.io.PrintStream;
import java.util.List;

/** One subcommand of the command line: its name, one line of usage, one line of what it does, and the work. */
abstract class Command {
    private final String name;
    private final String usage;
    private final String summary;

    Command(String name, String usage, String summary) {
        this.name = name;
        this.usage = usage;
        this.summary = summary;
    }

    final String name() {
        return name;
    }

    final String usage() {
        return usage;
    }

    final String summary() {
        return summary;
    }

    /** A text of several lines with every line after the first indented by {@code spaces}: an option holding code. */
    static String indented(String text, int spaces) {
        return text.replace("\n", "\n" + " ".repeat(spaces));
    }

    /** A question's options: lettered or numbered, rows lined up under their header, code indented under its letter. */
    static void printOptions(Question q, PrintStream out) {
        if (q.table().isPresent()) {
            out.print(q.table().get().aligned());
            return;
        }
        for (int o = 0; o < q.options().size(); o++) {
            out.println("  " + q.label(o) + " " + indented(q.options().get(o), 5));
        }
    }

    /** Runs the command; returns the exit code (0 ok, 1 failures found). User errors are thrown as ScdException. */
    abstract int run(List<String> args, PrintStream out, PrintStream err) throws Exception;
}
