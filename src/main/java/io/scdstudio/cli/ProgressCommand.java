package io.scdstudio.cli;

import io.scdstudio.study.ExamProfile;
import io.scdstudio.study.ExamProfiles;
import io.scdstudio.study.ProgressReport;
import io.scdstudio.study.ProgressStore;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code progress}: what the learner has done, as the window's Progress view shows it: lessons completed, where to
 * continue, right answers per question kind and per objective of an exam profile, exams taken. {@code --reset}
 * forgets it all after the learner types {@code yes}.
 */
final class ProgressCommand extends Command {
    static final String USAGE = "progress [--profile associate|professional|dp-750] [--reset]";
    private final InputStream in;

    ProgressCommand(InputStream in) {
        super(
                "progress",
                USAGE,
                "your lessons completed, scores per question kind and exam objective, and exams taken; "
                        + "--reset forgets them (asks first)");
        this.in = in;
    }

    @Override
    protected int run(List<String> raw, PrintStream out, PrintStream err) throws IOException {
        Args args = Args.parse(raw, Set.of("profile"), Set.of("reset"), USAGE);
        if (!args.positionals().isEmpty()) {
            throw Args.usageError("progress takes no positional arguments, got " + args.positionals(), USAGE);
        }
        StudyRecord record = new StudyRecord(err);
        if (args.flag("reset")) {
            return reset(record, out);
        }
        ExamProfiles profiles = ExamProfiles.bundled();
        ExamProfile profile = StudyRecord.profile(args, profiles);
        ProgressStore.Loaded loaded = record.load();
        loaded.notice().ifPresent(n -> err.println("notice: " + n));
        out.println(
                Files.isRegularFile(record.file())
                        ? "Progress kept in " + record.file() + "."
                        : "Progress is kept in " + record.file() + " (nothing kept yet).");
        new ProgressReport(loaded.progress(), StudyRecord.bundledLibrary(), profile)
                .lines()
                .forEach(out::println);
        if (loaded.progress().exams().isEmpty()) {
            out.println("exam --profile " + profile.id() + " starts one.");
        }
        return Cli.OK;
    }

    private int reset(StudyRecord record, PrintStream out) throws IOException {
        out.println("This forgets every lesson completed, every answer and every exam in " + record.file()
                + ". Type yes to reset:");
        out.flush();
        String line = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).readLine();
        if (line == null || !line.trim().toLowerCase(Locale.ROOT).equals("yes")) {
            out.println("Nothing was reset.");
            return Cli.OK;
        }
        record.reset();
        out.println("Progress reset.");
        return Cli.OK;
    }
}
