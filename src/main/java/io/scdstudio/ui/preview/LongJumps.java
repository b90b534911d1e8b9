package io.scdstudio.ui.preview;

import io.scdstudio.ui.PreviewResult;
import io.scdstudio.ui.TaskRunner;
import java.util.function.Consumer;

/**
 * Long moves of the step-through, made on a worker so a jump across half a million events never freezes the
 * window. The worker moves a second cursor, never the one on screen (the FX thread keeps reading that one to
 * draw the table while it waits), and builds the rows to list; when the jump lands the two cursors trade
 * places. Only the latest request lands: each one moves a generation on, and a result of an older one is
 * dropped, so a dragged slider ends where the user let go. The runner must run its work one at a time (as
 * {@link io.scdstudio.ui.LatestWinsRunner} does), since successive jumps may move the same spare cursor.
 */
final class LongJumps {
    private final TaskRunner runner;
    private TargetCursor spare;
    private long generation;
    private int target = -1;

    LongJumps(TaskRunner runner) {
        this.runner = runner;
    }

    boolean pending() {
        return target >= 0;
    }

    /** Where the pending jump goes (only meaningful while {@link #pending()}). */
    int target() {
        return target;
    }

    /** A new run replaces the trace: pending jumps and the spare cursor belong to the old one. */
    void forget() {
        generation++;
        target = -1;
        spare = null;
    }

    void start(
            PreviewResult result,
            int to,
            String filter,
            Consumer<ShownTarget> onLanding,
            Consumer<Throwable> onFailure) {
        long mine = ++generation;
        target = to;
        TargetCursor from = spare;
        runner.submit(
                () -> land(result, from, to, filter),
                landing -> {
                    if (mine == generation) {
                        target = -1;
                        onLanding.accept(landing);
                    }
                },
                e -> {
                    if (mine == generation) {
                        target = -1;
                        onFailure.accept(e);
                    }
                });
    }

    /** The cursor that was on screen becomes the spare the next jump may move (it must no longer be shown). */
    void keepSpare(TargetCursor old) {
        old.listen(null);
        spare = old;
    }

    private static ShownTarget land(PreviewResult result, TargetCursor spare, int to, String filter) {
        return ShownTarget.at(result, nearest(result, spare, to), to, filter);
    }

    /**
     * A cursor to move to {@code to} at the least cost: the spare when it is near, else a fresh one from the
     * empty target or from the final table (loading a row costs about as much as applying an event's diff).
     */
    static TargetCursor nearest(PreviewResult r, TargetCursor spare, int to) {
        long fromSpare = spare == null ? Long.MAX_VALUE : Math.abs((long) spare.applied() - to);
        long fromEnd =
                r.finalTarget().map(t -> (long) t.size() + r.eventCount() - to).orElse(Long.MAX_VALUE);
        if (fromSpare <= to && fromSpare <= fromEnd) {
            return spare;
        }
        TargetCursor c = new TargetCursor(r.trace(), r.keyIndexes(), r.startIndex(), r.endIndex());
        if (fromEnd < to) {
            c.startAtEnd(r.finalTarget().get().rows());
        }
        return c;
    }
}
