package io.scdstudio.engine.memory;

import io.scdstudio.engine.EventKind;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.Values;
import java.util.Arrays;
import java.util.List;

/**
 * Every event a run has received, column by column, addressed by an int id. A million events are a
 * handful of large arrays rather than a million objects, which keeps the garbage collector from copying
 * them around while a big feed is folded. {@link #event(int, Object)} makes an {@link Event} view on demand.
 */
final class EventStore {
    private static final EventKind[] KINDS = EventKind.values();
    private Row[] rows = new Row[256];
    private Object[] seqs = new Object[256];
    /**
     * The sequences again as {@link SequenceWords}, {@code width} longs per event, while every sequence so far could
     * be written so: compared without touching an object.
     */
    private long[] words;

    private final int width;
    private Writer writer;
    private boolean allWords = true;
    private int[] arrivals = new int[256];
    private int[] batches = new int[256];
    private int[] lines = new int[256];
    private byte[] kinds = new byte[256];
    /**
     * A hash of each upsert's tracked values, taken while the events arrive (in memory order, so cheaply): the
     * fold compares it before the values themselves, and most changes are told apart without touching a row. When the
     * store {@link #comparesTrackedCodes}, an exact {@link TrackedCodes} code instead, and the fold compares no rows.
     */
    private int[] trackedHashes = new int[256];

    /**
     * Beside each upsert's code, the {@link ExactWords} word of its value in the tracked column whose values nearly all
     * differ (an amount), when {@link TrackedCodes#wide()} names one; else null.
     */
    private long[] trackedWords;

    /** The tracked columns' types, which tell whether one of them can be kept as words. */
    private final List<DataType> trackedTypes;

    /** Null until {@link #chooseTrackedCodes} chose codes, and when the store compares hashes. */
    private TrackedCodes codes;

    /** Whether the fold may compare versions by codes, and whether the store has chosen yet. */
    private final boolean byCodes;

    private boolean chosen;

    private final int[] tracked;
    private int size;

    /**
     * {@code tracked}: the tracked columns that can differ between events of one key (not the key columns);
     * empty when the fold never compares versions (SCD1).
     */
    /**
     * {@code sequenceFields}: 1, or the number of a STRUCT sequence's fields (0, a snapshot flow's, counts as 1: its
     * events' sequence is the snapshot's number).
     */
    EventStore(int[] tracked, int sequenceFields) {
        this(tracked, sequenceFields, false, List.of());
    }

    /**
     * {@code byCodes}: the fold compares versions' tracked values by {@link TrackedCodes} (an SCD2 fold that fills in
     * no NULLs, so a version's tracked values are always those of the upsert that opened it); {@code trackedTypes}: the
     * tracked columns' types, which tell whether one of them can be kept as words.
     */
    EventStore(int[] tracked, int sequenceFields, boolean byCodes, List<DataType> trackedTypes) {
        this.tracked = tracked.clone();
        this.trackedTypes = trackedTypes;
        this.width = Math.max(1, sequenceFields);
        this.words = new long[256 * width];
        this.byCodes = byCodes && tracked.length > 0;
        this.writer = writer();
    }

    /** What one thread writes events with: its own sequence words and cache of tracked codes. */
    Writer writer() {
        return new Writer(new SequenceWords(), codes == null ? null : codes.coder());
    }

    record Writer(SequenceWords words, TrackedCodes.Coder coder) {}

    int add(long arrival, int batch, int line, EventKind kind, Row row, Object seq) {
        // Events added one at a time (a snapshot's differences) are few: every tracked column is coded.
        chooseTrackedCodes(List.of());
        int id = claim(1);
        if (!write(id, arrival, batch, line, kind, row, seq, writer)) {
            dropWords();
        }
        return id;
    }

    /** Makes room for {@code n} events written later with {@link #write}; returns the first one's id. */
    int claim(int n) {
        reserve(n);
        int first = size;
        size += n;
        return first;
    }

    /**
     * Writes event {@code id} of a claimed range. Threads may write different ids of one range at once (each with its
     * own {@link #writer}); false when its sequence cannot be written as words, after which the caller calls
     * {@link #dropWords}, once no thread writes any more.
     */
    boolean write(int id, long arrival, int batch, int line, EventKind kind, Row row, Object seq, Writer writer) {
        int trackedValue;
        long word = 0;
        if (codes == null) {
            trackedValue = row == null || tracked.length == 0 ? 0 : trackedHash(row);
        } else {
            boolean upsert = row != null && kind == EventKind.UPSERT;
            trackedValue = upsert ? writer.coder().code(row) : 0;
            word = upsert && trackedWords != null ? writer.coder().word(row) : 0;
        }
        put(id, arrival, batch, line, kind, row, seq, trackedValue, word);
        return !allWords || writer.words().write(seq, words, id * width);
    }

    /**
     * Writes event {@code id} of a claimed range with its tracked values' hash or code and word worked out by the
     * caller ({@link ColumnClassifier} from a batch's columns); its sequence's words are written apart.
     */
    void put(int id, long arrival, int batch, int line, EventKind kind, Row row, Object seq, int tracked, long word) {
        rows[id] = row;
        seqs[id] = seq;
        arrivals[id] = Math.toIntExact(arrival);
        batches[id] = batch;
        lines[id] = line;
        kinds[id] = (byte) kind.ordinal();
        trackedHashes[id] = tracked;
        if (trackedWords != null) {
            trackedWords[id] = word;
        }
    }

    /** Writes field {@code field} of event {@code id}'s sequence words, while every sequence so far has words. */
    void writeWord(int id, int field, long word) {
        words[id * width + field] = word;
    }

    /** Whether every sequence so far is kept as words, so events written from columns may be too. */
    boolean allWords() {
        return allWords;
    }

    /** The tracked columns' codes, when chosen ({@link #chooseTrackedCodes}); else null. */
    TrackedCodes trackedCodes() {
        return codes;
    }

    /** The row indexes of the tracked columns whose values the store hashes or codes. */
    int[] tracked() {
        return tracked.clone();
    }

    /** From now on sequences are compared as the objects: one of them could not be written as words. */
    void dropWords() {
        allWords = false;
        words = new long[0];
    }

    /**
     * Makes room for {@code more} events in one step: growing a million-entry column by halves would allocate
     * and copy each column a dozen times.
     */
    void reserve(int more) {
        if (size + more > rows.length) {
            resize(Math.max(size + more, rows.length + (rows.length >> 1)));
        }
    }

    private void resize(int n) {
        rows = Arrays.copyOf(rows, n);
        seqs = Arrays.copyOf(seqs, n);
        if (allWords) {
            words = Arrays.copyOf(words, n * width);
        }
        arrivals = Arrays.copyOf(arrivals, n);
        batches = Arrays.copyOf(batches, n);
        lines = Arrays.copyOf(lines, n);
        kinds = Arrays.copyOf(kinds, n);
        trackedHashes = Arrays.copyOf(trackedHashes, n);
        if (trackedWords != null) {
            trackedWords = Arrays.copyOf(trackedWords, n);
        }
    }

    /**
     * Equal tracked values (by {@link Values#same}) always hash alike, and this is the hash {@code add} stores:
     * 0 when nothing is tracked, so a row ignore-null filled in still matches the open version.
     */
    int trackedHash(Row row) {
        if (tracked.length == 0) {
            return 0;
        }
        int h = 1;
        for (int i : tracked) {
            h = 31 * h + Values.hash(row.get(i));
        }
        return h;
    }

    int trackedHash(int id) {
        return trackedHashes[id];
    }

    /** Whether {@link #trackedHash} is an exact code, so equal ones need no look at the rows (but see the words). */
    boolean comparesTrackedCodes() {
        return codes != null;
    }

    /** {@link #sameTrackedWords}: the values are equal, differ, or must be compared on the rows. */
    static final int SAME = 0;

    static final int DIFFERENT = 1;

    static final int ON_THE_ROWS = 2;

    /** Two upserts with equal codes: whether their words (if kept) say their tracked values are the same. */
    int sameTrackedWords(int a, int b) {
        if (trackedWords == null) {
            return SAME;
        }
        long x = trackedWords[a];
        long y = trackedWords[b];
        if (x == ExactWords.INEXACT || y == ExactWords.INEXACT) {
            return ON_THE_ROWS;
        }
        return x == y ? SAME : DIFFERENT;
    }

    /**
     * Chooses once, before any event is written, whether upserts' tracked values are kept as codes (when the first rows
     * show that {@link TrackedCodes#worthCoding} them) or as hashes.
     */
    void chooseTrackedCodes(List<Row> firstRows) {
        if (chosen) {
            return;
        }
        chosen = true;
        int choice = byCodes ? TrackedCodes.choose(firstRows, tracked, trackedTypes) : TrackedCodes.HASHES;
        if (choice == TrackedCodes.HASHES) {
            return;
        }
        boolean wide = choice >= 0;
        codes = new TrackedCodes(tracked, wide ? choice : -1, wide ? trackedTypes.get(choice) : null);
        trackedWords = wide ? new long[trackedHashes.length] : null;
        writer = writer();
    }

    /** Forgets the events from {@code newSize} on: a batch that failed validation leaves no trace. */
    void truncateTo(int newSize) {
        Arrays.fill(rows, newSize, size, null);
        Arrays.fill(seqs, newSize, size, null);
        size = newSize;
    }

    int size() {
        return size;
    }

    Row row(int id) {
        return rows[id];
    }

    Object seq(int id) {
        return seqs[id];
    }

    int arrival(int id) {
        return arrivals[id];
    }

    EventKind kind(int id) {
        return KINDS[kinds[id]];
    }

    boolean isUpsert(int id) {
        return kinds[id] == 0;
    }

    /** Fold order (spec §2): sequence, then kind rank, then arrival. */
    int compare(int a, int b) {
        int c = allWords ? compareWords(a, b) : EventOrder.compareSeq(seq(a), seq(b));
        if (c != 0) {
            return c;
        }
        c = Byte.compare(kinds[a], kinds[b]);
        return c != 0 ? c : Integer.compare(arrivals[a], arrivals[b]);
    }

    /** The two events' sequences alone, compared. */
    int compareSeq(int a, int b) {
        return allWords ? compareWords(a, b) : EventOrder.compareSeq(seq(a), seq(b));
    }

    boolean sameSeq(int a, int b) {
        return allWords ? compareWords(a, b) == 0 : EventOrder.compareSeq(seq(a), seq(b)) == 0;
    }

    private int compareWords(int a, int b) {
        if (width == 1) {
            return Long.compare(words[a], words[b]);
        }
        int x = a * width;
        int y = b * width;
        for (int i = 0; i < width; i++) {
            int c = Long.compare(words[x + i], words[y + i]);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    Event event(int id, Object key) {
        return new Event(arrivals[id], batches[id], lines[id], kind(id), rows[id], seq(id), key);
    }
}
