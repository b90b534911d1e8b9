package io.scdstudio.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.scdstudio.model.ScdException;
import io.scdstudio.model.SnapshotFlowSettings;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Each registered target says what it is, so no caller asks for its class: its language and comment marker match
 * the code it writes, it refuses a snapshot flow exactly when it says it cannot write one, and a file name its
 * language requires is the one the code declares.
 */
class TargetsSayWhatTheyAreTest {
    private static final List<GoldenScenarios.Scenario> SNAPSHOTS = GoldenScenarios.all().stream()
            .filter(s -> s.request().flow() instanceof SnapshotFlowSettings)
            .toList();
    private static final GoldenScenarios.Scenario CHANGE_FEED = GoldenScenarios.all().stream()
            .filter(s -> !(s.request().flow() instanceof SnapshotFlowSettings))
            .findFirst()
            .orElseThrow();

    @Test
    void everyTargetWritesCommentsWithTheMarkerItNames() {
        for (CodeGenerator g : CodeGenerators.all()) {
            String code = g.generate(CHANGE_FEED.request());
            assertThat(g.language()).as(g.id()).isIn("SQL", "Python", "Java");
            assertThat(code.lines().filter(l -> l.strip().startsWith(g.lineComment())))
                    .as(g.id() + " has comments in its own syntax")
                    .isNotEmpty();
        }
    }

    @Test
    void aTargetRefusesSnapshotFlowsExactlyWhenItSaysItCannotWriteThem() {
        assertThat(SNAPSHOTS).isNotEmpty();
        assertThat(CodeGenerators.all()).anyMatch(g -> !g.writesSnapshotFlows());
        for (CodeGenerator g : CodeGenerators.all()) {
            for (GoldenScenarios.Scenario s : SNAPSHOTS) {
                ScdException refused = catchThrowableOfType(ScdException.class, () -> g.generate(s.request()));
                if (g.writesSnapshotFlows()) {
                    assertThat(refused).as(g.id() + " on " + s.name()).isNull();
                } else {
                    assertThat(refused).as(g.id() + " on " + s.name()).isNotNull();
                    assertThat(refused.errorClass()).isEqualTo("SNAPSHOT_FLOW_NOT_EXPORTABLE");
                }
            }
        }
    }

    @Test
    void aFileNameTheLanguageRequiresIsTheNameTheCodeDeclares() {
        for (CodeGenerator g : CodeGenerators.all()) {
            String code = g.generate(CHANGE_FEED.request());
            g.requiredFileName(CHANGE_FEED.request())
                    .ifPresent(name -> assertThat(code)
                            .as(g.id())
                            .contains("public final class " + name.substring(0, name.lastIndexOf('.')) + " "));
        }
        assertThat(CodeGenerators.all())
                .anyMatch(g -> g.requiredFileName(CHANGE_FEED.request()).isPresent());
    }
}
