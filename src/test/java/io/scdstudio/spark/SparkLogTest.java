package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.config.Property;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Following Spark's log (the run pane) shows the run's detail in the pane only: the console, here an appender on
 * the root logger beside it, prints what it prints without a follower. No Spark session needed: the loggers are
 * Spark's names under the app's log4j2.properties.
 */
class SparkLogTest {
    private static final Logger SCHEDULER = LogManager.getLogger("org.apache.spark.scheduler.DAGScheduler");
    private static final Logger DELTA = LogManager.getLogger("org.apache.spark.sql.delta.OptimisticTransaction");
    private static final Logger OTHER = LogManager.getLogger("org.apache.spark.sql.execution.SomeOperator");
    private final List<String> console = Collections.synchronizedList(new ArrayList<>());
    private final Console consoleAppender = new Console();

    @BeforeEach
    void attachTheConsole() {
        LoggerContext context = (LoggerContext) LogManager.getContext(false);
        consoleAppender.start();
        context.getConfiguration().getRootLogger().addAppender(consoleAppender, Level.ALL, null);
        context.updateLoggers();
    }

    @AfterEach
    void detachTheConsole() {
        LoggerContext context = (LoggerContext) LogManager.getContext(false);
        context.getConfiguration().getRootLogger().removeAppender(consoleAppender.getName());
        context.updateLoggers();
        consoleAppender.stop();
    }

    private static void logARun() {
        SCHEDULER.info("Got job 3 (count at Example.java:1) with 1 output partitions");
        SCHEDULER.info("Job 3 finished: count at Example.java:1, took 0.212 s");
        DELTA.info("Committed delta #2 to file:/tmp/t/_delta_log");
        DELTA.warn("a Delta warning");
        OTHER.warn("a Spark warning");
    }

    @Test
    void theRunsDetailReachesThePaneOnlyAndWarningsReachBothOnce() {
        List<String> pane = Collections.synchronizedList(new ArrayList<>());
        try (var following = new SparkLog().follow(pane::add)) {
            logARun();
        }

        assertThat(pane)
                .anySatisfy(l -> assertThat(l).contains("DAGScheduler").contains("Job 3 finished"))
                .anySatisfy(l -> assertThat(l).contains("Committed delta #2"))
                .noneSatisfy(l -> assertThat(l).contains("Got job 3"));
        assertThat(pane).filteredOn(l -> l.contains("a Delta warning")).hasSize(1);
        assertThat(pane).filteredOn(l -> l.contains("a Spark warning")).hasSize(1);
        assertThat(console).containsExactly("WARN a Delta warning", "WARN a Spark warning");
    }

    @Test
    void aFailedTaskIsReportedOnceByTheRunsErrorNotAgainByEachSparkComponentWithAStackTrace() {
        RuntimeException failure = new IllegalStateException("[CAST_INVALID_INPUT] 'Taras' cannot be cast to BIGINT");
        LogManager.getLogger("org.apache.spark.executor.Executor").error("Exception in task 1.0", failure);
        LogManager.getLogger("org.apache.spark.scheduler.TaskSetManager").warn("Lost task 1.0 in stage 0.0", failure);
        LogManager.getLogger("org.apache.spark.scheduler.TaskSetManager").error("Task 1 failed 1 times; aborting job");
        LogManager.getLogger("org.apache.spark.sql.delta.files.DeltaFileFormatWriter")
                .error("Aborting job", failure);
        LogManager.getLogger("org.apache.spark.sql.catalyst.expressions.UnsafeProjection")
                .warn("Expr codegen error and falling back to interpreter mode", failure);
        OTHER.error("an error of another part of Spark");

        assertThat(console).containsExactly("ERROR an error of another part of Spark");
    }

    @Test
    void afterFollowingTheLevelsAndTheConsoleAreAsBefore() {
        boolean schedulerInfo = SCHEDULER.isInfoEnabled();
        boolean deltaInfo = DELTA.isInfoEnabled();
        List<String> pane = Collections.synchronizedList(new ArrayList<>());
        new SparkLog().follow(pane::add).close();

        logARun();

        assertThat(pane).isEmpty();
        assertThat(SCHEDULER.isInfoEnabled()).isEqualTo(schedulerInfo).isFalse();
        assertThat(DELTA.isInfoEnabled()).isEqualTo(deltaInfo).isFalse();
        assertThat(console).containsExactly("WARN a Delta warning", "WARN a Spark warning");
    }

    /** Stands in for the console appender of log4j2.properties: records level and message. */
    private final class Console extends AbstractAppender {
        Console() {
            super("test-console", null, null, true, Property.EMPTY_ARRAY);
        }

        @Override
        public void append(LogEvent event) {
            console.add(event.getLevel() + " " + event.getMessage().getFormattedMessage());
        }
    }
}
