package io.scdstudio.lesson;

import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.FlowRun;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Row;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Scenario;
import io.scdstudio.model.Schema;
import io.scdstudio.model.Snapshot;
import io.scdstudio.model.SnapshotFeed;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What makes a lesson one a learner can follow: the README's title is the scenario's, it has the sections
 * docs/lessons.md asks for with two changes to try, it points at an event, and every event, key, batch and
 * lesson it links to exists,
 * so a lesson never points at nothing. Problems are sentences naming the file and the link.
 */
public final class LessonCheck {
    public static final List<String> SECTIONS = List.of("What to look at", "The rule", "Exam objective", "Try this");

    private LessonCheck() {}

    public static List<String> problems(Lesson lesson, Scenario scenario, LessonLibrary library) {
        String file = lesson.id() + "/" + LessonReader.README_FILE;
        List<String> out = new ArrayList<>();
        String title = LessonMarkdown.title(lesson.markdown()).orElse("");
        if (!title.equals(lesson.title())) {
            out.add(file + ": the first heading is '" + title + "' but case.json's title is '" + lesson.title()
                    + "'; make them the same, the library lists the lesson by it");
        }
        List<String> sections = LessonMarkdown.sections(lesson.markdown());
        for (String wanted : SECTIONS) {
            if (!sections.contains(wanted)) {
                out.add(file + ": no '## " + wanted + "' section; docs/lessons.md lists what a lesson has");
            }
        }
        if (sections.contains("Try this") && LessonMarkdown.listItemsUnder(lesson.markdown(), "Try this") < 2) {
            out.add(file + ": '## Try this' should list two changes to try (a numbered list), each with what it does");
        }
        List<LessonLink> links = lesson.links();
        if (links.stream().noneMatch(l -> l instanceof LessonLink.ToEvent)) {
            out.add(file + ": no link names an event to look at; add one such as [event 3](#event-3)");
        }
        FeedFacts facts = FeedFacts.of(scenario);
        for (LessonLink link : links) {
            String problem = problem(link, facts, library);
            if (!problem.isEmpty()) {
                out.add(file + ": the link '" + link.text() + "' (" + link.destination() + ") " + problem);
            }
        }
        return out;
    }

    private static String problem(LessonLink link, FeedFacts facts, LessonLibrary library) {
        if (link instanceof LessonLink.ToEvent e) {
            return e.event() <= facts.events()
                    ? ""
                    : "points at event " + e.event() + ", but the feed has " + facts.events() + " event(s)";
        }
        if (link instanceof LessonLink.ToBatch b) {
            return b.batch() <= facts.batches()
                    ? ""
                    : "points at batch " + b.batch() + ", but the feed has " + facts.batches() + " batch(es)";
        }
        if (link instanceof LessonLink.ToKey k) {
            return facts.keys().contains(k.keyText())
                    ? ""
                    : "follows key '" + k.keyText() + "', which no event of the feed has";
        }
        if (link instanceof LessonLink.ToLesson l) {
            return library.find(l.lessonId()).isPresent()
                    ? ""
                    : "opens the lesson '" + l.lessonId() + "', which is not in the library";
        }
        return link instanceof LessonLink.Broken b ? b.problem() : "";
    }

    /** What a feed holds that a link can point at: its event count, last batch number and keys. */
    record FeedFacts(int events, int batches, Set<String> keys) {
        static FeedFacts of(Scenario s) {
            List<String> keyColumns = s.flow().keys();
            if (s.feed() instanceof ChangeFeed feed) {
                int last = feed.batches().stream().mapToInt(Batch::number).max().orElse(0);
                return new FeedFacts(feed.eventCount(), last, keys(feed.schema(), keyColumns, feed.events()));
            }
            SnapshotFeed feed = (SnapshotFeed) s.feed();
            List<Row> rows = feed.snapshots().stream()
                    .map(Snapshot::rows)
                    .flatMap(Collection::stream)
                    .toList();
            return new FeedFacts(snapshotEvents(s), feed.snapshots().size(), keys(feed.schema(), keyColumns, rows));
        }

        /**
         * A snapshot series' events are the changes found between snapshots, as the preview numbers them; for a
         * scenario that fails on a snapshot (its expected error), the ones before it.
         */
        private static int snapshotEvents(Scenario s) {
            int[] events = {0};
            try (FlowRun run = FeedRunner.run(
                    new InMemoryEngine(),
                    s.flow().withScdType(s.scdTypes().get(0)),
                    s.feed(),
                    RunOptions.TRACED,
                    List.of(),
                    (batch, r) -> {
                        events[0] = r.trace().size();
                        return true;
                    })) {
                return run.trace().size();
            } catch (ScdException e) {
                return events[0];
            }
        }

        private static Set<String> keys(Schema schema, List<String> keyColumns, List<Row> rows) {
            int[] at = keyColumns.stream().mapToInt(schema::indexOf).toArray();
            Set<String> out = new HashSet<>();
            for (Row r : rows) {
                List<String> parts = new ArrayList<>();
                for (int i : at) {
                    parts.add(i < 0 ? "" : CanonicalText.render(r.get(i)));
                }
                out.add(String.join(", ", parts));
            }
            return out.stream().collect(Collectors.toUnmodifiableSet());
        }
    }
}
