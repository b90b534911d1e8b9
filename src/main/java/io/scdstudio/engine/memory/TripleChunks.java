package io.scdstudio.engine.memory;

/**
 * Where one thread's trace keeps the rows of its entries' diffs: large shared arrays filled in turn, so a
 * million entries hold a few hundred arrays instead of a million small ones that every young collection
 * would have to copy.
 */
final class TripleChunks {
    private static final int CHUNK = 3 * 16_384;

    private Object[] chunk = new Object[0];
    private int used;

    /**
     * An array with {@code length} free slots from {@link #offset()} on; a diff larger than a chunk gets its own.
     * Chunks start small and double up to full size, so a short trace stays small.
     */
    Object[] room(int length) {
        if (used + length > chunk.length) {
            chunk = new Object[Math.max(length, Math.min(CHUNK, Math.max(192, chunk.length * 2)))];
            used = 0;
        }
        return chunk;
    }

    int offset() {
        return used;
    }

    void advance(int length) {
        used += length;
    }
}
