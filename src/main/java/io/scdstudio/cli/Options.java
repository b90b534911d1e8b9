package io.scdstudio.cli;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.FlowSettings;

/** Options several commands share. */
final class Options {
    private Options() {}

    /** The flow with {@code --scd} applied, or as the scenario stores it. */
    static FlowSettings scdType(Args args, FlowSettings flow, String usage) {
        if (args.option("scd").isEmpty()) {
            return flow;
        }
        String v = args.option("scd").get();
        if (!v.equals("1") && !v.equals("2")) {
            throw Args.usageError("--scd must be 1 or 2, got '" + v + "'", usage);
        }
        if (v.equals("2")
                && flow instanceof CdcFlowSettings cdc
                && cdc.applyAsTruncates().isPresent()) {
            // The user asked for SCD2 on the command line; the truncate condition often came from a format's preset.
            throw Args.usageError(
                    "--scd 2 cannot run this design: it truncates (apply_as_truncates = "
                            + cdc.applyAsTruncates().get() + ", from case.json, the format's preset or the feed's"
                            + " operation column, because the feed holds truncate events), and SCD type 2 does not"
                            + " support truncates. Run it as --scd 1, or drop the truncate events from the feed",
                    usage);
        }
        return flow.withScdType(Integer.parseInt(v));
    }
}
