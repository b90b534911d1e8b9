package io.scdstudio.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.InMemoryEngine;
import io.scdstudio.engine.ResolvedFlow;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.ScdEngine;
import io.scdstudio.engine.SourceShape;
import io.scdstudio.engine.Trace;
import io.scdstudio.engine.FlowWarning;
import io.scdstudio.model.Batch;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Row;
import io.scdstudio.model.Snapshot;
import io.scdstudio.model.Table;
import io.scdstudio.ui.DesignDocument;
import io.scdstudio.ui.Fixtures;
import io.scdstudio.ui.TaskRunner;
import io.scdstudio.ui.preview.PreviewComputer;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RunViewModelTest {
    private final DesignDocument doc = Fixtures.documentWith(Fixtures.users(2));

    private RunViewModel vm(Optional<RunEngine> engine) {
        RunViewModel vm = new RunViewModel(engine, TaskRunner.inline(), doc, Runnable::run);
        vm.setPreview(new PreviewComputer().compute(doc.design().orElseThrow().scenario()));
        return vm;
    }

    @Test
    void withoutAnEngineThePaneSaysSoAndRunDoesNothing() {
        RunViewModel vm = vm(Optional.empty());
        vm.run();
        assertThat(vm.available()).isFalse();
        assertThat(vm.verdictProperty().get()).isEqualTo("Spark engine not available in this build");
    }

    @Test
    void anEngineThatAgreesGivesTheEqualVerdictInBothModes() {
        RunViewModel vm = vm(Optional.of(new RunEngine(new InMemoryEngine(), "memory (test)")));
        for (RunMode mode : RunMode.values()) {
            vm.modeProperty().set(mode);
            vm.run();
            assertThat(vm.verdictProperty().get()).as(mode.name()).startsWith("Equal to the preview (7 rows)");
            assertThat(vm.progressProperty().get()).isEqualTo(1.0);
        }
        assertThat(vm.logProperty().get()).contains("batch 1 applied");
    }

    @Test
    void anEngineThatDisagreesShowsTheDifferingRowsSideBySide() {
        RunViewModel vm = vm(Optional.of(new RunEngine(new DroppingLastRow(), "faulty")));
        vm.run();
        assertThat(vm.verdictProperty().get()).startsWith("Differs from the preview");
        assertThat(vm.onlyInPreview()).hasSize(1);
        assertThat(vm.onlyInEngine()).isEmpty();
    }

    /** An engine that loses the last row of the target, as a buggy engine might. */
    private static final class DroppingLastRow implements ScdEngine {
        @Override
        public String name() {
            return "faulty";
        }

        @Override
        public FlowRun open(FlowSettings flow, SourceShape source, RunOptions options) {
            FlowRun inner = new InMemoryEngine().open(flow, source, options);
            return new FlowRun() {
                public ResolvedFlow flow() {
                    return inner.flow();
                }

                public void apply(Batch batch) {
                    inner.apply(batch);
                }

                public void apply(Snapshot snapshot) {
                    inner.apply(snapshot);
                }

                public Table target() {
                    List<Row> rows = inner.target().rows();
                    return new Table(inner.targetSchema(), rows.subList(0, rows.size() - 1));
                }

                public List<FlowWarning> warnings() {
                    return inner.warnings();
                }

                public void expireTombstones() {
                    inner.expireTombstones();
                }

                public Trace trace() {
                    return inner.trace();
                }
            };
        }
    }
}
