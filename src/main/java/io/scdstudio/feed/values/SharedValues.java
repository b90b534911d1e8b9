package io.scdstudio.feed.values;

/**
 * Hands out one object per repeated value of a column (a decimal, a whole number), as {@link StringCache} does for
 * text: a credit limit or a status code repeats across a million events, and one object per value keeps the feed
 * small and lets the fold see two equal values as the same object without reading them. Direct-mapped and
 * forgetful (a value may be shared or not); a column whose values seldom repeat stops being looked up.
 */
public final class SharedValues {
    private static final int SLOTS = 1024;
    private static final int JUDGED_AFTER = 8192;

    private final Object[] slots = new Object[SLOTS];
    private int lookups;
    private int hits;
    private boolean bypass;

    /** {@code value} itself, or an equal one handed out before; {@code value} must not be null. */
    @SuppressWarnings("unchecked")
    public <T> T share(T value) {
        if (bypass) {
            return value;
        }
        int h = value.hashCode();
        int slot = (h ^ (h >>> 16)) & (SLOTS - 1);
        Object there = slots[slot];
        if (value.equals(there)) {
            hits++;
            return (T) there;
        }
        slots[slot] = value;
        if (++lookups == JUDGED_AFTER) {
            // Ids, amounts with cents, timestamps' numbers: fewer than one value in eight met before.
            bypass = hits < JUDGED_AFTER / 8;
        }
        return value;
    }
}
