package io.scdstudio.ui.shell;

import io.scdstudio.project.RecoveryStore;
import io.scdstudio.project.SettingsStore;
import io.scdstudio.ui.LatestWinsRunner;
import io.scdstudio.ui.TaskRunner;
import io.scdstudio.ui.run.RunEngine;
import java.util.Optional;

/**
 * What the window is given: the runner for previews (latest edit wins), the runner for long jumps of the
 * step-through (latest position wins), the runner that re-reads a feed whose types changed, the file writer
 * (saves, the recovery copy and its clearing, one after another),
 * the runner for engine jobs, the runner for the lessons' own work (the textbook MERGE comparison, practice
 * questions), the runner for the design checks, where settings and the recovery copy live, and the other engine,
 * if this build has one. Tests pass
 * inline runners and temporary folders.
 */
public record StudioServices(
        TaskRunner previews,
        TaskRunner steps,
        TaskRunner feeds,
        TaskRunner files,
        TaskRunner jobs,
        TaskRunner lessons,
        TaskRunner checks,
        SettingsStore settings,
        RecoveryStore recovery,
        Optional<RunEngine> engine) {

    public static StudioServices standard(Optional<RunEngine> engine) {
        return new StudioServices(
                new LatestWinsRunner("preview"),
                new LatestWinsRunner("preview-jump"),
                new LatestWinsRunner("feed-reader"),
                new io.scdstudio.ui.SerialRunner("design-files"),
                new LatestWinsRunner("engine-job"),
                new LatestWinsRunner("lessons"),
                new LatestWinsRunner("design-checks"),
                SettingsStore.inAppData(),
                RecoveryStore.inAppData(),
                engine);
    }
}
