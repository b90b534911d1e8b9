package io.scdstudio.cli;

import io.scdstudio.lesson.Lesson;
import io.scdstudio.lesson.LessonLibrary;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.project.AppDataFolder;
import io.scdstudio.study.Exam;
import io.scdstudio.study.ExamProfile;
import io.scdstudio.study.ExamProfiles;
import io.scdstudio.study.ExamRound;
import io.scdstudio.study.GiftExport;
import io.scdstudio.study.LessonPacks;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * {@code pack}: lesson packs for teachers. {@code export} writes a set of lessons and the exam profiles as one
 * {@code .scdpack}; {@code open} installs one in the settings folder, where the window's library and {@code exam
 * --pack} find it; {@code list} names the installed ones; {@code gift} writes a round of a pack's questions, with
 * their answers, as Moodle GIFT.
 */
final class PackCommand extends Command {
    static final String USAGE = "pack export <file.scdpack> --name N [--lessons ID,ID,..] [--folder DIR] "
            + "[--profile P] [--profiles FILE] [--description TEXT] [--replace] | pack open <file.scdpack> [--replace] "
            + "| pack list | pack gift <name | file.scdpack> [--count N] [--seed S] [--out FILE.gift]";

    PackCommand() {
        super(
                "pack",
                USAGE,
                "lesson packs for teachers: export lessons and an exam profile as one .scdpack, open one into the "
                        + "library, list them, or write a pack's questions as Moodle GIFT");
    }

    @Override
    protected int run(List<String> raw, PrintStream out, PrintStream err) throws IOException {
        Args args = Args.parse(
                raw,
                Set.of("name", "lessons", "folder", "profile", "profiles", "description", "count", "seed", "out"),
                Set.of("replace"),
                USAGE);
        List<String> words = args.positionals();
        if (words.isEmpty()) {
            throw Args.usageError("say what to do: export, open, list or gift", USAGE);
        }
        Path packs = LessonPacks.packsIn(AppDataFolder.resolve());
        return switch (words.get(0)) {
            case "export" -> export(args, one(words, "the .scdpack file to write"), out);
            case "open" -> open(args, one(words, "the .scdpack file to open"), packs, out);
            case "list" -> list(packs, out);
            case "gift" -> gift(args, one(words, "a pack's name or .scdpack file"), packs, out);
            default -> throw Args.usageError("'" + words.get(0) + "' is not one of export, open, list, gift", USAGE);
        };
    }

    private static String one(List<String> words, String what) {
        if (words.size() != 2) {
            throw Args.usageError("give " + what + " after '" + words.get(0) + "'", USAGE);
        }
        return words.get(1);
    }

    private static int export(Args args, String file, PrintStream out) throws IOException {
        String name = args.option("name").orElseThrow(() -> Args.usageError("--name is required", USAGE));
        LessonLibrary library =
                args.option("folder").map(f -> LessonLibrary.read(Path.of(f))).orElseGet(StudyRecord::bundledLibrary);
        List<Lesson> lessons = new ArrayList<>();
        if (args.option("lessons").isPresent()) {
            for (String id : args.option("lessons").get().split(",")) {
                lessons.add(library.find(id.trim())
                        .orElseThrow(() -> Errors.at(
                                Location.field("--lessons"),
                                ErrorClass.USAGE,
                                "'" + id.trim() + "' is not a lesson of the library",
                                "Use the ids 'scenarios' lists")));
            }
        } else {
            lessons.addAll(library.lessons());
        }
        if (lessons.isEmpty()) {
            throw Args.usageError("no lessons to pack: give --folder with lessons, or --lessons", USAGE);
        }
        Path profilesFile = args.option("profiles").map(Path::of).orElse(null);
        ExamProfiles profiles = profilesFile == null ? ExamProfiles.bundled() : ExamProfiles.read(profilesFile);
        String profile = args.option("profile").orElse(ExamProfiles.DEFAULT_PROFILE);
        if (profiles.find(profile).isEmpty()) {
            throw Errors.at(
                    Location.field("--profile"),
                    ErrorClass.USAGE,
                    "'" + profile + "' is not an exam profile",
                    "Use one of: " + profiles.ids());
        }
        LessonPacks.Manifest manifest = new LessonPacks.Manifest(
                name,
                args.option("description").orElse(""),
                lessons.stream().map(Lesson::id).toList(),
                profile);
        LessonPacks.export(Path.of(file), manifest, lessons, profilesFile, args.flag("replace"));
        out.println("Wrote " + file + ": the pack '" + name + "' with " + lessons.size() + " lesson(s) ("
                + String.join(", ", manifest.lessons()) + ") and the exam profile '" + profile + "'.");
        return Cli.OK;
    }

    private static int open(Args args, String file, Path packs, PrintStream out) throws IOException {
        LessonPacks.Installed p = LessonPacks.install(Path.of(file), packs, args.flag("replace"));
        out.println("Opened the pack '" + p.manifest().name() + "' into " + p.folder() + ": "
                + p.library().lessons().size() + " lesson(s), which the window's library lists.");
        p.library().lessons().forEach(l -> out.println("  " + l.id() + "  " + l.title()));
        p.library().problems().forEach(e -> out.println("  could not read a lesson: " + e.userMessage()));
        out.println("check " + p.folder().resolve("lessons") + " runs its lessons against their expected tables.");
        return Cli.OK;
    }

    private static int list(Path packs, PrintStream out) {
        List<LessonPacks.Installed> all = LessonPacks.installed(packs);
        if (all.isEmpty()) {
            out.println("No lesson pack is installed (pack open <file.scdpack> installs one).");
        }
        for (LessonPacks.Installed p : all) {
            out.println(p.manifest().name() + ": " + p.library().lessons().size() + " lesson(s), exam profile '"
                    + p.manifest().profile() + "'"
                    + (p.manifest().description().isBlank()
                            ? ""
                            : ". " + p.manifest().description()) + " (" + p.folder() + ")");
        }
        return Cli.OK;
    }

    private static int gift(Args args, String which, Path packs, PrintStream out) throws IOException {
        LessonPacks.Installed p = which.endsWith(LessonPacks.EXTENSION)
                ? LessonPacks.install(Path.of(which), packs, true)
                : LessonPacks.find(packs, which)
                        .orElseThrow(() -> Errors.at(
                                Location.field("pack"),
                                ErrorClass.USAGE,
                                "no pack named '" + which + "' is installed",
                                "pack list names the installed packs; pack open installs one"));
        ExamProfile profile = p.profiles()
                .find(p.manifest().profile())
                .orElse(p.profiles().all().get(0));
        int count = args.intOption("count", 20, 1, ExamCommand.MAX_COUNT, USAGE);
        long seed = args.longOption("seed", 1, USAGE);
        Exam exam = ExamRound.draw(p.library().lessons(), profile, seed, count);
        String gift = GiftExport.of(p.manifest().name(), exam.questions());
        if (args.option("out").isPresent()) {
            Path file = Path.of(args.option("out").get());
            if (Files.exists(file) && !args.flag("replace")) {
                throw Errors.at(
                        Location.file(file.toString()),
                        ErrorClass.FOLDER_NOT_EMPTY,
                        "the file exists already",
                        "Give another file, or --replace to write over it");
            }
            Files.writeString(file, gift, StandardCharsets.UTF_8);
            out.println("Wrote " + Command.questions(exam.size()) + " of the pack '"
                    + p.manifest().name() + "' as Moodle GIFT to " + file
                    + " (Moodle: Question bank > Import > GIFT format).");
        } else {
            out.print(gift);
        }
        return Cli.OK;
    }
}
