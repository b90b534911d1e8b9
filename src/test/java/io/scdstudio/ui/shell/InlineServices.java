package io.scdstudio.ui.shell;

import io.scdstudio.project.RecoveryStore;
import io.scdstudio.ui.Fixtures;
import java.nio.file.Path;
import java.util.Optional;

/** What a window under test is given: every kind of work run at once, a returning user's settings, no Spark. */
final class InlineServices {
    private InlineServices() {}

    static StudioServices in(Path temp) {
        return new StudioServices(
                StudioServices.Workers.inline(),
                Fixtures.returningUser(temp),
                new RecoveryStore(temp.resolve("recovery")),
                Optional.empty());
    }
}
