package io.scdstudio.format;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The NULLs an update sets on purpose, by column. A format that leaves out values it did not send (GoldenGate's
 * compressed updates, PostgreSQL's unchanged TOAST values) gets a preset that ignores NULL updates of those
 * columns, and AUTO CDC cannot tell a value left out from a NULL written: such an update keeps the earlier value.
 * Where the feed has both, the reader says which lines lose their NULL, rather than letting the table keep old
 * values unsaid.
 */
final class ExplicitNulls {
    private final Map<String, Integer> firstLine = new LinkedHashMap<>();
    private final Map<String, Integer> count = new LinkedHashMap<>();

    /** A column's value on an update, as the line wrote it. */
    void seen(String column, JsonNode written, int line) {
        if (written != null && written.isNull()) {
            firstLine.putIfAbsent(column, line);
            count.merge(column, 1, Integer::sum);
        }
    }

    /** The note naming the NULLs the preset's ignored columns lose, if any; {@code fix} says how to keep them. */
    Optional<String> lostUnder(Collection<String> ignored, String fix) {
        List<String> lost = new ArrayList<>();
        for (String c : ignored) {
            if (firstLine.containsKey(c)) {
                int n = count.get(c);
                lost.add(c + " on line " + firstLine.get(c) + (n > 1 ? " and " + (n - 1) + " more update(s)" : ""));
            }
        }
        if (lost.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(
                "An update sets a value to NULL on purpose (" + String.join("; ", lost) + "), but the preset "
                        + "ignores NULL updates of that column because other updates leave it out, and AUTO CDC cannot tell "
                        + "the two apart: the earlier value stays. " + fix);
    }
}
