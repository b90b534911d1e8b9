package io.scdstudio.cli;

import io.scdstudio.practice.Question;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.List;

/** One subcommand of the command line: its name, one line of usage, one line of what it does, and the work. */
public abstract class Command {
    private final String name;
    private final String usage;
    private final String summary;

    protected Command(String name, String usage, String summary) {
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

    /** How many times an answer that cannot be read is asked again before it counts as wrong. */
    static final int READ_AGAIN = 2;

    /**
     * The learner's answer to a question, read from {@code answers}: an answer that cannot be read (a typo, a number
     * for a letter) is asked again, up to {@link #READ_AGAIN} times, saying the syntax; null at the end of input.
     */
    static String answerTo(Question q, BufferedReader answers, PrintStream out) throws IOException {
        String line = answers.readLine();
        for (int again = 0; line != null && !q.check(line).readable() && again < READ_AGAIN; again++) {
            out.println("That answer cannot be read: type " + q.syntax() + ". Try again:");
            out.flush();
            line = answers.readLine();
        }
        return line;
    }

    /** "1 question", "5 questions". */
    static String questions(int n) {
        return n + (n == 1 ? " question" : " questions");
    }

    /** Runs the command; returns the exit code (0 ok, 1 failures found). User errors are thrown as ScdException. */
    protected abstract int run(List<String> args, PrintStream out, PrintStream err) throws Exception;
}
