package io.scdstudio.ui.shell;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Says what the FX thread was doing in its longest stalls: samples its stack every 2 ms and, for each run of busy
 * samples (a stall), counts the frames of our code and the JavaFX steps that usually cost (CSS, layout, skins). The
 * responsiveness check prints the longest stall of each action with {@code -Dbig.sample=true}; a diagnosis, not a
 * measure (sampling slows the FX thread a little).
 */
final class FxStallSampler {
    private static final long INTERVAL_MILLIS = 2;
    private static final int FRAMES_PRINTED = Integer.getInteger("big.sample.count", 16);
    /** A pattern of further frames to count, such as {@code StyleManager.*}, to look inside a library's stall. */
    private static final String EXTRA_FRAMES = System.getProperty("big.sample.frames");

    private final Thread fx;
    private volatile boolean running = true;
    private String action = "";
    private long stallStart;
    /** The action a stall started in: it is the one that caused it, however long it lasts. */
    private String stallAction = "";

    private final Map<String, Integer> stallFrames = new HashMap<>();
    /** Per action, the longest stall: its length and its frames. */
    private final Map<String, Stall> longest = new HashMap<>();

    private record Stall(long millis, Map<String, Integer> frames) {}

    FxStallSampler(Thread fx) {
        this.fx = fx;
        Thread t = new Thread(this::run, "fx-stall-sampler");
        t.setDaemon(true);
        t.start();
    }

    /** What the window is asked to do from now on, for the stalls that start from now. */
    synchronized void action(String name) {
        action = name;
    }

    private void run() {
        while (running) {
            StackTraceElement[] stack = fx.getStackTrace();
            synchronized (this) {
                sample(stack);
            }
            try {
                Thread.sleep(INTERVAL_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private void sample(StackTraceElement[] stack) {
        boolean busy = stack.length > 0 && !idle(stack[0]);
        if (!busy) {
            if (stallStart != 0) {
                endStall();
            }
            return;
        }
        if (stallStart == 0) {
            stallStart = System.nanoTime();
            stallAction = action;
        }
        Set<String> frames = new LinkedHashSet<>();
        for (StackTraceElement e : stack) {
            String name = e.getClassName().replaceAll(".*\\.", "") + "." + e.getMethodName();
            if (e.getClassName().startsWith("io.scdstudio.ui") && !name.contains("$$Lambda") && !name.contains("Check")
                    || name.equals("Scene.doCSSPass")
                    || name.equals("Scene.doLayoutPass")
                    || name.equals("CssStyleHelper.createStyleHelper")
                    || name.equals("VirtualFlow.setCellIndex")
                    || name.endsWith("Skin.<init>")
                    || EXTRA_FRAMES != null && name.matches(EXTRA_FRAMES)) {
                frames.add(name);
            }
        }
        frames.forEach(f -> stallFrames.merge(f, 1, Integer::sum));
    }

    private void endStall() {
        long millis = (System.nanoTime() - stallStart) / 1_000_000;
        Stall was = longest.get(stallAction);
        if (was == null || millis > was.millis()) {
            longest.put(stallAction, new Stall(millis, new HashMap<>(stallFrames)));
        }
        stallFrames.clear();
        stallStart = 0;
    }

    private static boolean idle(StackTraceElement top) {
        String m = top.getClassName() + "." + top.getMethodName();
        return m.contains("Unsafe.park")
                || m.contains("Object.wait")
                || m.contains("_runLoop")
                || m.contains("Thread.sleep");
    }

    /** Stops sampling and prints each action's longest stall. */
    synchronized void print(List<String> actions) {
        running = false;
        for (String a : actions) {
            Stall s = longest.get(a);
            if (s == null) {
                continue;
            }
            System.out.printf("  longest stall while %s: about %d ms, in%n", a, s.millis());
            List<Map.Entry<String, Integer>> frames = new ArrayList<>(s.frames().entrySet());
            frames.sort((x, y) -> y.getValue() - x.getValue());
            frames.stream()
                    .limit(FRAMES_PRINTED)
                    .forEach(f -> System.out.printf("      %4d samples  %s%n", f.getValue(), f.getKey()));
        }
    }
}
