package io.scdstudio.ui.shell;

import io.scdstudio.project.RecoveryStore;
import io.scdstudio.ui.DeferredRunner;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.TaskRunner;
import java.nio.file.Path;
import java.util.Optional;

/** A returning user's services whose feeds are read when the test says, every other work done at once. */
final class FeedsWhenAsked {
    private FeedsWhenAsked() {}

    static StudioServices services(DeferredRunner feeds, Path temp) {
        TaskRunner now = TaskRunner.inline();
        return new StudioServices(
                new StudioServices.Workers(now, now, feeds, now, now, now, now, now, now, now, now, now, now),
                Fixtures.returningUser(temp),
                new RecoveryStore(temp.resolve("recovery")),
                Optional.empty());
    }
}
