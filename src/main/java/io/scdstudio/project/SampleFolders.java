package io.scdstudio.project;

import io.scdstudio.feed.scenario.ScenarioReader;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The bundled sample scenarios: the scenario folders in the first {@code sample-data} folder found in the
 * working folder, beside the jar, or up to two folders above it ({@code target/app/scd-studio.jar} sits two
 * below the repository root; an installed app keeps them beside its jar).
 */
public final class SampleFolders {
    private SampleFolders() {}

    public static List<Path> find() {
        return libraryFolder().map(SampleFolders::in).orElse(List.of());
    }

    /** The bundled {@code sample-data} folder: the first candidate that holds scenario folders. */
    public static Optional<Path> libraryFolder() {
        return firstLibraryIn(candidates());
    }

    /**
     * The {@code sample-data} folder installed with the app (beside its jar or up to three folders above), ignoring
     * the working folder: what the self-check of an installed app must find.
     */
    public static Optional<Path> installedLibraryFolder() {
        List<Path> beside = new ArrayList<>();
        jarFolder().ifPresent(jar -> addJarAndParents(jar, beside));
        return firstLibraryIn(beside);
    }

    private static Optional<Path> firstLibraryIn(List<Path> bases) {
        for (Path base : bases) {
            Path folder = base.resolve("sample-data");
            if (!in(folder).isEmpty()) {
                return Optional.of(folder);
            }
        }
        return Optional.empty();
    }

    /** The scenario folders directly inside {@code folder}, by name. */
    public static List<Path> in(Path folder) {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> children = Files.list(folder)) {
            return children.filter(ScenarioReader::isScenarioFolder).sorted().toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    private static List<Path> candidates() {
        Set<Path> out = new LinkedHashSet<>();
        out.add(Path.of("").toAbsolutePath());
        jarFolder().ifPresent(jar -> addJarAndParents(jar, out));
        return new ArrayList<>(out);
    }

    private static void addJarAndParents(Path jar, Collection<Path> out) {
        Path p = jar;
        for (int i = 0; i < 3 && p != null; i++, p = p.getParent()) {
            out.add(p);
        }
    }

    private static Optional<Path> jarFolder() {
        try {
            Path code = Path.of(SampleFolders.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
            return Optional.ofNullable(code.getParent());
        } catch (URISyntaxException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
