package io.scdstudio.ui;

import java.util.Objects;

/**
 * A feature's tab, by identity: what a lesson link, a tour step or the window itself asks to bring forward.
 * {@link #nodeId} is the tab's node id, which tests and the tour find it by; the tabs stand in the order of their
 * {@link #place}. The constants are the window's own tabs; a feature of another package makes its own.
 */
public record FeatureTab(String nodeId, String title, int place) {
    public static final FeatureTab FEED = new FeatureTab("feedTab", "Feed", 10);
    public static final FeatureTab PREVIEW = new FeatureTab("previewTab", "Preview", 20);
    public static final FeatureTab TIMELINE = new FeatureTab("timelineTab", "Timeline", 30);
    public static final FeatureTab PRACTICE = new FeatureTab("practiceTab", "Practice", 40);
    public static final FeatureTab COMPARE = new FeatureTab("compareTab", "Textbook MERGE", 50);
    public static final FeatureTab CODE = new FeatureTab("codeTab", "Code", 60);
    public static final FeatureTab RUN = new FeatureTab("runTab", "Run", 70);

    public FeatureTab {
        Objects.requireNonNull(nodeId, "nodeId");
        Objects.requireNonNull(title, "title");
    }
}
