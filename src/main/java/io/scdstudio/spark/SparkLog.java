package io.scdstudio.spark;

import io.scdstudio.engine.EngineLog;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Consumer;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.Configurator;
import org.apache.logging.log4j.core.config.Property;
import org.apache.logging.log4j.core.layout.PatternLayout;

/**
 * Spark's log4j2 output while a window follows it: a programmatic appender on the root logger hands each
 * formatted line to a plain listener. The app's log4j2.properties keeps Spark at WARN; while someone follows,
 * the job scheduler and Delta's commits log at INFO and the lines "Job 3 finished ... took 0.2 s" and
 * "Committed delta #2" are forwarded too, which is what a user wants to see of a run; the levels go back when
 * following stops. (The console shows those INFO lines as well while a run is followed.)
 */
public final class SparkLog implements EngineLog {
    private static final List<String> DETAIL = List.of("org.apache.spark.scheduler.DAGScheduler",
            "org.apache.spark.sql.delta.OptimisticTransaction");
    private static final String PATTERN = "%d{HH:mm:ss.SSS} %-5p %c{1}: %m%ex{short}";

    @Override
    public Following follow(Consumer<String> lines) {
        LoggerContext context = (LoggerContext) LogManager.getContext(false);
        Configuration config = context.getConfiguration();
        Forwarder appender = new Forwarder("run-pane-" + UUID.randomUUID(), lines);
        appender.start();
        config.addAppender(appender);
        config.getRootLogger().addAppender(appender, Level.ALL, null);
        Map<String, Level> before = new LinkedHashMap<>();
        for (String name : DETAIL) {
            before.put(name, LogManager.getLogger(name).getLevel());
            Configurator.setLevel(name, Level.INFO);
        }
        context.updateLoggers();
        return new Following() {
            private boolean closed;

            @Override
            public synchronized void close() {
                if (closed) {
                    return;
                }
                closed = true;
                before.forEach(Configurator::setLevel);
                config.getRootLogger().removeAppender(appender.getName());
                context.updateLoggers();
                appender.stop();
            }
        };
    }

    /** Formats an event as one line (with a short cause, if any) and hands it on. */
    private static final class Forwarder extends AbstractAppender {
        private final Consumer<String> lines;

        Forwarder(String name, Consumer<String> lines) {
            super(name, null, PatternLayout.newBuilder().withPattern(PATTERN).build(), true, Property.EMPTY_ARRAY);
            this.lines = lines;
        }

        @Override
        public void append(LogEvent event) {
            // The scheduler tells a dozen INFO lines per job; the one that says which job took how long is enough.
            if (event.getLevel() == Level.INFO && event.getLoggerName().equals(DETAIL.get(0))
                    && !event.getMessage().getFormattedMessage().matches("Job \\d+ finished.*")) {
                return;
            }
            lines.accept(((PatternLayout) getLayout()).toSerializable(event));
        }
    }
}
