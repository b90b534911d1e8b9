package io.scdstudio.cli.bench;

import io.scdstudio.feed.csv.CanonicalCsvWriter;
import io.scdstudio.feed.csv.CsvFeedReader;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Table;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Times loading a change feed from CSV, against a baseline run in the same process: reading the same file's
 * bytes and counting its lines, the least any CSV reader must do.
 */
final class CsvLoadBench {
    private CsvLoadBench() {}

    static void run(ChangeFeed feed, int runs, PrintStream out) throws IOException {
        Path file = Files.createTempFile("scd-studio-bench-", ".csv");
        try {
            try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
                CanonicalCsvWriter.write(new Table(feed.schema(), feed.events()), w);
            }
            double mb = Files.size(file) / 1e6;
            double load = Measure.medianMillis(1, runs, () -> CsvFeedReader.read(file, feed.schema()));
            double scan = Measure.medianMillis(1, runs, () -> countLines(file));
            long before = Measure.usedHeapAfterGc();
            ChangeFeed loaded = CsvFeedReader.read(file, feed.schema());
            long held = Measure.usedHeapAfterGc() - before;
            out.printf(
                    "CSV load (%.1f MB, %d events): median %.1f ms = %.1f MB/s; baseline (read bytes, count lines) "
                            + "%.1f ms = %.1f MB/s; load/baseline = %.1fx%n",
                    mb, feed.eventCount(), load, mb / load * 1000, scan, mb / scan * 1000, load / scan);
            out.printf(
                    "Heap held by the loaded feed: %d bytes/event%n",
                    Math.max(0, held) / Math.max(1, loaded.eventCount()));
        } finally {
            Files.deleteIfExists(file);
        }
    }

    private static long countLines(Path file) {
        long lines = 0;
        byte[] buffer = new byte[1 << 16];
        try (InputStream in = Files.newInputStream(file)) {
            for (int n; (n = in.read(buffer)) > 0; ) {
                for (int i = 0; i < n; i++) {
                    if (buffer[i] == '\n') {
                        lines++;
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return lines;
    }
}
