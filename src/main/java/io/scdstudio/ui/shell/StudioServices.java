package io.scdstudio.ui.shell;

import io.scdstudio.project.RecoveryStore;
import io.scdstudio.project.SettingsStore;
import io.scdstudio.ui.FeatureProvider;
import io.scdstudio.ui.FeatureProviders;
import io.scdstudio.ui.GiveWay;
import io.scdstudio.ui.LatestWinsRunner;
import io.scdstudio.ui.Runners;
import io.scdstudio.ui.SerialRunner;
import io.scdstudio.ui.TaskRunner;
import io.scdstudio.ui.run.RunEngine;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the window is given: its {@link Workers}, where settings and the recovery copy live, the other engine, if
 * this build has one, and the features that make its tabs. Tests pass {@link Workers#inline()} and temporary
 * folders.
 */
public record StudioServices(
        Workers workers,
        SettingsStore settings,
        RecoveryStore recovery,
        Optional<RunEngine> engine,
        List<FeatureProvider> features) {

    public StudioServices {
        features = List.copyOf(features);
    }

    /** With the features registered in this build. */
    public StudioServices(Workers workers, SettingsStore settings, RecoveryStore recovery, Optional<RunEngine> engine) {
        this(workers, settings, recovery, engine, FeatureProviders.standard());
    }

    /** The same, with one more feature after the registered ones. */
    public StudioServices withFeature(FeatureProvider feature) {
        List<FeatureProvider> more = new ArrayList<>(features);
        more.add(feature);
        return new StudioServices(workers, settings, recovery, engine, more);
    }

    public static StudioServices standard(Optional<RunEngine> engine) {
        return new StudioServices(Workers.standard(), SettingsStore.inAppData(), RecoveryStore.inAppData(), engine);
    }

    /**
     * One runner per kind of work the window does off the FX thread, so that one kind never waits behind another.
     *
     * @param previews the traced preview of each edit (latest edit wins)
     * @param steps    long jumps of the step-through (latest position wins)
     * @param feeds    re-reading a feed whose column types changed, and opening designs
     * @param files    the file writer: saves, the recovery copy and its clearing, one after another, none dropped
     * @param jobs     engine jobs of the Run pane
     * @param lessons  the lessons' own work: the textbook MERGE comparison, practice questions
     * @param checks   the design checks
     * @param lessonTexts a lesson's text made into nodes
     * @param code     the Code tab's code, generated and highlighted
     * @param asOf     the Timeline's table as of its marker
     * @param timelineRuns what the Timeline needs of each run beyond the keys it draws
     */
    public record Workers(
            TaskRunner previews,
            TaskRunner steps,
            TaskRunner feeds,
            TaskRunner files,
            TaskRunner jobs,
            TaskRunner lessons,
            TaskRunner practice,
            TaskRunner exams,
            TaskRunner checks,
            TaskRunner lessonTexts,
            TaskRunner code,
            TaskRunner asOf,
            TaskRunner timelineRuns)
            implements Runners {

        /**
         * The window's own: a daemon thread per kind of work. On two cores the design checks give way to the preview's
         * fold for up to three seconds (see {@link GiveWay}).
         */
        public static Workers standard() {
            GiveWay previewFirst = new GiveWay(Runtime.getRuntime().availableProcessors() <= 2 ? 3000 : 0);
            return new Workers(
                    previewFirst.first(new LatestWinsRunner("preview")),
                    new LatestWinsRunner("preview-jump"),
                    new LatestWinsRunner("feed-reader"),
                    new SerialRunner("design-files"),
                    new LatestWinsRunner("engine-job"),
                    new LatestWinsRunner("lessons"),
                    new LatestWinsRunner("practice"),
                    new LatestWinsRunner("exams"),
                    previewFirst.after(new LatestWinsRunner("design-checks")),
                    new LatestWinsRunner("lesson-text"),
                    new LatestWinsRunner("code"),
                    new LatestWinsRunner("timeline-as-of"),
                    new LatestWinsRunner("timeline-runs"));
        }

        /** Every kind of work run at once on the calling thread, for tests that want no waiting. */
        public static Workers inline() {
            TaskRunner inline = TaskRunner.inline();
            return new Workers(
                    inline, inline, inline, inline, inline, inline, inline, inline, inline, inline, inline, inline,
                    inline);
        }
    }

    public TaskRunner previews() {
        return workers.previews();
    }

    public TaskRunner steps() {
        return workers.steps();
    }

    public TaskRunner feeds() {
        return workers.feeds();
    }

    public TaskRunner files() {
        return workers.files();
    }

    public TaskRunner jobs() {
        return workers.jobs();
    }

    public TaskRunner lessons() {
        return workers.lessons();
    }

    public TaskRunner practice() {
        return workers.practice();
    }

    public TaskRunner exams() {
        return workers.exams();
    }

    public TaskRunner checks() {
        return workers.checks();
    }

    public TaskRunner lessonTexts() {
        return workers.lessonTexts();
    }
}
