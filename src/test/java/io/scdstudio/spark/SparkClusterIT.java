package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.scdstudio.cli.Cli;
import io.scdstudio.engine.CancellationToken;
import io.scdstudio.model.ScdException;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.spark.launcher.JavaModuleOptions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A real Spark standalone cluster on 127.0.0.1: a master and one worker (1 core, 1 GiB) started as separate
 * {@code java} processes, the command line run in a third one with {@code --master spark://127.0.0.1:PORT},
 * and its table compared with the in-memory engine's.
 *
 * <p>The cluster is a stock Spark install without Delta Lake and without SCD Studio: its {@code SPARK_HOME/jars}
 * holds the test class path's jars except Delta's ({@code io.delta}, {@code io.unitycatalog}), and neither
 * {@code target/classes} nor the test classes. Executors therefore get Delta only from the driver's
 * {@code spark.jars} (set by {@link SparkSessions} for cluster masters), which is what this test proves along with
 * the rest of the path: driver bound to loopback, executors launched by the worker, the MERGEs of an
 * incremental run executed on them, the target written to a workspace both sides see.
 */
class SparkClusterIT {
    private static final Duration REGISTER_TIMEOUT = Duration.ofSeconds(90);
    private static final Duration RUN_TIMEOUT = Duration.ofSeconds(300);
    private static final Pattern ONE_ALIVE_WORKER = Pattern.compile("\"aliveworkers\"\\s*:\\s*1\\b");

    private static final Path DIR = Path.of("target", "spark-cluster-it").toAbsolutePath();
    private static final List<Process> PROCESSES = new ArrayList<>();
    private static final long START = System.nanoTime();
    private static int masterPort;
    private static int masterUiPort;

    @BeforeAll
    static void startCluster() throws Exception {
        Path javaExe = javaExecutable();
        assumeTrue(Files.isExecutable(javaExe), "no java executable at " + javaExe + "; cannot start a Spark cluster");
        deleteRecursively(DIR);
        Path sparkHome = Files.createDirectories(DIR.resolve("spark-home"));
        List<Path> jars = sparkJars();
        assumeTrue(
                jars.stream().anyMatch(j -> j.getFileName().toString().startsWith("spark-core")),
                "Spark's jars are not on the test class path as files; cannot start a Spark cluster");
        installSpark(sparkHome.resolve("jars"), jars);

        masterPort = freePort();
        masterUiPort = freePort();
        String classPath = sparkHome.resolve("jars") + File.separator + "*";
        PROCESSES.add(start(
                "master",
                sparkHome,
                List.of(
                        "-Xmx256m",
                        "-cp",
                        classPath,
                        "org.apache.spark.deploy.master.Master",
                        "--host",
                        "127.0.0.1",
                        "--port",
                        String.valueOf(masterPort),
                        "--webui-port",
                        String.valueOf(masterUiPort))));
        PROCESSES.add(start(
                "worker",
                sparkHome,
                List.of(
                        "-Xmx256m",
                        "-cp",
                        classPath,
                        "org.apache.spark.deploy.worker.Worker",
                        masterUrl(),
                        "--host",
                        "127.0.0.1",
                        "--port",
                        String.valueOf(freePort()),
                        "--webui-port",
                        String.valueOf(freePort()),
                        "--cores",
                        "1",
                        "--memory",
                        "1g",
                        "--work-dir",
                        DIR.resolve("work").toString())));
        awaitWorkerRegistered();
        System.out.printf("SparkClusterIT: master and worker up after %.1f s%n", (System.nanoTime() - START) / 1e9);
    }

    @AfterAll
    static void stopCluster() {
        // the worker first, with its executors (its children); then the master
        for (int i = PROCESSES.size() - 1; i >= 0; i--) {
            destroyTree(PROCESSES.get(i));
        }
        PROCESSES.clear();
        System.out.printf("SparkClusterIT: took %.1f s%n", (System.nanoTime() - START) / 1e9);
    }

    @Test
    void aScenarioRunOnAStandaloneClusterGivesTheInMemoryEnginesTable() throws Exception {
        // two micro-batches with late deletes, SCD type 2: the second batch is a Delta MERGE on the executors
        Path c12 = io.scdstudio.ConformanceSuite.dir().resolve("C12-late-deletes");
        Path scenario = Files.isDirectory(c12) ? c12 : Path.of("sample-data", "users-docs-example");
        String expected = runInMemory(scenario.toString(), "--scd", "2");

        List<String> command = new ArrayList<>(List.of(
                "-Xmx1g",
                "-XX:TieredStopAtLevel=1",
                // small plans on one core: interpreting beats compiling generated code (as in SharedSpark)
                "-Dspark.sql.codegen.wholeStage=false",
                "-Dspark.sql.codegen.factoryMode=NO_CODEGEN",
                "-Dspark.executor.memory=512m",
                "-Dspark.executor.extraJavaOptions=-XX:TieredStopAtLevel=1",
                "-cp",
                System.getProperty("java.class.path"),
                Cli.class.getName(),
                "run",
                scenario.toString(),
                "--scd",
                "2",
                "--engine",
                "spark",
                "--mode",
                "incremental",
                "--master",
                masterUrl(),
                "--workspace",
                DIR.resolve("workspace").toString()));
        Path out = DIR.resolve("cli.out");
        Process cli = start("cli", null, command, out, DIR.resolve("cli.err"));
        PROCESSES.add(cli);
        if (!cli.waitFor(RUN_TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
            fail("the command line did not finish on the cluster within " + RUN_TIMEOUT.toSeconds() + " s"
                    + logs("cli.err", "master.log", "worker.log"));
        }
        assertThat(cli.exitValue())
                .as("exit code of the command line on the cluster" + logs("cli.err", "worker.log"))
                .isZero();
        assertThat(Files.readString(out))
                .as("the table from the cluster" + logs("cli.err"))
                .isEqualTo(expected);
        assertThat(executorLogs())
                .as("the executors on the worker ran the tasks (their stderr under work/)")
                .anyMatch(log -> log.contains("Finished task"));
        assertThat(Files.readString(DIR.resolve("cli.err")))
                .contains("target Delta table: " + DIR.resolve("workspace"));
    }

    @Test
    void aClusterWithNoRoomForTheAppsExecutorIsNamedInsteadOfWaitingForEver() throws Exception {
        // The worker has 1 GiB: an app asking 2 GiB per executor never gets one, and its first job would wait for ever.
        List<String> command = new ArrayList<>(List.of(
                "-Xmx512m",
                "-XX:TieredStopAtLevel=1",
                "-Dspark.executor.memory=2g",
                "-D" + SparkSessions.EXECUTOR_WAIT_PROPERTY + "=5",
                "-cp",
                System.getProperty("java.class.path"),
                Cli.class.getName(),
                "run",
                "sample-data/users-docs-example",
                "--engine",
                "spark",
                "--master",
                masterUrl(),
                "--workspace",
                DIR.resolve("workspace-no-room").toString()));
        Process cli = start("cli-no-room", null, command, DIR.resolve("no-room.out"), DIR.resolve("no-room.err"));
        PROCESSES.add(cli);
        if (!cli.waitFor(RUN_TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
            fail("the command line kept waiting for an executor" + logs("no-room.err"));
        }
        String err = Files.readString(DIR.resolve("no-room.err"));
        assertThat(cli.exitValue()).as("exit code" + logs("no-room.err")).isNotZero();
        assertThat(err)
                .contains("gave this app no executor within 5 s", "2g (spark.executor.memory)", "[SPARK_NO_EXECUTORS]");
    }

    @Test
    void aCancelWhileTheClusterHasNoRoomStopsTheSessionStart() {
        CancellationToken token = new CancellationToken();
        java.util.concurrent.CompletableFuture.delayedExecutor(2, TimeUnit.SECONDS)
                .execute(token::cancel);
        SparkSettings noRoom = new SparkSettings(masterUrl(), DIR.resolve("workspace-cancel"))
                .withConfig("spark.executor.memory", "2g");
        try {
            assertThatThrownBy(() -> SparkSessions.get(noRoom, token))
                    .isInstanceOfSatisfying(
                            ScdException.class, e -> assertThat(e.errorClass()).isEqualTo("CANCELLED"))
                    .hasMessageContaining("waiting for the cluster to give the app an executor");
            assertThat(org.apache.spark.sql.SparkSession.getDefaultSession().isEmpty())
                    .as("the half-started session was stopped")
                    .isTrue();
        } finally {
            SparkSessions.stop(); // the next Spark test starts the shared local session again
        }
    }

    // --- the cluster ---

    private static String masterUrl() {
        return "spark://127.0.0.1:" + masterPort;
    }

    /** Spark's and its dependencies' jars from the test class path, without Delta Lake's (a stock Spark install). */
    private static List<Path> sparkJars() {
        List<Path> jars = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(Pattern.quote(File.pathSeparator))) {
            Path p = Path.of(entry);
            String name = p.getFileName() == null ? "" : p.getFileName().toString();
            if (name.endsWith(".jar")
                    && Files.isRegularFile(p)
                    && !name.startsWith("delta-")
                    && !name.startsWith("unitycatalog-")) {
                jars.add(p.toAbsolutePath());
            }
        }
        return jars;
    }

    /** {@code SPARK_HOME/jars}, where the worker's executor command takes its class path from. */
    private static void installSpark(Path jarsDir, List<Path> jars) throws IOException {
        Files.createDirectories(jarsDir);
        for (Path jar : jars) {
            Path link = jarsDir.resolve(jar.getFileName());
            if (Files.exists(link)) {
                continue;
            }
            try {
                Files.createSymbolicLink(link, jar);
            } catch (UnsupportedOperationException | IOException e) {
                Files.copy(jar, link);
            }
        }
    }

    private static Process start(String name, Path sparkHome, List<String> args) throws IOException {
        Path log = DIR.resolve(name + ".log");
        return start(name, sparkHome, args, log, log);
    }

    private static Process start(String name, Path sparkHome, List<String> args, Path out, Path err)
            throws IOException {
        List<String> command = new ArrayList<>();
        command.add(javaExecutable().toString());
        command.addAll(Arrays.asList(JavaModuleOptions.defaultModuleOptionArray()));
        command.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(command)
                .directory(Path.of("").toAbsolutePath().toFile())
                .redirectOutput(out.toFile());
        if (out.equals(err)) {
            pb.redirectErrorStream(true);
        } else {
            pb.redirectError(err.toFile());
        }
        Map<String, String> env = pb.environment();
        env.put("SPARK_LOCAL_IP", "127.0.0.1");
        // a distribution's scripts set it; without it the worker's executor command fails with
        // "Cannot find any build directories" (the launcher looks for a source build's target folders)
        env.put("SPARK_SCALA_VERSION", "2.13");
        env.remove("SPARK_CONF_DIR");
        env.remove("SPARK_DIST_CLASSPATH");
        env.remove("HADOOP_CONF_DIR");
        if (sparkHome != null) {
            env.put("SPARK_HOME", sparkHome.toString());
            // the worker's and its executors' scratch space (shuffle files, fetched jars): here, not in /tmp
            env.put("SPARK_LOCAL_DIRS", DIR.resolve("local").toString());
        } else {
            env.remove("SPARK_HOME");
            env.remove("SPARK_LOCAL_DIRS");
        }
        try {
            return pb.start();
        } catch (IOException e) {
            throw new IOException("could not start the " + name + " process: " + String.join(" ", command), e);
        }
    }

    private static void awaitWorkerRegistered() throws InterruptedException {
        HttpClient http =
                HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
        URI json = URI.create("http://127.0.0.1:" + masterUiPort + "/json/");
        long deadline = System.nanoTime() + REGISTER_TIMEOUT.toNanos();
        String last = "(no answer yet)";
        while (System.nanoTime() < deadline) {
            for (Process p : PROCESSES) {
                if (!p.isAlive()) {
                    fail("a Spark cluster process ended with exit code " + p.exitValue()
                            + " before the worker registered" + logs("master.log", "worker.log"));
                }
            }
            try {
                last = http.send(
                                HttpRequest.newBuilder(json)
                                        .timeout(Duration.ofSeconds(2))
                                        .build(),
                                HttpResponse.BodyHandlers.ofString())
                        .body();
                if (ONE_ALIVE_WORKER.matcher(last).find()) {
                    return;
                }
            } catch (IOException e) {
                last = e.toString();
            }
            Thread.sleep(500);
        }
        fail("the worker did not register with the master at " + masterUrl() + " within " + REGISTER_TIMEOUT.toSeconds()
                + " s; the master's state: " + last + logs("master.log", "worker.log"));
    }

    private static void destroyTree(Process p) {
        List<ProcessHandle> all = new ArrayList<>(p.descendants().toList());
        all.add(p.toHandle());
        all.forEach(ProcessHandle::destroy);
        for (ProcessHandle h : all) {
            try {
                h.onExit().get(10, TimeUnit.SECONDS);
            } catch (Exception e) {
                h.destroyForcibly();
            }
        }
    }

    // --- results and logs ---

    private static String runInMemory(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<String> all = new ArrayList<>(List.of("run"));
        all.addAll(List.of(args));
        int code = new Cli()
                .execute(
                        all.toArray(String[]::new),
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code)
                .as("in-memory run: " + err.toString(StandardCharsets.UTF_8))
                .isZero();
        return out.toString(StandardCharsets.UTF_8);
    }

    private static List<String> executorLogs() throws IOException {
        Path work = DIR.resolve("work");
        if (!Files.isDirectory(work)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(work)) {
            return files.filter(f -> f.getFileName().toString().equals("stderr"))
                    .map(f -> {
                        try {
                            return Files.readString(f);
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    })
                    .toList();
        }
    }

    /** The last lines of the named logs under {@link #DIR}, for failure messages. */
    private static String logs(String... names) {
        StringBuilder sb = new StringBuilder();
        for (String name : names) {
            Path log = DIR.resolve(name);
            sb.append("\n--- ").append(log).append(" (last 60 lines) ---\n");
            try {
                List<String> lines = Files.readAllLines(log);
                sb.append(String.join("\n", lines.subList(Math.max(0, lines.size() - 60), lines.size())));
            } catch (IOException | UncheckedIOException e) {
                sb.append("(not readable: ").append(e).append(')');
            }
        }
        return sb.toString();
    }

    private static Path javaExecutable() {
        return ProcessHandle.current()
                .info()
                .command()
                .map(Path::of)
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java"));
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    private static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
