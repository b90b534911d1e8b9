package io.scdstudio.feed.values;

/**
 * Hands out one String per distinct text of a column, for the first few thousand distinct values: feeds
 * repeat their operation labels, cities and statuses a million times, and sharing them keeps a loaded feed
 * small. A column with more distinct values simply stops sharing new ones.
 */
public final class StringCache {
    private static final int SLOTS = 8192;
    private static final int MAX_ENTRIES = SLOTS / 2;
    private static final int MAX_LENGTH = 64;

    /** Lookups after the cache filled up, and how many of them found their value. */
    private static final int JUDGED_AFTER = 16_384;

    private final String[] slots = new String[SLOTS];
    private int entries;
    private int lookupsWhenFull;
    private int hitsWhenFull;
    private boolean bypass;

    public String get(char[] chars, int from, int to) {
        int length = to - from;
        if (length > MAX_LENGTH || bypass) {
            return new String(chars, from, length);
        }
        if (entries == MAX_ENTRIES && ++lookupsWhenFull == JUDGED_AFTER) {
            // A full cache that finds fewer than one value in eight holds a column of mostly distinct values (names,
            // e-mails): hashing each one only to miss cost a fifth of a million-event load, and shared nothing.
            bypass = hitsWhenFull < JUDGED_AFTER / 8;
        }
        int hash = 0;
        for (int i = from; i < to; i++) {
            hash = 31 * hash + chars[i];
        }
        for (int slot = hash & (SLOTS - 1); ; slot = (slot + 1) & (SLOTS - 1)) {
            String s = slots[slot];
            if (s == null) {
                String fresh = new String(chars, from, length);
                if (entries < MAX_ENTRIES) {
                    slots[slot] = fresh;
                    entries++;
                }
                return fresh;
            }
            if (s.hashCode() == hash && same(s, chars, from, length)) {
                if (entries == MAX_ENTRIES) {
                    hitsWhenFull++;
                }
                return s;
            }
        }
    }

    private static boolean same(String s, char[] chars, int from, int length) {
        if (s.length() != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (s.charAt(i) != chars[from + i]) {
                return false;
            }
        }
        return true;
    }
}
