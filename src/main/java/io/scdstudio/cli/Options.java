package io.scdstudio.cli;

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
        return flow.withScdType(Integer.parseInt(v));
    }
}
