package io.scdstudio.ui.run;

import io.scdstudio.engine.TargetVersion;
import io.scdstudio.model.Table;
import java.util.List;

/**
 * What a finished run left: the target table and, for an engine that keeps them, its versions, with the run
 * itself kept to read them back.
 */
record RunOutcome(Table target, List<TargetVersion> history, TimeTravel versions) {
    RunOutcome {
        history = List.copyOf(history);
    }
}
