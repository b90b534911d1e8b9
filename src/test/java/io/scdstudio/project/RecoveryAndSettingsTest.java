package io.scdstudio.project;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.CdcFlowSettings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecoveryAndSettingsTest {
    @TempDir
    Path temp;

    @Test
    void theRecoveryCopyBringsBackTheEditedFlowAndWhereItCameFrom() {
        RecoveryStore store = new RecoveryStore(temp.resolve("recovery"));
        Design d = DesignFiles.open(DesignFilesTest.USERS);
        Design edited = d.withFlow(((CdcFlowSettings) d.flow()).withScdType(2));
        store.save(edited);

        Design back = store.find().orElseThrow();
        assertThat(back.flow()).isEqualTo(edited.flow());
        assertThat(back.origin()).isEqualTo(d.origin());
        assertThat(back.folder()).contains(d.origin());
    }

    @Test
    void aClearedRecoveryStoreFindsNothing() {
        RecoveryStore store = new RecoveryStore(temp.resolve("recovery"));
        store.save(DesignFiles.open(DesignFilesTest.USERS));
        store.clear();
        assertThat(store.find()).isEmpty();
    }

    @Test
    void settingsRememberRecentFilesNewestFirstWithoutDuplicates() throws IOException {
        SettingsStore store = new SettingsStore(temp.resolve("settings.json"));
        StudioSettings s = StudioSettings.DEFAULT
                .withRecent("/a")
                .withRecent("/b")
                .withRecent("/a")
                .withLayout(new WindowLayout(10, 20, 1000, 700, false, 0.4));
        store.save(s);

        StudioSettings back = store.load();
        assertThat(back.recentFiles()).containsExactly("/a", "/b");
        assertThat(back.layout()).isEqualTo(s.layout());
    }

    /**
     * A window never placed (no window manager, as a reviewer ran it) has no position, which is written as NaN: the
     * file must still read, or the recent files, theme and zoom went with it.
     */
    @Test
    void aWindowWithoutAPositionKeepsTheRestOfTheSettings() throws IOException {
        SettingsStore store = new SettingsStore(temp.resolve("settings.json"));
        StudioSettings s = StudioSettings.DEFAULT
                .withRecent("/a")
                .withLayout(new WindowLayout(Double.NaN, Double.NaN, 1000, 700, true, 0.4));
        store.save(s);

        StudioSettings back = store.load();
        assertThat(back.recentFiles()).containsExactly("/a");
        assertThat(back.layout().hasPosition()).isFalse();
        assertThat(back.layout().width()).isEqualTo(1000);
    }

    @Test
    void aLessonOpenedByTwoNamesForItsFolderIsOneRecentFile() {
        Path folder = Path.of("sample-data/users-docs-example");
        StudioSettings s = StudioSettings.DEFAULT
                .withRecent(folder.toString())
                .withRecent("/b")
                .withRecent(folder.toAbsolutePath() + "/");
        assertThat(s.recentFiles())
                .containsExactly(folder.toAbsolutePath().normalize().toString(), "/b");
    }

    @Test
    void theRunPanesEngineSettingsAreRememberedAndAnOlderFileWithoutThemStillReads() throws IOException {
        SettingsStore store = new SettingsStore(temp.resolve("settings.json"));
        EnginePreferences spark = new EnginePreferences("spark://10.0.0.5:7077", "/data/scd-workspace", "");
        store.save(StudioSettings.DEFAULT.withRecent("/a").withEngine(spark));
        assertThat(store.load().engine()).isEqualTo(spark);
        assertThat(store.load().recentFiles()).containsExactly("/a");

        Path older = temp.resolve("older.json");
        java.nio.file.Files.writeString(
                older,
                "{\"recentFiles\":[\"/b\"],\"layout\":{\"x\":1,\"y\":2,\"width\":900,"
                        + "\"height\":700,\"maximized\":false,\"flowDivider\":0.4}}");
        StudioSettings read = new SettingsStore(older).load();
        assertThat(read.recentFiles()).containsExactly("/b");
        assertThat(read.layout().width()).isEqualTo(900);
        assertThat(read.engine()).isEqualTo(EnginePreferences.DEFAULT);

        Path newer = temp.resolve("newer.json");
        java.nio.file.Files.writeString(
                newer,
                "{\"recentFiles\":[\"/c\",null],\"theme\":\"dark\","
                        + "\"engine\":{\"master\":\"local[2]\",\"gpu\":true}}");
        StudioSettings later = new SettingsStore(newer).load();
        assertThat(later.recentFiles())
                .as("a later version's file keeps what this one knows")
                .containsExactly("/c");
        assertThat(later.engine()).isEqualTo(new EnginePreferences("local[2]", "", ""));
    }

    @Test
    void aDamagedSettingsFileGivesTheDefaults() throws IOException {
        Path file = temp.resolve("settings.json");
        Files.writeString(file, "{not json");
        assertThat(new SettingsStore(file).load()).isEqualTo(StudioSettings.DEFAULT);
    }

    @Test
    void theBundledSamplesAreFoundFromTheWorkingFolder() {
        assertThat(SampleFolders.find())
                .extracting(p -> p.getFileName().toString())
                .contains("users-docs-example", "customer-moves");
    }
}
