package io.scdstudio.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The trace of a run: one entry per event, in arrival order. Appended to by the run only. */
public final class Trace {
    private final List<TraceEntry> entries = new ArrayList<>();

    public static Trace empty() {
        return new Trace();
    }

    public void add(TraceEntry entry) {
        entries.add(entry);
    }

    public List<TraceEntry> entries() {
        return Collections.unmodifiableList(entries);
    }

    public int size() {
        return entries.size();
    }

    public TraceEntry get(int index) {
        return entries.get(index);
    }

    /** The entries of one key (by its display text), in arrival order. */
    public List<TraceEntry> forKey(String key) {
        return entries.stream().filter(e -> key.equals(e.key())).toList();
    }
}
