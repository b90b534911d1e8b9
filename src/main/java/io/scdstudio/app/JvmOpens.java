package io.scdstudio.app;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

/**
 * The {@code --add-opens} Spark needs, as the jar's manifest lists them ({@code Add-Opens}, the one list the pom
 * writes for {@code java -jar} and the installer's launcher alike), and which of them this JVM did not get.
 */
final class JvmOpens {
    private JvmOpens() {}

    /** "module/package" entries of the manifest of the jar this class was loaded from; none outside a jar. */
    static List<String> requiredByManifest() {
        // This jar's own manifest: the first one on the class path may be a library's.
        try {
            Path code = Path.of(JvmOpens.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
            if (!Files.isRegularFile(code)) {
                return List.of();
            }
            try (JarFile jar = new JarFile(code.toFile())) {
                Manifest manifest = jar.getManifest();
                String opens =
                        manifest == null ? null : manifest.getMainAttributes().getValue("Add-Opens");
                return opens == null
                        ? List.of()
                        : Arrays.stream(opens.trim().split("\\s+"))
                                .filter(s -> !s.isEmpty())
                                .toList();
            }
        } catch (IOException | URISyntaxException | RuntimeException e) {
            return List.of();
        }
    }

    /** The entries not open to the class path's code, or naming a module this JVM does not have. */
    static List<String> missing(List<String> required) {
        List<String> missing = new ArrayList<>();
        Module classPath = JvmOpens.class.getModule();
        for (String entry : required) {
            int slash = entry.indexOf('/');
            String module = slash < 0 ? "" : entry.substring(0, slash);
            String pkg = entry.substring(slash + 1);
            boolean open = ModuleLayer.boot()
                    .findModule(module)
                    .map(m -> m.isOpen(pkg, classPath))
                    .orElse(false);
            if (!open) {
                missing.add(entry);
            }
        }
        return missing;
    }
}
