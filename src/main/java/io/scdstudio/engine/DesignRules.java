package io.scdstudio.engine;

import io.scdstudio.engine.resolve.ResolvedFlow;
import java.util.List;
import java.util.ServiceLoader;

/**
 * The warnings a flow's design earns before any event is read (a tracked sequence column, a sequence named like a
 * load time, ...), as both engines report them among a run's warnings. The rules live with the other design checks
 * in {@code lint}, which registers itself in {@code META-INF/services}: the engines cannot depend on {@code lint}
 * (it stands on them), and each rule keeps one id and one text however it is reported.
 */
public interface DesignRules {
    List<FlowWarning> warnings(ResolvedFlow flow);

    /** The registered rules' warnings for this flow; none when no rules are registered. */
    static List<FlowWarning> of(ResolvedFlow flow) {
        return Registered.RULES.stream().flatMap(r -> r.warnings(flow).stream()).toList();
    }

    /** Loaded once: the provider list never changes while the program runs. */
    final class Registered {
        private static final List<DesignRules> RULES = ServiceLoader.load(DesignRules.class).stream()
                .map(ServiceLoader.Provider::get)
                .toList();

        private Registered() {}
    }
}
