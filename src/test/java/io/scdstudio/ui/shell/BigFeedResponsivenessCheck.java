package io.scdstudio.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.project.RecoveryStore;
import io.scdstudio.ui.Fixtures;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Opens a 1,000,000-event scenario in the real window, with the real background runners, and reports what a
 * user would feel: how long until the final table shows, until the step-through is ready, the time of a step
 * and of a long jump, and the longest the FX thread was ever busy meanwhile (a heartbeat posted every 20 ms
 * measures how late it runs), after the window has opened the small users example once. A benchmark, not a regular
 * test (the name keeps surefire from picking it up):
 * {@code mvn test -Dtest=BigFeedResponsivenessCheck -Dsurefire.failIfNoSpecifiedTests=false -Dbig.events=1000000};
 * {@code -Dbig.scenario=sample-data/generated-100k} opens that scenario folder instead of a synthetic feed;
 * {@code -Dbig.sample=true} also prints what the FX thread did in the longest stall of each action ({@link FxStallSampler});
 * {@code -Djavafx.pulseLogger=true -Djavafx.pulseLogger.threshold=40} logs the long pulses, each action marked;
 * {@code -Dbig.marks=true} prints when each action starts (JVM uptime and wall clock), to match the JVM's own logs
 * ({@code -Xlog:gc}, {@code -Xlog:class+load}) or a flight recording; {@code -Dbig.warmTabs=true} shows every tab once on
 * the small design before the big one opens.
 */
@ExtendWith(ApplicationExtension.class)
class BigFeedResponsivenessCheck {
    private static final String[] CITIES = {"Kyiv", "Lviv", "Odesa", "Kharkiv", "Dnipro", "Poltava", "Uzhhorod"};

    @TempDir
    static Path temp;

    private final StubDialogs dialogs = new StubDialogs();
    private StudioViewModel vm;

    @Start
    void start(Stage stage) {
        StudioServices services = new StudioServices(
                StudioServices.Workers.standard(),
                Fixtures.returningUser(temp),
                new RecoveryStore(temp.resolve("recovery")),
                Optional.empty());
        // As the app opens its window: the full view built off the FX thread (StudioWindow.showAtOnce).
        vm = StudioWindow.showAtOnce(stage, services, w -> dialogs, Optional.empty());
        stage.setWidth(1280);
        stage.setHeight(800);
    }

    @Test
    void openAMillionEventFeedAndStepThroughIt(FxRobot robot) throws IOException, TimeoutException {
        String given = System.getProperty("big.scenario", "");
        Path folder = given.isEmpty() ? scenario(Integer.getInteger("big.events", 1_000_000)) : Path.of(given);
        int events = ((io.scdstudio.model.ChangeFeed)
                        io.scdstudio.feed.scenario.ScenarioReader.read(folder).feed())
                .eventCount();
        // A fresh JVM's first design pays for loading classes, skins and styles whatever its size; open the
        // small users example first so the figures below are the big feed's own.
        WaitForAsyncUtils.waitFor(
                1, TimeUnit.MINUTES, () -> robot.lookup("#mainView").tryQuery().isPresent());
        robot.interact(() -> vm.open(Path.of("sample-data/users-docs-example")));
        WaitForAsyncUtils.waitFor(
                1, TimeUnit.MINUTES, () -> vm.statusProperty().get().contains("events previewed"));
        if (Boolean.getBoolean("big.warmTabs")) {
            for (String tab : List.of(
                    "feedTab",
                    "practiceTab",
                    "studyTab",
                    "compareTab",
                    "codeTab",
                    "runTab",
                    "timelineTab",
                    "previewTab")) {
                robot.clickOn("#" + tab);
                WaitForAsyncUtils.sleep(1500, TimeUnit.MILLISECONDS);
            }
        }
        // -Dbig.stalls=true prints each stall over 100 ms with the JVM's uptime, to find it in a flight recording.
        FxStallProbe heartbeat = FxStallProbe.start(Boolean.getBoolean("big.stalls"));
        FxStallSampler sampler = Boolean.getBoolean("big.sample") ? new FxStallSampler(fxThread(robot)) : null;
        List<String> actions = new ArrayList<>();
        java.util.function.Consumer<String> doing = a -> {
            actions.add(a);
            if (Boolean.getBoolean("javafx.pulseLogger")) {
                // Marks where each action's pulses start in JavaFX's pulse log.
                System.out.println("ACTION: " + a + " at " + System.currentTimeMillis());
            }
            if (Boolean.getBoolean("big.marks")) {
                // Marks where each action starts in the JVM's own logs (-Xlog:class+load::uptime, for one).
                System.out.printf(
                        "ACTION: %s at %.3fs (epoch ms %d)%n",
                        a,
                        java.lang.management.ManagementFactory.getRuntimeMXBean()
                                        .getUptime()
                                / 1000.0,
                        System.currentTimeMillis());
            }
            if (sampler != null) {
                sampler.action(a);
            }
        };
        doing.accept("opening");
        long t0 = System.nanoTime();
        robot.interact(() -> vm.open(folder));
        WaitForAsyncUtils.waitFor(
                5,
                TimeUnit.MINUTES,
                () -> vm.statusProperty().get().startsWith("Final table")
                        || vm.statusProperty().get().startsWith(events + " events previewed"));
        double table = seconds(t0);
        WaitForAsyncUtils.waitFor(
                10, TimeUnit.MINUTES, () -> vm.statusProperty().get().startsWith(events + " events previewed"));
        double traced = seconds(t0);
        long openingStall = heartbeat.maxLateMillis();

        heartbeat.reset();
        doing.accept("stepping back");
        List<Double> steps = new ArrayList<>();
        List<Double> handlers = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            long s = System.nanoTime();
            robot.interact(() -> {
                long h = System.nanoTime();
                vm.preview().back();
                handlers.add((System.nanoTime() - h) / 1e6);
            });
            steps.add((System.nanoTime() - s) / 1e6);
        }
        long backStall = heartbeat.maxLateMillis();
        heartbeat.reset();
        doing.accept("jumping");
        long s = System.nanoTime();
        robot.interact(() -> vm.preview().moveTo(events / 2));
        WaitForAsyncUtils.waitFor(
                2, TimeUnit.MINUTES, () -> !vm.preview().movingProperty().get());
        double jump = seconds(s);
        WaitForAsyncUtils.waitForFxEvents();
        long jumpStall = heartbeat.maxLateMillis();
        heartbeat.reset();
        doing.accept("showing the Timeline");
        robot.clickOn("#timelineTab");
        WaitForAsyncUtils.waitForFxEvents();
        long tabStall = heartbeat.maxLateMillis();
        heartbeat.reset();
        doing.accept("stepping on the Timeline");
        List<Double> timelineSteps = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            long t = System.nanoTime();
            robot.interact(() -> vm.preview().forward());
            timelineSteps.add((System.nanoTime() - t) / 1e6);
        }
        WaitForAsyncUtils.waitForFxEvents();
        long timelineStall = heartbeat.maxLateMillis();
        Map<String, Long> tabStalls = new LinkedHashMap<>();
        for (String tab : List.of(
                "feedTab", "previewTab", "practiceTab", "studyTab", "compareTab", "codeTab", "runTab", "timelineTab")) {
            heartbeat.reset();
            doing.accept("showing " + tab);
            robot.clickOn("#" + tab);
            // A user looks at the tab: what it computes in the background (the Textbook MERGE tables) lands in it.
            WaitForAsyncUtils.sleep(1500, TimeUnit.MILLISECONDS);
            WaitForAsyncUtils.waitForFxEvents();
            tabStalls.put(tab, heartbeat.maxLateMillis());
        }
        // Each tab again: what is left once the JVM has run its paths before.
        Map<String, Long> againStalls = new LinkedHashMap<>();
        for (String tab : List.of("feedTab", "previewTab", "codeTab", "timelineTab")) {
            heartbeat.reset();
            doing.accept("showing " + tab + " again");
            robot.clickOn("#" + tab);
            WaitForAsyncUtils.sleep(500, TimeUnit.MILLISECONDS);
            WaitForAsyncUtils.waitForFxEvents();
            againStalls.put(tab, heartbeat.maxLateMillis());
        }
        robot.clickOn("#previewTab");
        // The keyboard on the preview's table, as after stepping: that pane takes the theme with the rest of the
        // window.
        robot.clickOn("#previewTable");
        for (String theme : List.of("dark", "light")) {
            WaitForAsyncUtils.waitForFxEvents();
            heartbeat.reset();
            doing.accept("switching to the " + theme + " theme");
            robot.interact(() -> vm.themeProperty().set(theme));
            // The window's panes take the new theme a frame each: wait for all of them.
            WaitForAsyncUtils.sleep(500, TimeUnit.MILLISECONDS);
            WaitForAsyncUtils.waitForFxEvents();
            tabStalls.put(theme + " theme", heartbeat.maxLateMillis());
        }
        heartbeat.stop();

        System.out.printf("%nBig feed in the window: %,d events%n", events);
        System.out.printf(
                "  final table shown after %.1f s (feed read + batch fold), step-through ready after %.1f s%n",
                table, traced);
        System.out.printf("  longest FX-thread stall while opening: %d ms%n", openingStall);
        System.out.printf(
                "  step back, round trip through the FX thread (layout and headless rendering included): median %.1f ms, max %.1f ms%n",
                median(steps), steps.stream().mapToDouble(d -> d).max().orElse(0));
        System.out.printf(
                "  step back, the step itself on the FX thread (without layout and rendering): median %.2f ms%n",
                median(handlers));
        System.out.printf("  long jump to event %,d: %.2f s on the jump worker%n", events / 2, jump);
        System.out.printf("  step with the Timeline tab open: median %.1f ms%n", median(timelineSteps));
        System.out.printf(
                "  longest FX-thread stall per action: 50 steps back %d ms, long jump %d ms, showing the Timeline tab "
                        + "%d ms, 20 steps on the Timeline %d ms%n",
                backStall, jumpStall, tabStall, timelineStall);
        System.out.printf(
                "  longest FX-thread stall showing each tab (first time) and switching themes: %s%n", tabStalls);
        System.out.printf("  longest FX-thread stall showing a tab again: %s%n", againStalls);
        if (sampler != null) {
            sampler.print(actions);
        }
        assertThat(dialogs.errors).as("errors the window showed").isEmpty();
    }

    /** The users example's flow over a synthetic feed: 10 events per key, ~2% deletes, ~5% arriving late. */
    private static Path scenario(int events) throws IOException {
        Path folder = Files.createDirectories(temp.resolve("big-feed"));
        Files.copy(Path.of("sample-data/users-docs-example/case.json"), folder.resolve("case.json"));
        int keys = Math.max(1, events / 10);
        long[] seqs = new long[events];
        for (int i = 0; i < events; i++) {
            seqs[i] = i + 1;
        }
        SplittableRandom random = new SplittableRandom(42);
        for (int i = 0; i < events / 20; i++) {
            int a = random.nextInt(events);
            int b = Math.min(events - 1, a + 1 + random.nextInt(300));
            long t = seqs[a];
            seqs[a] = seqs[b];
            seqs[b] = t;
        }
        try (BufferedWriter w = Files.newBufferedWriter(folder.resolve("input.csv"))) {
            w.write("userId,name,city,operation,sequenceNum\n");
            for (int i = 0; i < events; i++) {
                long key = (seqs[i] - 1) < keys ? seqs[i] - 1 : random.nextInt(keys);
                boolean delete = seqs[i] > keys && random.nextInt(100) < 2;
                w.write(key + ",customer-" + key + "," + CITIES[random.nextInt(CITIES.length)] + ","
                        + (delete ? "DELETE" : "UPSERT") + "," + seqs[i] + "\n");
            }
        }
        return folder;
    }

    private static Thread fxThread(FxRobot robot) {
        Thread[] fx = new Thread[1];
        robot.interact(() -> fx[0] = Thread.currentThread());
        return fx[0];
    }

    private static double seconds(long since) {
        return (System.nanoTime() - since) / 1e9;
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        return sorted.get(sorted.size() / 2);
    }
}
