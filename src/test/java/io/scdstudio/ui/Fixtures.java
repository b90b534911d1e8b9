package io.scdstudio.ui;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.project.Design;
import io.scdstudio.project.DesignFiles;
import io.scdstudio.project.SettingsStore;
import io.scdstudio.project.StudioSettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/** The sample designs the UI tests start from. */
public final class Fixtures {
    public static final Path USERS = Path.of("sample-data/users-docs-example");
    public static final Path CUSTOMER_MOVES = Path.of("sample-data/customer-moves");

    private Fixtures() {}

    public static Design users(int scdType) {
        Design d = DesignFiles.open(USERS);
        return d.withFlow(((CdcFlowSettings) d.flow()).withScdType(scdType));
    }

    /**
     * A settings store in {@code folder} for a window under test: one that has seen the tour, so the window starts
     * as a returning user's does, without the first-run tour over it.
     */
    public static SettingsStore returningUser(Path folder) {
        SettingsStore store = new SettingsStore(folder.resolve("settings.json"));
        try {
            store.save(StudioSettings.DEFAULT.withTourSeen());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return store;
    }

    public static DesignDocument documentWith(Design d) {
        DesignDocument doc = new DesignDocument();
        doc.open(d, false);
        return doc;
    }
}
