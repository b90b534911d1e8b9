package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.TableDiff;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.feed.FormatRead;
import io.scdstudio.format.FormatCases;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Table;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each CDC format's test export through its preset gives on Spark + Delta the table the in-memory engine gives
 * (which {@code format.FormatPresetTest} checks against the hand-flattened feed): the flat rows a format makes,
 * STRUCT sequences of its metadata columns included, are rows Spark folds the same way.
 */
@Execution(ExecutionMode.CONCURRENT)
class FormatPresetsOnSparkIT {
    static List<String> formats() throws IOException {
        return FormatCases.ids();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("formats")
    void thePresetGivesTheInMemoryTableOnSpark(String id) throws IOException {
        FormatRead read = FormatCases.read(id);
        CdcFlowSettings preset = read.preset().orElseThrow().flow();
        CdcFlowSettings flow = preset.applyAsTruncates().isPresent() ? preset : preset.withScdType(2);
        Table memory = FormatCases.run(new InMemoryEngine(), flow, read.feed());
        Table spark = FormatCases.run(SharedSpark.engine(SparkEngine.Mode.INCREMENTAL), flow, read.feed());
        TableDiff diff = TableDiff.of(memory, spark);
        assertThat(diff.isEmpty()).as(diff.describe()).isTrue();
    }
}
