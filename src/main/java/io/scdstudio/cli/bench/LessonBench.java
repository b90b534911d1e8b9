package io.scdstudio.cli.bench;

import io.scdstudio.cli.Args;
import io.scdstudio.compare.NaiveMerge;
import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.Trace;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.feed.scenario.ScenarioReader;
import io.scdstudio.lesson.LessonLibrary;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Feed;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.Scenario;
import io.scdstudio.practice.PracticeRound;
import io.scdstudio.project.SampleFolders;
import io.scdstudio.study.ExamProfile;
import io.scdstudio.study.ExamProfiles;
import io.scdstudio.study.ExamRound;
import java.io.PrintStream;
import java.nio.file.Path;

/**
 * {@code bench --naive} and {@code --practice}: the textbook MERGE recipe folded in memory against the AUTO CDC
 * fold of the same feed in the same process, and a practice round made from the trace the preview already has.
 */
final class LessonBench {
    private LessonBench() {}

    static void naive(Feed feed, FlowSettings flow, int runs, double fold, PrintStream out, String usage) {
        if (!(feed instanceof ChangeFeed c) || !(flow instanceof CdcFlowSettings cdc)) {
            throw Args.usageError("--naive needs a change feed", usage);
        }
        double naive = Measure.medianMillis(2, runs, () -> NaiveMerge.run(cdc, c));
        out.printf(
                "Textbook MERGE recipe in memory, batch by batch: median %.1f ms; naive/fold = %.2fx%n",
                naive, naive / fold);
    }

    static void practice(Scenario scenario, int runs, PrintStream out) {
        Trace trace;
        long t0 = System.nanoTime();
        try (FlowRun run = FeedRunner.runAll(
                new InMemoryEngine(),
                scenario.flow(),
                scenario.feed(),
                RunOptions.TRACED,
                scenario.simulateTombstoneGcBeforeBatches())) {
            trace = run.trace();
        }
        double traced = (System.nanoTime() - t0) / 1e6;
        long[] seed = {0};
        double round = Measure.medianMillis(
                1,
                runs,
                () -> PracticeRound.of(scenario, scenario.flow(), trace, ++seed[0], PracticeRound.DEFAULT_COUNT));
        out.printf(
                "Practice round of %d questions from the trace the preview already has: median %.1f ms over %d "
                        + "seeds (the traced run itself took %.0f ms once)%n",
                PracticeRound.DEFAULT_COUNT, round, runs, traced);
    }

    /**
     * {@code bench --exam}: an exam round across the whole library, from reading the lessons to the last question,
     * the first time (every lesson it asks about read and traced) and as the median over other seeds, beside a
     * practice round on the users example in the same process as the baseline.
     */
    static void exam(String profileId, int count, int runs, PrintStream out) {
        ExamProfiles profiles = ExamProfiles.bundled();
        ExamProfile profile = profiles.find(profileId)
                .orElseThrow(() -> Args.usageError(
                        "'" + profileId + "' is not an exam profile; use one of " + profiles.ids(),
                        BenchCommand.USAGE));
        Path folder = SampleFolders.libraryFolder()
                .orElseThrow(() -> Args.usageError(
                        "the bundled lessons were not found; run from the project folder", BenchCommand.USAGE));
        LessonLibrary library = LessonLibrary.read(folder);
        long t0 = System.nanoTime();
        int size = ExamRound.draw(LessonLibrary.read(folder).lessons(), profile, 1, count)
                .size();
        double first = (System.nanoTime() - t0) / 1e6;
        long[] seed = {1};
        double median = Measure.medianMillis(
                0, runs, () -> ExamRound.draw(LessonLibrary.read(folder).lessons(), profile, ++seed[0], count));
        Scenario users = library.find("users-docs-example")
                .map(l -> ScenarioReader.read(l.folder()))
                .orElseThrow(() -> Args.usageError("the users example lesson is missing", BenchCommand.USAGE));
        long[] practiceSeed = {0};
        double practice = Measure.medianMillis(
                1,
                runs,
                () -> PracticeRound.of(users, users.flow().scdType(), ++practiceSeed[0], PracticeRound.DEFAULT_COUNT));
        out.printf(
                "Exam round (%s) of %d questions across %d lessons, from reading the library to the last question: "
                        + "first %.0f ms, median %.0f ms over %d seeds; a %d-question practice round on the users "
                        + "example: median %.1f ms; exam/practice = %.1fx%n",
                profile.id(),
                size,
                library.lessons().size(),
                first,
                median,
                runs,
                PracticeRound.DEFAULT_COUNT,
                practice,
                median / practice);
    }
}
