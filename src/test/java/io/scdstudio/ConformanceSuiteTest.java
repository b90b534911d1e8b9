package io.scdstudio;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/**
 * The conformance suite is there: under CI its absence fails the build here, once and with the path it looked at,
 * rather than leaving the conformance tests skipped in a green build; locally the test is skipped, saying so.
 */
class ConformanceSuiteTest {
    @Test
    void theSuiteIsPresentWithItsCases() throws java.io.IOException {
        try (var cases = Files.list(ConformanceSuite.require())) {
            assertThat(cases.filter(p -> Files.isRegularFile(p.resolve("case.json")))
                            .count())
                    .as("conformance cases in " + ConformanceSuite.dir())
                    .isGreaterThan(30);
        }
    }
}
