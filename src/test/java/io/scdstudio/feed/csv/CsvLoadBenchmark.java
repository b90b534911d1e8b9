package io.scdstudio.feed.csv;

import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Schema;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;

/**
 * Not a unit test: generates a 1,000,000-event CSV change feed (about 50 MB) in a
 * temporary file and prints how fast {@link CsvFeedReader} loads it, with a declared and an inferred schema.
 * Run with the test classpath: {@code java -cp target/classes:target/test-classes:<deps> io.scdstudio.feed.csv.CsvLoadBenchmark}.
 */
public final class CsvLoadBenchmark {
    private static final int EVENTS = 1_000_000;
    private static final Schema SCHEMA = Schema.of(
            new Column("userId", DataType.BIGINT),
            new Column("name", DataType.STRING),
            new Column("city", DataType.STRING),
            new Column("operation", DataType.STRING),
            new Column("sequenceNum", DataType.BIGINT),
            new Column("amount", DataType.decimal(10, 2)));

    private CsvLoadBenchmark() {}

    public static void main(String[] args) throws IOException {
        Path file = Files.createTempFile("scd-bench-", ".csv");
        try {
            generate(file);
            double mb = Files.size(file) / 1e6;
            System.out.printf(
                    "%,d events, %.1f MB; max heap %d MB, GC %s%n",
                    EVENTS, mb, Runtime.getRuntime().maxMemory() >> 20, gcNames());
            for (int run = 1; run <= 5; run++) {
                report("run " + run + ", declared schema", mb, () -> CsvFeedReader.read(file, SCHEMA));
            }
            report(
                    "inferred schema",
                    mb,
                    () -> CsvFeedReader.readInferring(file).feed());
        } finally {
            Files.deleteIfExists(file);
        }
    }

    /** The shape of the documentation's CDC example (C01) plus an amount: about 45 bytes per event. */
    private static String gcNames() {
        return String.join(
                "+",
                java.lang.management.ManagementFactory.getGarbageCollectorMXBeans().stream()
                        .map(java.lang.management.GarbageCollectorMXBean::getName)
                        .toList());
    }

    /** Times one load; the feed dies when this returns, so runs do not hold each other's memory. */
    private static void report(String what, double mb, Supplier<ChangeFeed> load) {
        long start = System.nanoTime();
        ChangeFeed feed = load.get();
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf("%s: %,d events in %.2f s = %.0f MB/s%n", what, feed.eventCount(), seconds, mb / seconds);
    }

    private static void generate(Path file) throws IOException {
        String[] cities = {"Oaxaca", "Monterrey", "Tijuana", "Cancun", "\"Guadalajara, Jalisco\""};
        String[] ops = {"INSERT", "UPDATE", "UPDATE", "DELETE"};
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            out.write("__batch,userId,name,city,operation,sequenceNum,amount\n");
            for (int i = 0; i < EVENTS; i++) {
                out.write((1 + i / 100_000) + "," + (i % 50_000) + ",user" + (i % 50_000) + "," + cities[i % 5] + ","
                        + ops[i % 4] + "," + i + "," + (i % 10_000) + "." + (i % 100) + "\n");
            }
        }
    }
}
