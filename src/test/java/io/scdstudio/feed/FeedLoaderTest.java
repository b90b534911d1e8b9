package io.scdstudio.feed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.feed.scenario.Conformance;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.ScdException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FeedLoaderTest {
    @TempDir
    Path temp;

    @Test
    void opensAScenarioFolder() {
        Loaded loaded = FeedLoader.open(Conformance.folder("C01"));
        assertThat(loaded)
                .isInstanceOfSatisfying(
                        Loaded.ScenarioFolder.class,
                        s -> assertThat(s.scenario().id()).isEqualTo("C01"));
    }

    @Test
    void opensCsvAndJsonLinesFeedsInferringTheirSchema() throws IOException {
        Path csv = Files.writeString(temp.resolve("orders.csv"), "id,seq\n1,10\n");
        Path jsonl = Files.writeString(temp.resolve("orders.ndjson"), "{\"id\": 1, \"seq\": 10}\n");
        for (Path p : new Path[] {csv, jsonl}) {
            assertThat(FeedLoader.open(p)).isInstanceOfSatisfying(Loaded.FeedFile.class, f -> {
                assertThat(f.feed().source()).isEqualTo(p.getFileName().toString());
                assertThat(f.feed().schema().toString()).isEqualTo("id bigint, seq bigint");
                assertThat(f.inference()).isPresent();
            });
        }
        Loaded.FeedFile typed = (Loaded.FeedFile) FeedLoader.open(
                csv, Optional.of(((Loaded.FeedFile) FeedLoader.open(csv)).feed().schema()));
        assertThat(typed.inference()).isEmpty();
    }

    @Test
    void anythingElseIsAClearError() throws IOException {
        Path parquet = Files.writeString(temp.resolve("orders.parquet"), "PAR1");
        assertThatThrownBy(() -> FeedLoader.open(parquet)).isInstanceOfSatisfying(ScdException.class, e -> {
            assertThat(e.errorClass()).isEqualTo(ErrorClass.UNSUPPORTED_FILE.name());
            assertThat(e.userMessage()).contains("orders.parquet", ".csv", ".jsonl", "scenario folder");
        });
        assertThatThrownBy(() -> FeedLoader.open(temp))
                .isInstanceOfSatisfying(
                        ScdException.class, e -> assertThat(e.getMessage()).contains("no case.json"));
        assertThatThrownBy(() -> FeedLoader.open(temp.resolve("missing.csv")))
                .isInstanceOfSatisfying(
                        ScdException.class,
                        e -> assertThat(e.errorClass()).isEqualTo(ErrorClass.FILE_UNREADABLE.name()));
    }
}
