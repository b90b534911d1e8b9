package io.scdstudio.format;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.TableDiff;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.feed.FeedFormats;
import io.scdstudio.feed.FormatRead;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Table;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every format's test export, read by its format and folded with its preset, gives the table its hand-flattened
 * equivalent gives, as SCD type 1 and 2; and each export is recognised as its format without being told.
 */
class FormatPresetTest {
    static List<String> formats() throws IOException {
        return FormatCases.ids();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("formats")
    void thePresetOnTheRawExportGivesTheHandFlattenedTable(String id) throws IOException {
        FormatRead read = FormatCases.read(id);
        assertThat(read.preset()).as("a CDC format suggests a design").isPresent();
        CdcFlowSettings preset = read.preset().get().flow();
        for (int type : preset.applyAsTruncates().isPresent() ? new int[] {1} : new int[] {1, 2}) {
            CdcFlowSettings flow = preset.withScdType(type);
            Table fromRaw = FormatCases.run(new InMemoryEngine(), flow, read.feed());
            Table byHand = FormatCases.run(new InMemoryEngine(), flow, FormatCases.handFlattened(id, read));
            assertThat(fromRaw.rows()).as("SCD%d table of %s", type, id).isNotEmpty();
            TableDiff diff = TableDiff.of(byHand, fromRaw);
            assertThat(diff.isEmpty()).as("SCD%d: %s", type, diff.describe()).isTrue();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("formats")
    void theExportIsRecognisedAsItsFormat(String id) throws IOException {
        assertThat(FeedFormats.detect(FormatCases.raw(id))).map(f -> f.id()).contains(FormatCases.formatId(id));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("formats")
    void everyChoiceOfThePresetSaysWhy(String id) throws IOException {
        FormatRead read = FormatCases.read(id);
        assertThat(read.preset().get().reasons())
                .extracting(c -> c.setting())
                .contains("keys", "sequence_by", "apply_as_deletes", "except_column_list");
        assertThat(read.preset().get().reasons())
                .allSatisfy(c -> assertThat(c.why()).hasSizeGreaterThan(20));
    }
}
