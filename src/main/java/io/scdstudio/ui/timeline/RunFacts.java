package io.scdstudio.ui.timeline;

import io.scdstudio.ui.PreviewResult;
import io.scdstudio.ui.TaskRunner;

/**
 * What the timeline knows of a whole run beyond the keys it draws: the versions late events put into history
 * ({@link LateVersions}) and the latest point after each event ({@link LatestPoint}). Both walk the run's trace, which
 * on the 100,000-event lesson was half of the Timeline tab's first showing on the FX thread; {@link Ahead} walks it
 * on a worker as soon as the run arrives.
 */
final class RunFacts {
    static final RunFacts NONE = new RunFacts(PreviewResult.empty());

    final PreviewResult result;
    final LateVersions late;
    final LatestPoint latest;

    RunFacts(PreviewResult result) {
        this.result = result;
        this.late = new LateVersions(result.trace());
        this.latest = new LatestPoint(result);
    }

    /**
     * Works out each big run's facts on a worker while the learner is elsewhere, so the tab finds them ready. The
     * facts are only read on the FX thread once handed over; until then, or for a small run, the tab works them out
     * itself as before.
     */
    static final class Ahead {
        private final TaskRunner work;
        private RunFacts ready = NONE;
        /** The run arrived last, read by the worker. */
        private volatile PreviewResult wanted;

        Ahead(TaskRunner work) {
            this.work = work;
        }

        void arrived(PreviewResult r) {
            // Nor is a run left behind held: the facts hold the whole run.
            ready = NONE;
            if (r.traced() && r.trace().size() <= TimelineViewModel.MAX_KEYS) {
                return;
            }
            wanted = r;
            // A failure is met again, and shown, when the tab works the facts out itself.
            work.submit(
                    () -> {
                        if (wanted != r) {
                            // Another run came while this one waited for the learner to stop stepping.
                            return null;
                        }
                        RunFacts facts = new RunFacts(r);
                        facts.latest.after(Integer.MAX_VALUE);
                        return facts;
                    },
                    facts -> {
                        if (facts != null) {
                            ready = facts;
                        }
                    },
                    failed -> {});
        }

        RunFacts forRun(PreviewResult r) {
            return ready.result == r ? ready : new RunFacts(r);
        }
    }
}
