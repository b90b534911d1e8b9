package io.scdstudio.ui.tour;

import io.scdstudio.ui.FeatureTab;
import java.util.List;
import java.util.Optional;

/** The first-run tour over the users example: what a learner needs to read the window, in seven stops. */
public final class FirstRunTour {
    private FirstRunTour() {}

    // Over 60 lines by design: the tour's words, read top to bottom as the learner meets them.
    @SuppressWarnings("checkstyle:MethodLength")
    public static List<TourStep> steps(int lessons) {
        return List.of(
                new TourStep(
                                "feedTab",
                                Optional.of(FeatureTab.FEED),
                                0,
                                "The change feed",
                                "Every row your source sends is an event: an insert or update (an upsert), or a delete. The "
                                        + "Feed tab lists them in the order they arrived, marked with what the flow made "
                                        + "of each. This is the Databricks users example: 8 events, 4 users.")
                        .keeping("feedTable"),
                new TourStep(
                                "stepBar",
                                Optional.of(FeatureTab.PREVIEW),
                                1,
                                "Step through the events",
                                "The preview shows the target table after each event. Press › (Forward, or Alt+Right) to "
                                        + "apply the next event, ‹ (Back) to go back, Play to run through them all, or drag "
                                        + "the slider. The line above the table says which event you are after: the tour "
                                        + "starts after event 1, where user 124 was inserted.")
                        .keeping("positionLabel", "previewTable"),
                new TourStep(
                                "previewLegend",
                                Optional.of(FeatureTab.PREVIEW),
                                5,
                                "What the colours mean",
                                "Event 5 deletes user 123: its row is struck through on pink, removed by this event (the only "
                                        + "strike-through). Yellow rows were changed by the event, bold rows are current, "
                                        + "grey rows are closed versions of history (SCD type 2), and red italic rows are "
                                        + "versions of a deleted key, which stay in the table. The framed legend shows each.")
                        .keeping("previewTable"),
                new TourStep(
                                "explanationBox",
                                Optional.of(FeatureTab.PREVIEW),
                                7,
                                "What this event did",
                                "Each step says in plain words what the event did and why. Event 7 is an update of user 125 "
                                        + "that arrived after a newer one: as SCD type 1 it is dropped, and the text says so.")
                        .keeping("previewTable"),
                new TourStep(
                                "timelinePane",
                                Optional.of(FeatureTab.TIMELINE),
                                8,
                                "The timeline",
                                "For this step the tour stores the example as SCD type 2, which keeps every version (it goes "
                                        + "back to type 1 when you move on). Each bar is a version of a key along the "
                                        + "sequence. Drag the \"as of\" slider to see which versions were current at any "
                                        + "point: a point-in-time query on the history.")
                        .withHistory(),
                new TourStep(
                                "codeTab",
                                Optional.of(FeatureTab.CODE),
                                0,
                                "The code",
                                "The same design as Lakeflow SQL and Python (AUTO CDC), portable Delta MERGE SQL and Spark "
                                        + "Java, ready to copy into a pipeline.")
                        .keeping("codePane"),
                new TourStep(
                        "flowPane",
                        Optional.of(FeatureTab.PREVIEW),
                        0,
                        "Your turn",
                        "Change a setting here, such as SCD type 2, and everything recomputes. Then open Library > "
                                + "Browse Scenarios: " + lessons + " lessons, each a story to step through, from "
                                + "first steps to exam questions and edge cases."));
    }
}
