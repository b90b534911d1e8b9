package io.scdstudio.spark;

import io.scdstudio.engine.CancellationToken;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;
import org.apache.spark.sql.SparkSession;

/**
 * The one embedded Spark session of the process, started on first use with the settings of stack.md §2b
 * (no UI, bound to 127.0.0.1, four shuffle partitions, in-memory catalog, Delta Lake), warmed up in the
 * background on request, and stopped by a shutdown hook. On a standalone cluster ({@code spark://}) it ships the
 * driver's Delta jars to the executors ({@link #deltaJars}). Starting takes seconds; the first Delta operation in
 * a JVM takes 15–20 s more, which {@link #warmUp} moves off the user's path.
 */
public final class SparkSessions {
    /** How long a cluster may take to give the app its first executor, in seconds (60 unless set). */
    static final String EXECUTOR_WAIT_PROPERTY = "scdstudio.executorWaitSeconds";
    /**
     * Held while a session starts or stops. A lock rather than {@code synchronized}: a start on a cluster can wait a
     * minute for an executor, and a run queued behind it must still hear its Cancel.
     */
    private static final ReentrantLock LOCK = new ReentrantLock();
    // volatile so running() can answer without waiting for a session that is starting
    private static volatile SparkSession session;
    private static volatile boolean shuttingDown;
    private static SparkSettings current;
    private static boolean hookAdded;

    private SparkSessions() {}

    /** The shared session, started with {@code settings} if none runs; a running one with other settings is restarted. */
    public static SparkSession get(SparkSettings settings) {
        return get(settings, CancellationToken.none());
    }

    /**
     * The running session, whatever its settings, or one started with {@code fallback}: for work that only reads
     * (a Delta table's change feed) and must not restart a session a run is using.
     */
    public static SparkSession runningOr(SparkSettings fallback) {
        return locked(
                CancellationToken.none(),
                () -> session != null ? session : getLocked(fallback, CancellationToken.none()));
    }

    /**
     * As {@link #get(SparkSettings)}; a cancel while a cluster has not yet given the app an executor stops the
     * session start (the rest of a start takes seconds and cannot be interrupted).
     */
    public static SparkSession get(SparkSettings settings, CancellationToken token) {
        return locked(token, () -> getLocked(settings, token));
    }

    /** {@code work} under the lock, waited for as long as the run is not cancelled. */
    private static <T> T locked(CancellationToken token, Supplier<T> work) {
        while (!tryLockFor100Ms()) {
            if (token.isCancelled()) {
                throw SparkErrors.cancelledBeforeWriting("waiting for the Spark session another run is starting");
            }
        }
        try {
            return work.get();
        } finally {
            LOCK.unlock();
        }
    }

    private static boolean tryLockFor100Ms() {
        try {
            return LOCK.tryLock(100, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw SparkErrors.cancelledBeforeWriting("waiting for the Spark session to start");
        }
    }

    private static SparkSession getLocked(SparkSettings settings, CancellationToken token) {
        if (session != null && settings.equals(current)) {
            return session;
        }
        if (!settings.local()) {
            // Before the running session stops: a mistyped master must not cost the next good run a restart.
            MasterProbe.check(settings.master());
        }
        stop();
        try {
            SparkSession started = start(settings);
            // With dynamic allocation a cluster may rightly start the app with no executor until a job asks for one.
            if (!settings.local()
                    && !started.sparkContext().getConf().getBoolean("spark.dynamicAllocation.enabled", false)) {
                awaitAnExecutor(started, settings.master(), token);
            }
            session = started;
            current = settings;
        } catch (RuntimeException | LinkageError e) {
            throw SparkErrors.startFailed(settings, e);
        }
        if (!hookAdded) {
            Runtime.getRuntime().addShutdownHook(new Thread(SparkSessions::stopOnExit, "spark-session-stop"));
            hookAdded = true;
        }
        return session;
    }

    /**
     * Waits for the cluster to give the app an executor. Without one, the first job waits for ever while Spark logs
     * "Initial job has not accepted any resources" every 15 s: the master runs but no worker does, or none has the
     * cores or the {@code spark.executor.memory} the app asks for.
     */
    private static void awaitAnExecutor(SparkSession spark, String master, CancellationToken token) {
        int seconds = Integer.getInteger(EXECUTOR_WAIT_PROPERTY, 60);
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        // the driver is listed too
        while (spark.sparkContext().statusTracker().getExecutorInfos().length < 2) {
            if (token.isCancelled() || shuttingDown || !pause()) {
                spark.stop();
                throw SparkErrors.cancelledBeforeWriting("waiting for the cluster to give the app an executor");
            }
            if (System.nanoTime() > deadline) {
                String memory = spark.sparkContext().getConf().get("spark.executor.memory", "1g");
                spark.stop();
                throw Errors.of(
                        ErrorClass.SPARK_NO_EXECUTORS,
                        "The Spark master at " + master + " gave this app no executor " + "within " + seconds + " s",
                        "Start a worker (sbin/start-worker.sh " + master + ") or free "
                                + "cores on the cluster; each executor needs " + memory
                                + " (spark.executor.memory) on one "
                                + "worker, so ask for less with -Dspark.executor.memory=512m if the workers have less");
            }
        }
    }

    /** A tenth of a second; false if the thread was interrupted meanwhile, which stops the wait as a cancel would. */
    private static boolean pause() {
        try {
            Thread.sleep(100);
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Starts the session and runs one tiny Delta write and read in the background, so the first real run is fast. */
    public static CompletableFuture<Void> warmUp(SparkSettings settings) {
        return CompletableFuture.runAsync(
                () -> firstDeltaWrite(get(settings), settings), SparkSessions::onAThreadOfItsOwn);
    }

    /**
     * As {@link #warmUp}, but only when no session runs by the time the warm-up gets its turn: a run may have
     * started one meanwhile, with other settings, and restarting it would stop it under that run.
     */
    public static CompletableFuture<Void> warmUpIfNoneRuns(SparkSettings settings) {
        return CompletableFuture.runAsync(
                () -> {
                    Optional<SparkSession> started = locked(
                            CancellationToken.none(),
                            () -> session != null
                                    ? Optional.empty()
                                    : Optional.of(getLocked(settings, CancellationToken.none())));
                    started.ifPresent(spark -> firstDeltaWrite(spark, settings));
                },
                SparkSessions::onAThreadOfItsOwn);
    }

    /**
     * Not the common pool: a start takes 10-20 s, and the in-memory fold shares that pool's one or two threads
     * between its shards. A first MERGE here as well was tried: it took 5 s more to save 0.3 s of the first run.
     */
    private static void onAThreadOfItsOwn(Runnable work) {
        Thread t = new Thread(work, "spark-warm-up");
        t.setDaemon(true);
        t.start();
    }

    private static void firstDeltaWrite(SparkSession spark, SparkSettings settings) {
        String path = settings.workspace().resolve("warm-up").toString();
        try {
            spark.range(1).write().format("delta").mode("overwrite").save(path);
            spark.read().format("delta").load(path).count();
        } catch (RuntimeException e) {
            // On a cluster this is where executors without Delta's classes or an unreachable driver show up.
            throw SparkErrors.wrap("writing a first Delta table (master " + settings.master() + ")", e);
        }
    }

    /** Whether a session runs now; does not wait for one that is starting (that is not running yet). */
    public static boolean running() {
        return session != null;
    }

    public static void stop() {
        LOCK.lock();
        try {
            if (session != null) {
                try {
                    session.stop();
                } finally {
                    session = null;
                    current = null;
                }
            }
        } finally {
            LOCK.unlock();
        }
    }

    /** At exit a start waiting for an executor gives up at once; a start stuck inside Spark is left to Spark's hook. */
    private static void stopOnExit() {
        shuttingDown = true;
        try {
            if (LOCK.tryLock(5, TimeUnit.SECONDS)) {
                try {
                    stop();
                } finally {
                    LOCK.unlock();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static SparkSession start(SparkSettings s) {
        Path work = s.workspace();
        try {
            Files.createDirectories(work.resolve("spark-tmp"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        SparkSession.Builder b = SparkSession.builder()
                .appName("scd-studio")
                .master(s.master())
                .config("spark.sql.extensions", "io.delta.sql.DeltaSparkSessionExtension")
                .config("spark.sql.catalog.spark_catalog", "org.apache.spark.sql.delta.catalog.DeltaCatalog")
                .config("spark.sql.catalogImplementation", "in-memory")
                .config("spark.sql.warehouse.dir", work.resolve("warehouse").toString())
                .config("spark.local.dir", work.resolve("spark-tmp").toString())
                .config("spark.ui.enabled", "false")
                .config("spark.ui.showConsoleProgress", "false")
                .config("spark.sql.shuffle.partitions", "4")
                .config("spark.default.parallelism", "4")
                .config("spark.databricks.delta.snapshotPartitions", "2")
                .config("spark.sql.adaptive.enabled", "true")
                .config("spark.sql.sources.parallelPartitionDiscovery.parallelism", "2")
                .config("spark.databricks.delta.properties.defaults.enableChangeDataFeed", "true")
                .config("spark.sql.debug.maxToStringFields", "200")
                .config("spark.sql.session.timeZone", "UTC")
                .config("spark.sql.datetime.java8API.enabled", "true")
                // A batch reaches Spark as rows from the driver. By default the optimizer evaluates the projection over
                // them (the classification by the user's conditions) in the driver, interpreted, one row at a time;
                // without the rule it runs as generated code in the tasks that write bronze: a million-event bronze
                // write took 5.4-8.8 s instead of 9.5-18 s (docs/performance-spark.md).
                .config(
                        "spark.sql.optimizer.excludedRules",
                        "org.apache.spark.sql.catalyst.optimizer.ConvertToLocalRelation")
                // Each Delta commit renamed two files through Hadoop's FileContext, which forks a `readlink`
                // process per rename on a local disk (no native Hadoop library): the single-driver local log
                // store renames in Java, and the optional checksum file is skipped.
                .config("spark.delta.logStore.file.impl", "io.delta.storage.LocalLogStore")
                .config("spark.databricks.delta.writeChecksumFile.enabled", "false")
                // Spark keeps the classes it compiles for query plans in a cache of 100 by default; one Delta MERGE or
                // commit alone generates dozens (log replay, statistics, the fold's windows), so every batch evicted
                // and recompiled the last one's: a fifth of the process's CPU went to generating and compiling code in
                // every batch.
                .config("spark.sql.codegen.cache.maxEntries", "2000");
        if (!s.local() && !s.config().containsKey("spark.jars") && System.getProperty("spark.jars") == null) {
            // A stock Spark cluster has no Delta Lake: ship the driver's own Delta jars to the executors.
            String jars = String.join(",", deltaJars());
            if (!jars.isEmpty()) {
                b.config("spark.jars", jars);
            }
        }
        s.config().forEach(b::config);
        if (s.local() || s.master().contains("//127.0.0.1:") || s.master().contains("//localhost:")) {
            // No port other than loopback in local mode (the rule); a remote cluster needs a reachable driver.
            b.config("spark.driver.host", "127.0.0.1").config("spark.driver.bindAddress", "127.0.0.1");
        }
        return b.getOrCreate();
    }

    /**
     * The Delta Lake jars executors need and a stock Spark distribution lacks: delta-spark (the data source,
     * MERGE, the UDFs of its plans) and delta-storage (log stores), as the files they were loaded from. The
     * rest of Delta's dependencies (kernel, Unity Catalog client) only run in the driver. Empty when Delta is
     * not loaded from separate {@code delta-*.jar} files (a fat jar): the workers then need Delta installed.
     */
    static List<String> deltaJars() {
        List<String> jars = new ArrayList<>();
        for (String marker : new String[] {"io.delta.tables.DeltaTable", "io.delta.storage.LogStore"}) {
            try {
                CodeSource source = Class.forName(marker, false, SparkSessions.class.getClassLoader())
                        .getProtectionDomain()
                        .getCodeSource();
                if (source == null || source.getLocation() == null) {
                    continue;
                }
                Path jar = Path.of(source.getLocation().toURI());
                String name = jar.getFileName().toString();
                if (name.startsWith("delta-") && name.endsWith(".jar") && Files.isRegularFile(jar)) {
                    jars.add(jar.toAbsolutePath().toString());
                }
            } catch (ClassNotFoundException | URISyntaxException | RuntimeException e) {
                // not on the class path as a plain file: nothing to ship
            }
        }
        return jars;
    }
}
