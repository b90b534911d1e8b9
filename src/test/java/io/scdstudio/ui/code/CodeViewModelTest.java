package io.scdstudio.ui.code;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.project.Design;
import io.scdstudio.ui.DesignDocument;
import io.scdstudio.ui.Fixtures;
import org.junit.jupiter.api.Test;

/** The Code tab's model, without a stage: each target's code, or why there is none, in that target's language. */
class CodeViewModelTest {
    @Test
    void aDesignATargetCannotWriteIsExplainedInThatTargetsOwnComments() {
        Design users = Fixtures.users(1);
        Design unnamed = users.withFlow(((CdcFlowSettings) users.flow()).withTarget("sales..users"));
        DesignDocument doc = Fixtures.documentWith(unnamed);
        CodeViewModel vm = new CodeViewModel(doc);
        vm.refresh();
        assertThat(vm.tabs()).isNotEmpty().allSatisfy(tab -> {
            String marker = tab.generator().lineComment() + " ";
            assertThat(tab.code().lines())
                    .as(tab.generator().displayName())
                    .isNotEmpty()
                    .allSatisfy(line -> assertThat(line).startsWith(marker));
            assertThat(tab.code()).contains("cannot be exported").contains("sales..users");
        });
    }
}
