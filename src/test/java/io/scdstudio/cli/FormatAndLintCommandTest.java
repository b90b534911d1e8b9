package io.scdstudio.cli;

import static io.scdstudio.cli.CliTest.cli;
import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.cli.CliTest.Result;
import org.junit.jupiter.api.Test;

/** {@code schema}, {@code run} and {@code lint} on CDC exports and feed files, as a user types them. */
class FormatAndLintCommandTest {
    private static final String DEBEZIUM = "src/test/resources/formats/debezium-json/raw.jsonl";

    @Test
    void schemaNamesTheFormatWhatReadingDidAndThePresetWithItsReasons() {
        Result r = cli("schema", DEBEZIUM);
        assertThat(r.code()).isZero();
        assertThat(r.out()).startsWith("Format: debezium-json").contains("Note: 1 tombstone(s) dropped")
                .contains("\"sequence_by\" : [ \"__phase\", \"__source_lsn\" ]")
                .contains("  sequence_by: __phase first").contains("  keys: id: the Kafka message key");
    }

    @Test
    void runReadsAFeedFileThroughItsPresetAndTakesOverrides() {
        Result r = cli("run", DEBEZIUM, "--scd", "2");
        assertThat(r.code()).isZero();
        assertThat(r.out()).startsWith("id,name,city,notes,__START_AT,__END_AT\n").contains("2,Bob,Kharkiv");
        Result cdf = cli("run", "src/test/resources/formats/delta-cdf/raw.csv", "--keys", "name");
        assertThat(cdf.out()).startsWith("customer_id,name,city\n");
        Result wrong = cli("run", DEBEZIUM, "--format", "delta-cdf");
        assertThat(wrong.code()).isEqualTo(Cli.BAD_INPUT);
        assertThat(wrong.err()).contains("raw.jsonl line 1 (_change_type)").doesNotContain("\tat ");
        assertThat(cli("run", DEBEZIUM, "--format", "nope").err()).contains("Use one of: debezium-json");
    }

    @Test
    void lintPrintsOneLinePerFindingThenTheSummaryAndFailsOnAnError() {
        Result tie = cli("lint", "sample-data/sequence-tie");
        assertThat(tie.code()).isZero();
        assertThat(tie.out().lines()).anyMatch(l -> l.startsWith("SEQUENCE_TIE warning: "));
        assertThat(tie.out().lines().reduce((a, b) -> b)).contains("2 findings (0 errors, 1 warnings)");
        Result error = cli("lint", "sample-data/customer-moves", "--keys", "nope");
        assertThat(error.code()).isEqualTo(Cli.FAILED);
        assertThat(error.out()).contains(" error: ").contains("(1 errors,");
    }
}
