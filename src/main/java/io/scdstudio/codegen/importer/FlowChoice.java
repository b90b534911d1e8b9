package io.scdstudio.codegen.importer;

import io.scdstudio.codegen.TableName;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Location;
import io.scdstudio.model.SnapshotFlowSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Picks the flow to import when a file holds several, as the docs' "replicate an external table" pattern does (a
 * {@code ONCE} backfill and a change flow into one target). A design is one flow, so the user names the one they
 * want; without a name the error lists every flow, where it is, and which one is the backfill.
 */
final class FlowChoice {
    /** A flow found in the text, and the token it starts at. */
    record Found(FlowSettings flow, Token at) {}

    private FlowChoice() {}

    static FlowSettings pick(SourceText src, List<Found> found, Optional<String> wanted) {
        if (found.size() == 1 && wanted.isEmpty()) {
            return found.get(0).flow();
        }
        if (wanted.isPresent()) {
            for (Found f : found) {
                if (name(f.flow()).equalsIgnoreCase(wanted.get())) {
                    return f.flow();
                }
            }
            throw Errors.at(
                    Location.field("flow"),
                    ErrorClass.SEVERAL_FLOWS,
                    "no flow named " + wanted.get() + " in the " + src.label() + "; it holds " + describe(found),
                    "Name one of those flows");
        }
        Found second = found.get(1);
        throw Errors.at(
                Location.at(src.label(), second.at().line(), second.at().column(), null),
                ErrorClass.SEVERAL_FLOWS,
                "found " + found.size() + " flows: " + describe(found),
                "A design is one flow: import one of them with"
                        + " --flow NAME (the ONCE backfill loads the table once; the change flow keeps it current)");
    }

    /** The name a flow goes by: its own, or its target table's, which is the name Lakeflow gives an unnamed one. */
    static String name(FlowSettings flow) {
        Optional<String> own = flow instanceof CdcFlowSettings c ? c.name() : ((SnapshotFlowSettings) flow).name();
        return own.orElse(TableName.parse(flow.target(), "target").lastPart());
    }

    private static String describe(List<Found> found) {
        List<String> out = new ArrayList<>();
        for (Found f : found) {
            boolean once = f.flow() instanceof CdcFlowSettings c ? c.once() : ((SnapshotFlowSettings) f.flow()).once();
            out.add(name(f.flow()) + " (line " + f.at().line() + ", into "
                    + f.flow().target() + (once ? ", ONCE: the one-time backfill" : "") + ")");
        }
        return String.join(", ", out);
    }
}
