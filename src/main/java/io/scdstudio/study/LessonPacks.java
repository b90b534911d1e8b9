package io.scdstudio.study;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.scdstudio.lesson.Lesson;
import io.scdstudio.lesson.LessonLibrary;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.ScdException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * Lesson packs for teachers: a set of lessons (their whole folders) and the exam profiles that go with them, as one
 * {@code .scdpack} zip ({@code pack.json}, {@code exam-profiles.json}, {@code lessons/<id>/...}); installed into the
 * settings folder's {@code packs/<name>/}, where the library finds it. A pack never replaces another of its name, nor
 * an existing file, unless asked to.
 */
public final class LessonPacks {
    public static final String EXTENSION = ".scdpack";
    static final String MANIFEST = "pack.json";
    static final String PROFILES = "exam-profiles.json";
    static final String LESSONS = "lessons";
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9 ._-]{0,63}");
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private LessonPacks() {}

    /** What {@code pack.json} says: the pack's name, what it is for, its lessons in order, the profile to take. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Manifest(String name, String description, List<String> lessons, String profile) {}

    /** A pack installed in the settings folder: its manifest, its lessons, and its exam profiles. */
    public record Installed(Manifest manifest, Path folder, LessonLibrary library, ExamProfiles profiles) {}

    /**
     * Writes the lessons and the profiles into {@code out}. {@code replace} must be true to write over a file that
     * exists.
     */
    public static void export(Path out, Manifest manifest, List<Lesson> lessons, Path profilesFile, boolean replace)
            throws IOException {
        checkName(manifest.name(), Location.field("--name"));
        if (Files.exists(out) && !replace) {
            throw Errors.at(
                    Location.file(out.toString()),
                    ErrorClass.PACK_EXISTS,
                    "the file exists already",
                    "Give another file, or --replace to write over it");
        }
        Path temp = out.toAbsolutePath().resolveSibling(out.getFileName() + ".tmp");
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(temp))) {
            put(zip, MANIFEST, JSON.writeValueAsBytes(manifest));
            put(zip, PROFILES, profilesFile == null ? bundledProfiles() : Files.readAllBytes(profilesFile));
            for (Lesson l : lessons) {
                try (Stream<Path> files = Files.walk(l.folder())) {
                    for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
                        String inside = l.folder().relativize(f).toString().replace('\\', '/');
                        put(zip, LESSONS + "/" + l.id() + "/" + inside, Files.readAllBytes(f));
                    }
                }
            }
        }
        Files.move(temp, out, StandardCopyOption.REPLACE_EXISTING);
    }

    private static byte[] bundledProfiles() throws IOException {
        try (InputStream in = LessonPacks.class.getResourceAsStream(ExamProfiles.RESOURCE)) {
            return in.readAllBytes();
        }
    }

    private static void put(ZipOutputStream zip, String name, byte[] bytes) throws IOException {
        zip.putNextEntry(new ZipEntry(name));
        zip.write(bytes);
        zip.closeEntry();
    }

    /**
     * Installs a pack into {@code packs} ({@code packs/<name>/}); {@code replace} must be true to replace an installed
     * pack of the same name. Every entry is checked to stay inside the pack's folder, and the lessons are read before
     * the pack is moved in, so a broken pack leaves nothing behind.
     */
    public static Installed install(Path pack, Path packs, boolean replace) throws IOException {
        Path staging = Files.createDirectories(packs).resolve(".installing-" + System.nanoTime());
        try {
            unzip(pack, staging);
            Manifest m = manifest(pack, staging);
            Path target = packs.resolve(m.name());
            if (Files.exists(target)) {
                if (!replace) {
                    throw Errors.at(
                            Location.file(pack.toString()),
                            ErrorClass.PACK_EXISTS,
                            "a pack named '" + m.name() + "' is installed already, in " + target,
                            "Open it with --replace to replace the installed one, or rename the pack");
                }
                delete(target);
            }
            Files.move(staging, target);
            return read(target);
        } finally {
            delete(staging);
        }
    }

    /** The packs installed in {@code packs}, by name; one that cannot be read is left out. */
    public static List<Installed> installed(Path packs) {
        List<Installed> out = new ArrayList<>();
        if (!Files.isDirectory(packs)) {
            return out;
        }
        try (Stream<Path> children = Files.list(packs)) {
            for (Path p : children.filter(Files::isDirectory)
                    .filter(p -> !p.getFileName().toString().startsWith("."))
                    .sorted()
                    .toList()) {
                try {
                    out.add(read(p));
                } catch (IOException | RuntimeException e) {
                    // A damaged pack is one pack fewer, never a library that cannot open.
                }
            }
        } catch (IOException e) {
            return out;
        }
        return out;
    }

    static Installed read(Path folder) throws IOException {
        Manifest m = manifest(folder, folder);
        Path profiles = folder.resolve(PROFILES);
        return new Installed(
                m,
                folder,
                LessonLibrary.read(folder.resolve(LESSONS)),
                Files.isRegularFile(profiles) ? ExamProfiles.read(profiles) : ExamProfiles.bundled());
    }

    private static Manifest manifest(Path pack, Path folder) throws IOException {
        Path file = folder.resolve(MANIFEST);
        if (!Files.isRegularFile(file)) {
            throw invalid(pack, "it holds no " + MANIFEST);
        }
        Manifest m;
        try {
            m = JSON.readValue(file.toFile(), Manifest.class);
        } catch (IOException e) {
            throw invalid(pack, MANIFEST + " is not a pack's JSON");
        }
        checkName(m.name(), Location.file(pack.toString()).withField("name"));
        if (!Files.isDirectory(folder.resolve(LESSONS))) {
            throw invalid(pack, "it holds no " + LESSONS + " folder");
        }
        return m;
    }

    private static void unzip(Path pack, Path into) throws IOException {
        Files.createDirectories(into);
        try (ZipInputStream zip = new ZipInputStream(Files.newInputStream(pack))) {
            boolean any = false;
            for (ZipEntry e = zip.getNextEntry(); e != null; e = zip.getNextEntry()) {
                any = true;
                Path to = into.resolve(e.getName()).normalize();
                if (!to.startsWith(into)) {
                    throw invalid(pack, "its entry " + e.getName() + " points outside the pack");
                }
                if (e.isDirectory()) {
                    Files.createDirectories(to);
                } else {
                    Files.createDirectories(to.getParent());
                    try (OutputStream out = Files.newOutputStream(to)) {
                        zip.transferTo(out);
                    }
                }
            }
            if (!any) {
                throw invalid(pack, "it is not a zip file");
            }
        }
    }

    private static void checkName(String name, Location where) {
        if (name == null || !NAME.matcher(name).matches()) {
            throw Errors.at(
                    where,
                    ErrorClass.PACK_INVALID,
                    "'" + name + "' is not a pack name",
                    "Use letters, digits, spaces, dots, '-' and '_', 64 at most, starting with a letter or digit");
        }
    }

    private static RuntimeException invalid(Path pack, String problem) {
        return Errors.at(
                Location.file(pack.toString()),
                ErrorClass.PACK_INVALID,
                "this is not a lesson pack: " + problem,
                "Open a .scdpack written by 'pack export' (or the window's File > Export Lesson Pack)");
    }

    private static void delete(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> all = Files.walk(folder)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    /**
     * The bundled library with every installed pack's lessons after it, each pack's in its own order and under its
     * name (a lesson's folder says which pack it came from: {@link #packOf}).
     */
    public static LessonLibrary library(LessonLibrary bundled, List<Installed> packs) {
        List<Lesson> all = new ArrayList<>(bundled.lessons());
        List<ScdException> problems = new ArrayList<>(bundled.problems());
        int offset = 1_000_000;
        for (Installed p : packs) {
            for (Lesson l : p.library().lessons()) {
                all.add(new Lesson(
                        l.id(),
                        l.folder(),
                        l.title(),
                        l.story(),
                        l.tags(),
                        l.level(),
                        offset + l.order(),
                        l.markdown()));
            }
            problems.addAll(p.library().problems());
            offset += 1_000_000;
        }
        return new LessonLibrary(all, problems);
    }

    /** The name of the installed pack a lesson folder belongs to ({@code packs/<name>/lessons/<id>}), if any. */
    public static Optional<String> packOf(Lesson lesson) {
        Path lessons = lesson.folder().toAbsolutePath().getParent();
        if (lessons == null || !LESSONS.equals(String.valueOf(lessons.getFileName()))) {
            return Optional.empty();
        }
        Path pack = lessons.getParent();
        Path packs = pack == null ? null : pack.getParent();
        return packs != null && "packs".equals(String.valueOf(packs.getFileName()))
                ? Optional.of(pack.getFileName().toString())
                : Optional.empty();
    }

    /** The packs folder of a settings folder. */
    public static Path packsIn(Path settingsFolder) {
        return settingsFolder.resolve("packs");
    }

    /** The installed pack of a name. */
    public static Optional<Installed> find(Path packs, String name) {
        return installed(packs).stream()
                .filter(p -> p.manifest().name().equals(name))
                .findFirst();
    }
}
