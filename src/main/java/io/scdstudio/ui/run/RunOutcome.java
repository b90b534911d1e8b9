package io.scdstudio.ui.run;

import io.scdstudio.engine.TargetVersion;
import io.scdstudio.model.Table;
import java.util.List;

/** What a finished run left: the target table and, for an engine that keeps them, its versions. */
record RunOutcome(Table target, List<TargetVersion> history) {
    RunOutcome {
        history = List.copyOf(history);
    }
}
