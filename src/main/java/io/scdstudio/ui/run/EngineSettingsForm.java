package io.scdstudio.ui.run;

import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.project.EnginePreferences;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The run pane's engine settings as the user types them (master URL, workspace, target folder; empty: the
 * default), turned into {@link EngineSettings} for a run, remembered after each run, and used to warm the engine
 * up early. Holds nothing for an engine without settings.
 */
public final class EngineSettingsForm {
    private final Optional<EngineSettings.Support> support;
    private final StringProperty master = new SimpleStringProperty("");
    private final StringProperty workspace = new SimpleStringProperty("");
    private final StringProperty target = new SimpleStringProperty("");
    private final Set<EngineSettings> warmed = new HashSet<>();
    private Consumer<EnginePreferences> remember = p -> {};

    EngineSettingsForm(Optional<EngineSettings.Support> support) {
        this.support = support;
    }

    /** The settings the user set in an earlier session, and where to remember them after each run. */
    public void usePreferences(EnginePreferences preferences, Consumer<EnginePreferences> onRun) {
        master.set(preferences.master());
        workspace.set(preferences.workspace());
        target.set(preferences.target());
        remember = onRun;
    }

    /** Whether the engine has settings to show (Spark: master, workspace, target folder). */
    public boolean configurable() {
        return support.isPresent();
    }

    /** What an empty field stands for. */
    public Optional<EngineSettings> defaults() {
        return support.map(EngineSettings.Support::defaults);
    }

    /** The settings the fields give, empty fields taking the defaults; empty for an engine without settings. */
    Optional<EngineSettings> settings() {
        if (support.isEmpty()) {
            return Optional.empty();
        }
        EngineSettings d = support.get().defaults();
        return Optional.of(new EngineSettings(
                master.get().isBlank() ? d.master() : master.get().strip(),
                workspace.get().isBlank() ? d.workspace() : folder("workspace", workspace.get()),
                target.get().isBlank() ? d.target() : Optional.of(folder("target", target.get()))));
    }

    /** Called as a run starts with the settings it uses. */
    void remember() {
        remember.accept(new EnginePreferences(master.get(), workspace.get(), target.get()));
    }

    /**
     * Starts the engine in the background with the settings as they are, once per settings: what completes when it
     * is ready, or empty when nothing was started (no engine settings, already started, a field the run will name
     * in its error).
     */
    Optional<CompletableFuture<Void>> warmUp() {
        if (support.isEmpty()) {
            return Optional.empty();
        }
        try {
            EngineSettings now = settings().orElseThrow();
            return warmed.add(now) ? Optional.of(support.get().warmUp().apply(now)) : Optional.empty();
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    /** A relative path would resolve against wherever the app was started from, which the user cannot see. */
    private static Path folder(String field, String text) {
        Path path;
        try {
            path = Path.of(text.strip());
        } catch (InvalidPathException e) {
            throw Errors.at(
                    Location.field(field),
                    ErrorClass.INVALID_SETTING,
                    "the " + field + " folder '" + text + "' is not a path (" + e.getReason() + ")",
                    "Type a folder path, or Browse… to pick one");
        }
        if (!path.isAbsolute()) {
            throw Errors.at(
                    Location.field(field),
                    ErrorClass.INVALID_SETTING,
                    "the " + field + " folder '" + text.strip() + "' is relative",
                    "Type the full path (from / or a drive letter), or Browse… to pick one");
        }
        return path.normalize();
    }

    /** The settings as typed (empty: the default). */
    public StringProperty masterProperty() {
        return master;
    }

    public StringProperty workspaceProperty() {
        return workspace;
    }

    public StringProperty targetProperty() {
        return target;
    }
}
