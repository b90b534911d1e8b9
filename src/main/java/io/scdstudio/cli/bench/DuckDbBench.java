package io.scdstudio.cli.bench;

import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.feed.csv.CsvFeedReader;
import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.Row;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.StructValue;
import io.scdstudio.model.Table;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Date;
import java.sql.Driver;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Struct;
import java.sql.Timestamp;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * What a user would pick instead of the engine: DuckDB computing the same table from the same scenario folder's
 * {@code input.csv} with window functions ({@link DuckDbScdSql}). Its table is checked against the engine's, cell by
 * cell, before anything is timed; then our load and fold are timed against DuckDB's read and compute in the same
 * process. DuckDB is a benchmark-only library: {@code ./mvnw package} puts its driver in {@code target/bench-lib},
 * where this looks for it (or {@code -Dscd.duckdb.jar=FILE}); it is loaded in a class loader of its own, so
 * neither the app nor its installer carries it.
 */
final class DuckDbBench {
    static final String MISSING = "the DuckDB comparison needs DuckDB's JDBC driver, which ./mvnw package puts in "
            + "target/bench-lib beside target/app; it is not there";

    private DuckDbBench() {}

    /**
     * @param scenario the folder as the bench already read it (not read again: a million events take seconds)
     * @param ourFold  the fold's median the bench just measured, in the same JVM
     */
    static void run(Path folder, Scenario scenario, CdcFlowSettings flow, double ourFold, int runs, PrintStream out)
            throws Exception {
        Path csv = folder.resolve("input.csv");
        if (!Files.isRegularFile(csv)) {
            throw Errors.of(
                    ErrorClass.FILE_NOT_FOUND,
                    "--duckdb compares on a scenario folder's input.csv, and " + folder + " has none",
                    "Make one with: generate <folder> --events 1000000 --keys 100000");
        }
        String sql = DuckDbScdSql.target(flow, scenario.feed().schema());
        try (Connection db = connect(findDriver())) {
            Table ours = checkedAgainstDuckDb(db, folder, scenario, flow);
            // The feed alone, as DuckDB reads only input.csv: the folder also holds the expected tables, which a fold
            // does not need (a generated million-event folder's SCD2 table is most of its bytes).
            double ourLoad = Measure.medianMillis(
                    1, runs, () -> CsvFeedReader.read(csv, scenario.feed().schema()));
            // The columns the fold reads, worked out from the loaded feed, count with our load as DuckDB's table does
            // with
            // its read.
            double ourLoadAndColumns = Measure.medianMillis(
                    1,
                    runs,
                    () -> new InMemoryEngine()
                            .readColumns(
                                    flow,
                                    CsvFeedReader.read(csv, scenario.feed().schema())));
            double wholeFolder = Measure.medianMillis(1, runs, () -> ScenarioReader.read(folder));
            double read = Measure.medianMillis(1, runs, () -> load(db, csv, scenario));
            double compute = Measure.medianMillis(2, runs, () -> materialize(db, sql));
            out.printf(
                    "DuckDB on the same input.csv (%,d target rows, equal to the engine's table): read median %.1f ms, "
                            + "compute median %.1f ms%n",
                    ours.size(), read, compute);
            out.printf(
                    "Ours: load of input.csv median %.1f ms, with the fold's columns %.1f ms, fold median %.1f ms; "
                            + "fold/DuckDB compute = %.2fx, (load + columns + fold)/(DuckDB read + compute) = %.2fx%n",
                    ourLoad,
                    ourLoadAndColumns,
                    ourFold,
                    ourFold / compute,
                    (ourLoadAndColumns + ourFold) / (read + compute));
            out.printf(
                    "Ours: reading the whole folder (case.json, input.csv and the expected tables) median %.1f ms%n",
                    wholeFolder);
        }
    }

    /**
     * The engine's table of the scenario under {@code flow}, once DuckDB's SQL computed the same from the folder's
     * {@code input.csv}; a difference fails with the first row each has alone.
     */
    static Table checkedAgainstDuckDb(Connection db, Path folder, Scenario scenario, CdcFlowSettings flow)
            throws SQLException {
        Table ours = BenchCommand.fold(flow, scenario.feed(), RunOptions.FAST);
        load(db, folder.resolve("input.csv"), scenario);
        checkSame(ours, rows(db, DuckDbScdSql.target(flow, scenario.feed().schema()), sequenceStruct(flow, scenario)));
        return ours;
    }

    /** Reads the CSV into a table {@code events}, each column typed as the scenario declares it. */
    private static void load(Connection db, Path csv, Scenario scenario) {
        StringBuilder columns = new StringBuilder("{'__batch': 'INTEGER'");
        for (Column c : scenario.feed().schema().columns()) {
            columns.append(", '")
                    .append(c.name().replace("'", "''"))
                    .append("': '")
                    .append(DuckDbScdSql.type(c.type()))
                    .append('\'');
        }
        columns.append('}');
        execute(
                db,
                "CREATE OR REPLACE TABLE events AS SELECT * FROM read_csv('"
                        + csv.toAbsolutePath().toString().replace("'", "''") + "', header = true, columns = "
                        + columns
                        + ", nullstr = ['', 'null'], allow_quoted_nulls = false, quote = '\"', escape = '\"')");
    }

    private static void materialize(Connection db, String sql) {
        execute(db, "CREATE OR REPLACE TABLE target AS " + sql);
    }

    private static void execute(Connection db, String sql) {
        try (Statement s = db.createStatement()) {
            s.execute(sql);
        } catch (SQLException e) {
            throw Errors.wrap(
                    Location.field("--duckdb"),
                    ErrorClass.BENCH_FAILED,
                    "DuckDB refused its query: " + e.getMessage(),
                    "Report it with the command that ran it",
                    e);
        }
    }

    /** How the sequence's STRUCT reads back from DuckDB, to be written as the engine writes its StructValue. */
    private static Function<Object[], StructValue> sequenceStruct(CdcFlowSettings flow, Scenario scenario) {
        List<String> names = flow.sequenceBy().columns();
        List<DataType> types = names.stream()
                .map(n -> scenario.feed().schema().find(n).orElseThrow().type())
                .toList();
        return fields -> {
            List<Object> values = new ArrayList<>(fields.length);
            for (Object f : fields) {
                values.add(javaValue(f));
            }
            return new StructValue(names, types, values);
        };
    }

    /** DuckDB's JDBC values as the engine holds them. */
    private static Object javaValue(Object v) {
        if (v instanceof Timestamp t) {
            return t.toLocalDateTime();
        }
        if (v instanceof Date d) {
            return d.toLocalDate();
        }
        return v;
    }

    private static List<String> rows(Connection db, String sql, Function<Object[], StructValue> struct)
            throws SQLException {
        List<String> out = new ArrayList<>();
        try (Statement s = db.createStatement();
                ResultSet r = s.executeQuery(sql)) {
            int n = r.getMetaData().getColumnCount();
            while (r.next()) {
                List<String> cells = new ArrayList<>(n);
                for (int i = 1; i <= n; i++) {
                    Object v = r.getObject(i);
                    if (v instanceof Timestamp) {
                        v = r.getObject(i, LocalDateTime.class);
                    } else if (v instanceof Struct fields) {
                        v = struct.apply(fields.getAttributes());
                    } else {
                        v = javaValue(v);
                    }
                    cells.add(CanonicalText.render(v));
                }
                out.add(String.join(",", cells));
            }
        }
        return out;
    }

    /** Refuses to time a DuckDB query that computes another table: the comparison is only worth its equality. */
    private static void checkSame(Table ours, List<String> theirs) {
        List<String> mine = new ArrayList<>(ours.size());
        for (Row row : ours.rows()) {
            List<String> cells = new ArrayList<>(row.size());
            for (int i = 0; i < row.size(); i++) {
                cells.add(CanonicalText.render(row.get(i)));
            }
            mine.add(String.join(",", cells));
        }
        List<String> a = mine.stream().sorted().toList();
        List<String> b = theirs.stream().sorted().toList();
        if (!a.equals(b)) {
            List<String> onlyOurs = new ArrayList<>(a);
            onlyOurs.removeAll(new HashSet<>(b));
            List<String> onlyTheirs = new ArrayList<>(b);
            onlyTheirs.removeAll(new HashSet<>(a));
            throw Errors.of(
                    ErrorClass.BENCH_FAILED,
                    "DuckDB's table differs from the engine's (" + a.size() + " against " + b.size() + " rows; first "
                            + "row only the engine has: "
                            + onlyOurs.stream().findFirst().orElse("none")
                            + "; first only DuckDB has: "
                            + onlyTheirs.stream().findFirst().orElse("none") + ")",
                    "The comparison's SQL covers SCD type 1 and 2 designs without ties, truncates or ignore-null "
                            + "options; use a feed from the generate command");
        }
    }

    private static Driver findDriver() throws IOException, ReflectiveOperationException {
        Path jar = Optional.ofNullable(System.getProperty("scd.duckdb.jar"))
                .map(Path::of)
                .or(DuckDbBench::besideTheApp)
                .filter(Files::isRegularFile)
                .orElseThrow(() -> Errors.of(
                        ErrorClass.BENCH_FAILED,
                        MISSING,
                        "Run ./mvnw -q package -DskipTests, or pass -Dscd.duckdb.jar=FILE"));
        // A loader of its own: DuckDB stays out of the app's class path, and its native library with it.
        URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, DuckDbBench.class.getClassLoader());
        return (Driver) Class.forName("org.duckdb.DuckDBDriver", true, loader)
                .getDeclaredConstructor()
                .newInstance();
    }

    /** {@code target/bench-lib/duckdb_jdbc-*.jar}, beside {@code target/app} where the jar runs from. */
    private static Optional<Path> besideTheApp() {
        try {
            Path jarDir = Path.of(DuckDbBench.class
                            .getProtectionDomain()
                            .getCodeSource()
                            .getLocation()
                            .toURI())
                    .getParent();
            for (Path dir : List.of(jarDir.resolveSibling("bench-lib"), Path.of("target", "bench-lib"))) {
                if (Files.isDirectory(dir)) {
                    try (Stream<Path> files = Files.list(dir)) {
                        Optional<Path> found = files.filter(
                                        p -> p.getFileName().toString().startsWith("duckdb_jdbc"))
                                .findFirst();
                        if (found.isPresent()) {
                            return found;
                        }
                    }
                }
            }
        } catch (IOException | URISyntaxException | RuntimeException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    private static Connection connect(Driver driver) throws SQLException {
        Connection c = driver.connect("jdbc:duckdb:", new Properties());
        try (Statement s = c.createStatement()) {
            // Both cores, as the fold may use; DuckDB would take them anyway.
            s.execute("SET threads = " + Runtime.getRuntime().availableProcessors());
        }
        return c;
    }
}
