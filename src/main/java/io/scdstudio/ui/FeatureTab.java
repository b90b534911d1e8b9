package io.scdstudio.ui;

/**
 * The window's feature tabs, by identity: what a lesson link, a tour step or the window itself asks to bring
 * forward, in the order the tabs stand. {@link #nodeId} is the tab's node id, which tests and the tour find it by.
 */
public enum FeatureTab {
    FEED("feedTab", "Feed"),
    PREVIEW("previewTab", "Preview"),
    TIMELINE("timelineTab", "Timeline"),
    PRACTICE("practiceTab", "Practice"),
    COMPARE("compareTab", "Textbook MERGE"),
    CODE("codeTab", "Code"),
    RUN("runTab", "Run");

    private final String nodeId;
    private final String title;

    FeatureTab(String nodeId, String title) {
        this.nodeId = nodeId;
        this.title = title;
    }

    public String nodeId() {
        return nodeId;
    }

    public String title() {
        return title;
    }
}
