package io.scdstudio.codegen.lakeflow;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.FlowSettings;
import java.util.Optional;

/**
 * What the older channel's API (dlt.apply_changes, APPLY CHANGES INTO) does not take of a design: the headers say
 * the older names take the same parameters, which holds except for the column lists of ignore-null updates, newest
 * channel only (the create_auto_cdc_flow reference of 2025).
 */
final class OlderChannel {
    private OlderChannel() {}

    static Optional<String> caveat(FlowSettings flow, boolean python) {
        if (!(flow instanceof CdcFlowSettings cdc)) {
            return Optional.empty();
        }
        boolean lists = cdc.ignoreNullUpdatesColumnList().isPresent()
                || cdc.ignoreNullUpdatesExceptColumnList().isPresent();
        if (!lists) {
            return Optional.empty();
        }
        return Optional.of("This design ignores NULL updates for some columns only ("
                + (python
                        ? "ignore_null_updates_column_list / ignore_null_updates_except_column_list"
                        : "IGNORE NULL UPDATES ON (...) / EXCEPT (...)")
                + "), which the current channel alone takes: the older "
                + (python ? "dlt.apply_changes" : "APPLY CHANGES INTO")
                + " rejects it. On an older channel, ignore NULL updates for every column or for none.");
    }
}
