package io.scdstudio.spark;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Where and how the embedded session runs: the master URL ({@code local[*]}, {@code local[N]} or
 * {@code spark://host:port}) and the workspace folder that holds Spark's scratch space and the tables of
 * runs whose target path the user did not pick. The workspace is never next to the user's input files.
 * {@code config} holds extra Spark settings, applied after the tuned defaults.
 */
public record SparkSettings(String master, Path workspace, Map<String, String> config) {
    public static final String LOCAL = "local[*]";
    /** A host name, an IPv4 address or a bracketed IPv6 address, then a port. */
    private static final String HOST_PORT = "([^\\s:/,\\[\\]]+|\\[[0-9A-Fa-f:.]+]):\\d{1,5}";
    /** {@code local}, {@code local[*]}, {@code local[4]} (optionally with retries: {@code local[4,2]}), or a standalone master. */
    private static final Pattern MASTER =
            Pattern.compile("local(\\[(\\*|[1-9]\\d*)(,\\d+)?])?|spark://" + HOST_PORT + "(," + HOST_PORT + ")*");

    public SparkSettings {
        Objects.requireNonNull(master, "master");
        Objects.requireNonNull(workspace, "workspace");
        if (!MASTER.matcher(master).matches()) {
            throw new IllegalArgumentException(
                    "master must be local[*], local[N] or spark://host:port, got '" + master + "'");
        }
        workspace = workspace.toAbsolutePath().normalize();
        config = Map.copyOf(config);
    }

    public SparkSettings(String master, Path workspace) {
        this(master, workspace, Map.of());
    }

    /** These settings plus one Spark setting (for example {@code spark.executor.memory} on a cluster). */
    public SparkSettings withConfig(String key, String value) {
        Map<String, String> all = new HashMap<>(config);
        all.put(key, value);
        return new SparkSettings(master, workspace, all);
    }

    /** {@code local[*]} in the default workspace. */
    public static SparkSettings defaults() {
        return new SparkSettings(LOCAL, defaultWorkspace());
    }

    public SparkSettings withMaster(String newMaster) {
        return new SparkSettings(newMaster, workspace, config);
    }

    public SparkSettings withWorkspace(Path newWorkspace) {
        return new SparkSettings(master, newWorkspace, config);
    }

    /** The user's application data folder: {@code %LOCALAPPDATA%}, {@code ~/Library/Application Support} or XDG. */
    public static Path defaultWorkspace() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        Path home = Path.of(System.getProperty("user.home"));
        Path base;
        if (os.contains("win") && System.getenv("LOCALAPPDATA") != null) {
            base = Path.of(System.getenv("LOCALAPPDATA"));
        } else if (os.contains("mac")) {
            base = home.resolve("Library/Application Support");
        } else {
            String xdg = System.getenv("XDG_DATA_HOME");
            base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : home.resolve(".local/share");
        }
        return base.resolve("scd-studio").resolve("spark-workspace");
    }

    public boolean local() {
        return master.startsWith("local");
    }
}
