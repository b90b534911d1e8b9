package io.scdstudio.feed.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.feed.FeedLoader;
import io.scdstudio.feed.Loaded;
import io.scdstudio.model.DataType;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Snapshot;
import io.scdstudio.model.SnapshotFeed;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A folder of snapshot files, as an extract job leaves them, opened with no case.json. */
class SnapshotFolderReaderTest {
    @TempDir
    Path dir;

    @Test
    void datesInTheNamesAreTimestampVersionsInDateOrder() throws IOException {
        Files.writeString(dir.resolve("stations_2024-04-10.csv"), "station_id,docks\n1,12\n");
        Files.writeString(dir.resolve("stations_2024-04-02T06-00.csv"), "station_id,docks\n1,10\n2,8\n");
        Files.writeString(dir.resolve("README.txt"), "not a snapshot\n");

        Scenario s = ((Loaded.ScenarioFolder) FeedLoader.open(dir)).scenario();
        SnapshotFeed feed = (SnapshotFeed) s.feed();
        assertThat(feed.versionType()).isEqualTo(DataType.TIMESTAMP);
        assertThat(feed.snapshots())
                .extracting(Snapshot::version)
                .containsExactly(LocalDateTime.of(2024, 4, 2, 6, 0), LocalDateTime.of(2024, 4, 10, 0, 0));
        assertThat(feed.snapshots().get(0).rows()).hasSize(2);
        assertThat(s.flow().keys()).containsExactly("station_id");
        assertThat(s.notes().orElseThrow()).contains("first guess");
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(
            delimiter = '|',
            value = {
                // dates joined by _ or . were read by their last number (15 before 1: March after April)
                "snap_2024_03_15.csv|snap_2024_04_01.csv|2024-03-15T00:00|2024-04-01T00:00",
                "snap_2024.03.15.csv|snap_2024.04.01.csv|2024-03-15T00:00|2024-04-01T00:00",
                // ISO basic form: by its last number, 060000 after 010000 the next day
                "20240402T010000.csv|20240401T060000.csv|2024-04-01T06:00|2024-04-02T01:00",
                // a one-digit hour was dropped, so 9:00 came before 06:00
                "2024-04-01T9-00.csv|2024-04-01T06-00.csv|2024-04-01T06:00|2024-04-01T09:00"
            })
    void datesWrittenOtherWaysAreReadAsDates(String first, String second, String earlier, String later)
            throws IOException {
        Files.writeString(dir.resolve(first), "id,city\n1,Kyiv\n");
        Files.writeString(dir.resolve(second), "id,city\n1,Lviv\n");
        SnapshotFeed feed = (SnapshotFeed) SnapshotFolderReader.read(dir).feed();
        assertThat(feed.versionType()).isEqualTo(DataType.TIMESTAMP);
        assertThat(feed.snapshots())
                .extracting(Snapshot::version)
                .containsExactly(LocalDateTime.parse(earlier), LocalDateTime.parse(later));
    }

    @Test
    void numbersInTheNamesAreBigintVersionsInNumericOrder() throws IOException {
        Files.writeString(dir.resolve("snapshot_10.csv"), "id,city\n1,Lviv\n");
        Files.writeString(dir.resolve("snapshot_2.csv"), "id,city\n1,Kyiv\n");
        SnapshotFeed feed = (SnapshotFeed) SnapshotFolderReader.read(dir).feed();
        assertThat(feed.versionType()).isEqualTo(DataType.BIGINT);
        assertThat(feed.snapshots()).extracting(Snapshot::version).containsExactly(2L, 10L);
    }

    @Test
    void twoFilesWithOneVersionAreAnErrorNamingBoth() throws IOException {
        Files.writeString(dir.resolve("a_1.csv"), "id\n1\n");
        Files.writeString(dir.resolve("b_1.csv"), "id\n1\n");
        assertThatThrownBy(() -> SnapshotFolderReader.read(dir))
                .isInstanceOf(ScdException.class)
                .satisfies(e -> assertThat(((ScdException) e).userMessage()).contains("a_1.csv", "b_1.csv"));
    }

    @Test
    void aFolderWhoseNamesCarryNoVersionOrThatHoldsOneFileIsNotASnapshotSeries() throws IOException {
        Files.writeString(dir.resolve("customers.csv"), "id\n1\n");
        assertThat(SnapshotFolderReader.recognises(dir)).as("one file").isFalse();
        Files.writeString(dir.resolve("orders.csv"), "id\n1\n");
        assertThat(SnapshotFolderReader.recognises(dir))
                .as("no version in the names")
                .isFalse();
        assertThatThrownBy(() -> FeedLoader.open(dir))
                .satisfies(e -> assertThat(((ScdException) e).userMessage())
                        .contains("a folder of snapshot CSV files named by date or number"));
    }

    @Test
    void aSnapshotWhoseHeaderDiffersIsNamed() throws IOException {
        Files.writeString(dir.resolve("1.csv"), "id,city\n1,Kyiv\n");
        Files.writeString(dir.resolve("2.csv"), "id,town\n1,Lviv\n");
        assertThatThrownBy(() -> SnapshotFolderReader.read(dir))
                .satisfies(e -> assertThat(((ScdException) e).userMessage()).contains("2.csv"));
    }
}
