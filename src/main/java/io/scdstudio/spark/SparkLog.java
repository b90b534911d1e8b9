package io.scdstudio.spark;

import io.scdstudio.engine.EngineLog;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Consumer;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.config.AppenderRef;
import org.apache.logging.log4j.core.config.Configuration;
import org.apache.logging.log4j.core.config.LoggerConfig;
import org.apache.logging.log4j.core.config.Property;
import org.apache.logging.log4j.core.layout.PatternLayout;

/**
 * Spark's log4j2 output while a window follows it: a programmatic appender on the root logger hands each
 * formatted line to a plain listener. The app's log4j2.properties keeps Spark at WARN; while someone follows,
 * the job scheduler and Delta's commits log at INFO too, so the lines "Job 3 finished ... took 0.2 s" and
 * "Committed delta #2" reach the listener, which is what a user wants to see of a run. Those extra lines go to
 * the listener only: each of the two loggers gets a logger config of its own (additivity off) that hands them
 * to the listener and passes anything at the configured level on to the config that governed the logger
 * before, so the console prints exactly what it printed without a follower. Everything is put back when
 * following stops.
 */
public final class SparkLog implements EngineLog {
    private static final List<String> DETAIL =
            List.of("org.apache.spark.scheduler.DAGScheduler", "org.apache.spark.sql.delta.OptimisticTransaction");
    private static final String PATTERN = "%d{HH:mm:ss.SSS} %-5p %c{1}: %m%ex{short}";

    @Override
    public Following follow(Consumer<String> lines) {
        LoggerContext context = (LoggerContext) LogManager.getContext(false);
        Configuration config = context.getConfiguration();
        Forwarder appender = new Forwarder("run-pane-" + UUID.randomUUID(), lines);
        appender.start();
        config.addAppender(appender);
        config.getRootLogger().addAppender(appender, Level.ALL, null);
        List<Runnable> undo = new ArrayList<>();
        for (String name : DETAIL) {
            undo.add(tapDetail(config, name, appender));
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
                undo.forEach(Runnable::run);
                config.getRootLogger().removeAppender(appender.getName());
                context.updateLoggers();
                appender.stop();
            }
        };
    }

    /**
     * Puts a logger config at INFO in front of the one that governs {@code name}: lines below that config's
     * level go to the listener only, the others on to it as before. Returns how to take it out again.
     */
    private static Runnable tapDetail(Configuration config, String name, Forwarder listener) {
        LoggerConfig governing = config.getLoggerConfig(name);
        boolean own = governing.getName().equals(name);
        Level before = governing.getLevel();
        LoggerConfig tap = LoggerConfig.newBuilder()
                .withLoggerName(name)
                .withLevel(Level.INFO)
                .withAdditivity(false)
                .withIncludeLocation("false")
                .withRefs(new AppenderRef[0])
                .withConfig(config)
                .build();
        PassOn passOn = new PassOn(governing, before, listener);
        passOn.start();
        tap.addAppender(passOn, Level.ALL, null);
        if (own) {
            config.removeLogger(name);
        }
        config.addLogger(name, tap);
        return () -> {
            config.removeLogger(name);
            if (own) {
                config.addLogger(name, governing);
            }
            passOn.stop();
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
            if (event.getLevel() == Level.INFO
                    && event.getLoggerName().equals(DETAIL.get(0))
                    && !event.getMessage().getFormattedMessage().matches("Job \\d+ finished.*")) {
                return;
            }
            lines.accept(((PatternLayout) getLayout()).toSerializable(event));
        }
    }

    /**
     * A detail logger's only appender while followed: a line the configuration would have logged anyway goes
     * to the logger config that governed it before (the console and, through the root, the listener); a line
     * logged only because someone follows goes to the listener alone.
     */
    private static final class PassOn extends AbstractAppender {
        private final LoggerConfig governing;
        private final Level level;
        private final Forwarder listener;

        PassOn(LoggerConfig governing, Level level, Forwarder listener) {
            super("pass-on-" + UUID.randomUUID(), null, null, true, Property.EMPTY_ARRAY);
            this.governing = governing;
            this.level = level;
            this.listener = listener;
        }

        @Override
        public void append(LogEvent event) {
            if (event.getLevel().isMoreSpecificThan(level)) {
                governing.log(event);
            } else {
                listener.append(event);
            }
        }
    }
}
