package io.scdstudio.codegen.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.scdstudio.codegen.CodeGenerator;
import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.merge.MergeSqlGenerator;
import io.scdstudio.codegen.merge.SparkJavaGenerator;
import io.scdstudio.engine.resolve.FlowResolver;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.ScdException;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The portable exports spell out the fold themselves, so they must refuse exactly the designs the preview
 * engine refuses, with the same error class, and export every other conformance design.
 */
class PortableExportRefusalTest {

    static List<CdcCases.Run> cases() {
        return CdcCases.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void exportRefusesWhatTheEngineRefusesWithTheSameErrorClass(CdcCases.Run run) {
        CdcFlowSettings flow = (CdcFlowSettings) run.scenario().flow();
        ChangeFeed feed = (ChangeFeed) run.scenario().feed();
        Optional<String> engineError = configurationError(flow, feed);
        for (CodeGenerator g : List.of(new MergeSqlGenerator(), new SparkJavaGenerator())) {
            ExportRequest request = new ExportRequest(flow, feed.schema());
            if (engineError.isPresent()) {
                ScdException e = catchThrowableOfType(ScdException.class, () -> g.generate(request));
                assertThat(e)
                        .as(g.id() + " must refuse with " + engineError.get())
                        .isNotNull();
                assertThat(e.errorClass()).isEqualTo(engineError.get());
            } else {
                assertThatCode(() -> g.generate(request)).as(g.id()).doesNotThrowAnyException();
            }
        }
    }

    private static Optional<String> configurationError(CdcFlowSettings flow, ChangeFeed feed) {
        try {
            FlowResolver.resolveCdc(flow, feed.schema());
            return Optional.empty();
        } catch (ScdException e) {
            return Optional.of(e.errorClass());
        }
    }
}
