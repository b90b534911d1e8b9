package io.scdstudio.feed.csv;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Parses a CSV's records on a thread of its own and hands them over in blocks, in file order, so the caller types
 * one block while the next is parsed: on two cores, a big feed loads in about the time of the slower half instead
 * of the sum. A parse error reaches the caller after every record before it, as it would reading in order.
 */
final class CsvRecordPipe implements AutoCloseable {
    private static final int BLOCK = 2048;
    private static final int BLOCKS_AHEAD = 8;
    private static final List<CsvRecord> END = List.of();

    private final BlockingQueue<Object> blocks = new ArrayBlockingQueue<>(BLOCKS_AHEAD);
    private final Thread parser;
    private volatile boolean closed;
    private boolean ended;

    private CsvRecordPipe(CsvReader csv) {
        parser = new Thread(() -> parse(csv), "csv-parser");
        parser.setDaemon(true);
    }

    /** Starts parsing the rest of {@code csv}, which the caller no longer reads until this pipe is closed. */
    static CsvRecordPipe start(CsvReader csv) {
        CsvRecordPipe pipe = new CsvRecordPipe(csv);
        pipe.parser.start();
        return pipe;
    }

    /** The next block of records, empty at the end of the file; a parse error is thrown where it occurred. */
    List<CsvRecord> next() {
        if (ended) {
            return END;
        }
        Object block = take();
        if (block instanceof RuntimeException e) {
            ended = true;
            throw e;
        }
        @SuppressWarnings("unchecked")
        List<CsvRecord> records = (List<CsvRecord>) block;
        ended = records.isEmpty();
        return records;
    }

    private Object take() {
        try {
            return blocks.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while reading a CSV file", e);
        }
    }

    private void parse(CsvReader csv) {
        try {
            List<CsvRecord> block = new ArrayList<>(BLOCK);
            for (CsvRecord r = csv.next(); r != null && !closed; r = csv.next()) {
                block.add(r);
                if (block.size() == BLOCK) {
                    hand(block);
                    block = new ArrayList<>(BLOCK);
                }
            }
            if (!block.isEmpty()) {
                hand(block);
            }
            hand(END);
        } catch (RuntimeException e) {
            hand(e);
        }
    }

    /** Waits for room, giving up once the caller has closed the pipe (after an error of its own). */
    private void hand(Object block) {
        try {
            while (!closed && !blocks.offer(block, 50, TimeUnit.MILLISECONDS)) {
                // the caller is typing the blocks before this one
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Stops the parser and waits for it, so the reader under it can be closed. */
    @Override
    public void close() {
        closed = true;
        blocks.clear();
        try {
            parser.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
