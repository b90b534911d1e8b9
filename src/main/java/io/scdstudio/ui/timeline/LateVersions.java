package io.scdstudio.ui.timeline;

import io.scdstudio.engine.Outcome;
import io.scdstudio.engine.Trace;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The versions late events put into history, found from a run's trace: the events are listed per key once, by their
 * outcomes alone, and read whole only for the keys the timeline draws. Reading every late event of a big feed whole
 * to draw two hundred keys took a fifth of the Timeline tab's first showing.
 */
final class LateVersions {
    private final Trace trace;
    private final Map<String, List<Integer>> eventsByKey = new HashMap<>();
    private final Map<String, Set<String>> startsByKey = new HashMap<>();

    LateVersions(Trace trace) {
        this.trace = trace;
        for (int i = 0; i < trace.size(); i++) {
            Outcome o = trace.outcomeAt(i);
            if (o == Outcome.INSERTED_INTO_HISTORY || o == Outcome.HISTORY_REWRITTEN) {
                eventsByKey
                        .computeIfAbsent(trace.keyAt(i), k -> new ArrayList<>())
                        .add(i);
            }
        }
    }

    /** Whether a late event of {@code key} opened the version that starts at {@code start}. */
    boolean opened(String key, Object start) {
        return startsByKey
                .computeIfAbsent(key, k -> {
                    Set<String> starts = new HashSet<>();
                    eventsByKey
                            .getOrDefault(k, List.of())
                            .forEach(i -> starts.add(String.valueOf(trace.get(i).seq())));
                    return starts;
                })
                .contains(String.valueOf(start));
    }
}
