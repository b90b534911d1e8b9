package io.scdstudio.engine.memory;

import io.scdstudio.engine.DataErrors;
import io.scdstudio.engine.EventKind;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.Batch;
import io.scdstudio.model.Row;
import io.scdstudio.model.ScdException;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.function.Function;

/**
 * Classifies a batch as {@link EventFactory} does, from the batch's {@link BatchColumns} instead of its rows: the
 * operation's kind once per distinct value of the columns the conditions read, the key and the sequence words from
 * primitive arrays, the tracked values' hash or codes from arrays too. No row object is read, except to name a bad
 * row and to make the key of a key the run has not met. Where a column the design reads cannot be had as an array
 * (a string key, a decimal sequence, a condition over nearly unique values) {@link #plan} gives null and the batch is
 * classified row by row.
 */
final class ColumnClassifier {
    /** The kind of a code whose first row failed its condition: each of its rows is classified by its own row. */
    private static final byte BY_ROW = -1;

    private static final EventKind[] KINDS = EventKind.values();

    private final ResolvedFlow flow;
    private final String source;
    private final EventKinds eventKinds;
    /** The source columns the conditions read; null when one is not a source column. */
    private final int[] conditionColumns;

    ColumnClassifier(ResolvedFlow flow, String source, EventKinds eventKinds) {
        this.flow = flow;
        this.source = source;
        this.eventKinds = eventKinds;
        this.conditionColumns = eventKinds.columns();
    }

    /**
     * The batch's arrays for {@link Plan#classify}, or null when it is classified row by row. {@code sequenceOf}: the
     * sequence of a row whose sequence is not NULL (a STRUCT's fields may be).
     */
    Plan plan(Batch batch, EventStore store, KeyCodec codec, Function<Row, Object> sequenceOf) {
        if (codec == null) {
            return null;
        }
        int[] seq = flow.sequence();
        Function<Row, Object> sequenceOfRow = row -> seq.length == 1 ? row.get(seq[0]) : sequenceOf.apply(row);
        BatchColumns.read(batch, forms(store, codec, sequenceOfRow));
        BatchColumns.Words[] words = new BatchColumns.Words[seq.length];
        for (int f = 0; f < seq.length; f++) {
            words[f] = BatchColumns.words(batch, seq[f]);
            // A STRUCT with a NULL field is compared as an object, and so are values that are not words.
            if (!words[f].writable() || seq.length > 1 && !words[f].nulls().isEmpty()) {
                return null;
            }
        }
        Kinds kinds = kinds(batch);
        if (kinds == null) {
            return null;
        }
        Tracked tracked = Tracked.of(batch, store);
        if (tracked == null) {
            return null;
        }
        // Last: learning a key's parts is the one step that changes the run.
        KeyCodec.KeyCodes keys = codec.codes(batch, flow.keys());
        if (keys == null) {
            return null;
        }
        Object[] sequences = BatchColumns.sequences(batch, seq, sequenceOfRow);
        return new Plan(batch, store, words, sequences, kinds, tracked, keys, BatchColumns.lines(batch));
    }

    /** Every column form {@link #plan} reads, so that one pass over the rows works out those the batch lacks. */
    private List<ColumnForm> forms(EventStore store, KeyCodec codec, Function<Row, Object> sequenceOfRow) {
        List<ColumnForm> forms = new ArrayList<>();
        for (int column : flow.sequence()) {
            forms.add(ColumnForm.words(column));
        }
        forms.add(ColumnForm.sequences(flow.sequence(), sequenceOfRow));
        if (conditionColumns != null && conditionColumns.length > 0) {
            forms.add(ColumnForm.coded(conditionColumns));
        }
        forms.addAll(codec.forms(flow.keys()));
        forms.addAll(Tracked.forms(store));
        return forms;
    }

    /** Per row a code, per code its kind (or {@link #BY_ROW}) and whether it matched both conditions. */
    private record Kinds(int[] codes, byte[] kinds, boolean[] both) {}

    private Kinds kinds(Batch batch) {
        if (!eventKinds.any()) {
            return new Kinds(null, null, null);
        }
        BatchColumns.Coded coded = conditionColumns == null ? null : BatchColumns.coded(batch, conditionColumns);
        if (coded == null) {
            return null;
        }
        byte[] kinds = new byte[coded.size()];
        boolean[] both = new boolean[coded.size()];
        for (int c = 0; c < kinds.length; c++) {
            Row row = batch.rows().get(coded.firstRows()[c]);
            try {
                EventKind kind = eventKinds.of(row);
                kinds[c] = (byte) kind.ordinal();
                both[c] = eventKinds.matchesBoth(row, kind);
            } catch (ScdException e) {
                kinds[c] = BY_ROW;
            }
        }
        return new Kinds(coded.codes(), kinds, both);
    }

    /**
     * Per row, the hash of its tracked values ({@code hashes}), or per tracked column the code of each of the column's
     * coded values ({@code codeOfValue}), to be packed for upserts, and the words of the column {@link TrackedCodes}
     * keeps as words ({@code wide}); none of them when nothing is tracked.
     */
    private record Tracked(
            int[] hashes, int[][] byRow, int[][] codeOfValue, TrackedCodes codes, ColumnForm.Exact wide) {
        /** The forms {@link #of} reads. */
        static List<ColumnForm> forms(EventStore store) {
            int[] columns = store.tracked();
            TrackedCodes codes = store.trackedCodes();
            if (columns.length == 0) {
                return List.of();
            }
            if (codes == null) {
                return List.of(ColumnForm.hashes(columns));
            }
            List<ColumnForm> forms = new ArrayList<>();
            for (int c = 0; c < columns.length; c++) {
                forms.add(
                        c == codes.wide()
                                ? ColumnForm.exact(columns[c], codes.wideType())
                                : ColumnForm.coded(new int[] {columns[c]}));
            }
            return forms;
        }

        static Tracked of(Batch batch, EventStore store) {
            int[] columns = store.tracked();
            TrackedCodes codes = store.trackedCodes();
            if (columns.length == 0) {
                return new Tracked(null, null, null, null, null);
            }
            if (codes == null) {
                return new Tracked(BatchColumns.hashes(batch, columns), null, null, null, null);
            }
            int[][] byRow = new int[columns.length][];
            int[][] codeOfValue = new int[columns.length][];
            for (int c = 0; c < columns.length; c++) {
                if (c == codes.wide()) {
                    continue;
                }
                BatchColumns.Coded coded = BatchColumns.coded(batch, new int[] {columns[c]});
                if (coded == null) {
                    return null;
                }
                byRow[c] = coded.codes();
                codeOfValue[c] = new int[coded.size()];
                for (int v = 0; v < coded.size(); v++) {
                    Object value = batch.rows().get(coded.firstRows()[v]).get(columns[c]);
                    codeOfValue[c][v] = codes.columnCode(c, value);
                }
            }
            ColumnForm.Exact wide =
                    codes.wide() < 0 ? null : BatchColumns.exact(batch, columns[codes.wide()], codes.wideType());
            return new Tracked(null, byRow, codeOfValue, codes, wide);
        }

        int of(int row, EventKind kind, int[] scratch) {
            if (hashes != null) {
                return hashes[row];
            }
            if (codes == null || kind != EventKind.UPSERT) {
                return 0;
            }
            for (int c = 0; c < scratch.length; c++) {
                scratch[c] = byRow[c] == null ? (wide.nulls().get(row) ? 0 : 1) : codeOfValue[c][byRow[c][row]];
            }
            return codes.pack(scratch);
        }

        long word(int row, EventKind kind) {
            return wide == null || kind != EventKind.UPSERT || wide.nulls().get(row) ? 0 : wide.words()[row];
        }
    }

    /** One batch's arrays; its {@link #classify} may run on several threads, each over rows of its own. */
    final class Plan {
        private final Batch batch;
        private final Row[] rows;
        private final EventStore store;
        private final BatchColumns.Words[] words;
        private final Object[] sequences;
        private final Kinds kinds;
        private final Tracked tracked;
        private final long[] keyCodes;
        private final BitSet[] keyNulls;
        private final int[] lines;
        private final boolean writeWords;

        private Plan(
                Batch batch,
                EventStore store,
                BatchColumns.Words[] words,
                Object[] sequences,
                Kinds kinds,
                Tracked tracked,
                KeyCodec.KeyCodes keys,
                int[] lines) {
            this.batch = batch;
            this.rows = BatchColumns.rows(batch);
            this.store = store;
            this.words = words;
            this.sequences = sequences;
            this.kinds = kinds;
            this.tracked = tracked;
            this.keyCodes = keys.codes();
            this.keyNulls = keys.nulls();
            this.lines = lines;
            this.writeWords = store.allWords();
        }

        /** Per row, its key's code ({@link KeyCodec#codes}): read only. */
        long[] keyCodes() {
            return keyCodes;
        }

        /** Writes rows {@code [from, to)} as events {@code first + from ..}; see {@link EventFactory.Part}. */
        EventFactory.Part classify(int first, int from, int to) {
            int both = 0;
            int[] scratch = new int[tracked.byRow == null ? 0 : tracked.byRow.length];
            long firstArrival = batch.firstArrival();
            for (int i = from; i < to; i++) {
                try {
                    int code = kinds.codes == null ? -1 : kinds.codes[i];
                    EventKind kind;
                    if (code < 0) {
                        kind = EventKind.UPSERT;
                    } else if (kinds.kinds[code] == BY_ROW) {
                        kind = eventKinds.of(rows[i]);
                        both += eventKinds.matchesBoth(rows[i], kind) ? 1 : 0;
                    } else {
                        kind = KINDS[kinds.kinds[code]];
                        both += kinds.both[code] ? 1 : 0;
                    }
                    check(i, kind);
                    int id = first + i;
                    store.put(
                            id,
                            firstArrival + i,
                            batch.number(),
                            lines[i],
                            kind,
                            rows[i],
                            sequences[i],
                            tracked.of(i, kind, scratch),
                            tracked.word(i, kind));
                    if (writeWords) {
                        for (int f = 0; f < words.length; f++) {
                            store.writeWord(id, f, words[f].words()[i]);
                        }
                    }
                } catch (ScdException e) {
                    return new EventFactory.Part(true, both, i, e);
                }
            }
            return new EventFactory.Part(true, both, -1, null);
        }

        /** A NULL sequence, or a NULL key column of a row that is not a truncate, fails the batch at the row. */
        private void check(int i, EventKind kind) {
            int[] seq = flow.sequence();
            if (seq.length == 1 && words[0].nulls().get(i)) {
                throw DataErrors.nullSequence(
                        source, lines[i], flow.source().column(seq[0]).name());
            }
            if (kind == EventKind.TRUNCATE) {
                return;
            }
            for (int k = 0; k < keyNulls.length; k++) {
                if (keyNulls[k].get(i)) {
                    throw DataErrors.nullKey(
                            source,
                            lines[i],
                            flow.source().column(flow.keys()[k]).name());
                }
            }
        }
    }
}
