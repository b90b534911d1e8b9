package io.scdstudio.engine.memory;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * A composite key's values: a list (it equals and hashes as any list of the same values, which the trace, the
 * timeline and the tests rely on) whose hash is computed once and whose equality with another tuple walks an
 * array. The run looks every event's key up in a hash table, and {@code Arrays.asList} hashed every part and
 * compared through iterators on each lookup.
 */
final class KeyTuple extends AbstractList<Object> implements RandomAccess {
    private final Object[] parts;
    private final int hash;

    KeyTuple(Object[] parts) {
        this.parts = parts;
        this.hash = Arrays.hashCode(parts);
    }

    @Override
    public Object get(int index) {
        return parts[index];
    }

    @Override
    public int size() {
        return parts.length;
    }

    @Override
    public int hashCode() {
        return hash;
    }

    @Override
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (o instanceof KeyTuple t) {
            return hash == t.hash && Arrays.equals(parts, t.parts);
        }
        return o instanceof List<?> l && l.size() == parts.length && listEquals(l);
    }

    private boolean listEquals(List<?> l) {
        for (int i = 0; i < parts.length; i++) {
            if (!Objects.equals(parts[i], l.get(i))) {
                return false;
            }
        }
        return true;
    }
}
