package io.scdstudio.ui;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.project.Design;
import io.scdstudio.project.DesignFiles;
import io.scdstudio.project.SettingsStore;
import io.scdstudio.project.StudioSettings;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

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

    /**
     * A users-example scenario in {@code folder} over {@code keys} users inserted in key order (user-K in Kyiv at
     * sequence K + 1), then {@code later} rows as they stand in the CSV ({@code userId,name,city,operation,sequenceNum}).
     */
    public static Path usersInKeyOrder(Path folder, int keys, List<String> later) {
        try {
            Files.createDirectories(folder);
            Files.copy(USERS.resolve("case.json"), folder.resolve("case.json"));
            StringBuilder csv = new StringBuilder("userId,name,city,operation,sequenceNum\n");
            for (int k = 0; k < keys; k++) {
                csv.append(k)
                        .append(",user-")
                        .append(k)
                        .append(",Kyiv,INSERT,")
                        .append(k + 1)
                        .append('\n');
            }
            later.forEach(row -> csv.append(row).append('\n'));
            Files.writeString(folder.resolve("input.csv"), csv);
            return folder;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static DesignDocument documentWith(Design d) {
        DesignDocument doc = new DesignDocument();
        doc.open(d, false);
        return doc;
    }
}
