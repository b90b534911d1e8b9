package io.scdstudio.ui;

import java.util.List;

/** Style class names used by the views and the stylesheets, in one place. */
public final class Styles {
    public static final String OP_UPSERT = "op-upsert";
    public static final String OP_DELETE = "op-delete";
    public static final String OP_TRUNCATE = "op-truncate";
    public static final String ROW_CURRENT = "row-current";
    public static final String ROW_CLOSED = "row-closed";
    public static final String ROW_DELETED_KEY = "row-deleted-key";
    public static final String ROW_CHANGED = "row-changed";
    public static final String ROW_REMOVED = "row-removed";
    public static final String EVENT_CURRENT = "event-current";
    public static final String ERROR_TEXT = "error-text";
    public static final String WARNING_TEXT = "warning-text";
    public static final String HINT_TEXT = "hint-text";
    public static final String EXPLANATION = "explanation";
    public static final String SECTION_TITLE = "section-title";
    /** Text a highlighter leaves plain: a class of its own, so the theme can colour it without a rule on {@code .text}. */
    public static final String TOKEN_PLAIN = "tok-plain";

    public static final String BAR = "version-bar";
    public static final String BAR_OPEN = "version-bar-open";
    public static final String BAR_OPEN_LONG = "version-bar-open-long";
    public static final String OPEN_FADE = "timeline-open-fade";
    public static final String BAR_LATE = "version-bar-late";
    public static final String BAR_SELECTED = "version-bar-selected";
    public static final String GAP = "version-gap";
    public static final String AS_OF_LINE = "as-of-line";
    public static final String KEY_LABEL = "timeline-key";
    public static final String DIFF_MISSING = "diff-missing";
    public static final String DIFF_UNEXPECTED = "diff-unexpected";
    public static final String MD_DOCUMENT = "md-document";
    public static final String MD_H1 = "md-h1";
    public static final String MD_H2 = "md-h2";
    public static final String MD_H3 = "md-h3";
    public static final String MD_TEXT = "md-text";
    public static final String MD_TEXT_RUN = "md-run";
    public static final String MD_STRONG = "md-strong";
    public static final String MD_EMPHASIS = "md-emphasis";
    public static final String MD_CODE = "md-code";
    public static final String MD_CODE_BLOCK = "md-code-block";
    public static final String MD_LINK = "md-link";
    public static final String MD_MARKER = "md-marker";
    public static final String MD_QUOTE = "md-quote";
    public static final String MD_TABLE = "md-table";
    public static final String MD_TABLE_HEAD = "md-table-head";
    public static final String MD_TABLE_CELL = "md-table-cell";
    public static final String CHIP = "chip";
    /** A lesson card's "completed" or "visited". */
    public static final String LESSON_MARK = "lesson-mark";
    /** A glossary word in a lesson, explained on hover. */
    public static final String GLOSSARY_TERM = "glossary-term";

    public static final String CHIP_LEVEL = "chip-level";
    public static final String LESSON_CARD = "lesson-card";
    public static final String LESSON_CARD_TITLE = "lesson-card-title";
    public static final String LESSON_STORY = "lesson-story";
    public static final String PAGE_TITLE = "page-title";
    public static final String PAGE_SUBTITLE = "page-subtitle";
    public static final String TOUR_CARD = "tour-card";
    public static final String TOUR_DIM = "tour-dim";
    public static final String TOUR_FRAME = "tour-frame";
    public static final String COMPARE_CARD = "compare-card";
    public static final String PRACTICE_RIGHT = "practice-right";
    public static final String PRACTICE_WRONG = "practice-wrong";
    /** An option marked right or wrong after Check: coloured, in the font it was laid out in. */
    public static final String PRACTICE_RIGHT_OPTION = "practice-right-option";
    /** The practice pane's Check, Show in the preview and Next, under the page. */
    public static final String PRACTICE_BUTTONS = "practice-buttons";

    public static final String PRACTICE_WRONG_OPTION = "practice-wrong-option";
    public static final String PRACTICE_COVER = "practice-cover";
    /** Rows and flow code inside a question, in a fixed-width font, every line shown. */
    public static final String QUESTION_CODE = "question-code";
    /** Rows a question asks to choose among, under their header. */
    public static final String QUESTION_TABLE = "question-table";
    /** The sideways scroller around a question's table or code: no frame of its own. */
    public static final String QUESTION_SCROLL = "question-scroll";

    private Styles() {}

    // The views' own classes, named once here so a stylesheet rule and its node cannot drift apart.
    public static final String SHEET = "sheet";
    public static final String BUTTON_ICON = "button-icon";
    public static final String CONDITION_EDITOR = "condition-editor";
    public static final String FLOW_GROUP = "flow-group";
    /** A design-check finding; with {@code finding-error}, {@code finding-warning} or {@code finding-info} beside it. */
    public static final String FINDING = "finding";

    public static final String FINDING_HEAD = "finding-head";
    public static final String CODE_AREA_EXPORT = "code-area-export";
    public static final String LINE_NUMBER = "line-number";
    public static final String LINE_NUMBER_GUTTER = "line-number-gutter";
    public static final String FLOW_CODE_INPUT = "flow-code-input";
    public static final String OPENING_MESSAGE = "opening-message";
    public static final String HOME_VIEW = "home-view";
    public static final String ACCENT = "accent";
    public static final String TIMELINE_CHART = "timeline-chart";
    public static final String SQL_TEXT = "sql-text";
    public static final String TIMELINE_TICKMARK = "timeline-tickmark";
    public static final String TIMELINE_TICK = "timeline-tick";
    public static final String TIMELINE_KEY_DELETED = "timeline-key-deleted";
    public static final String VERSION_DELETED_END = "version-deleted-end";
    public static final String FLAT = "flat";
    public static final String RUN_PROGRESS = "run-progress";
    public static final String VERDICT_BADGE = "verdict-badge";
    public static final String RUN_VERDICT = "run-verdict";
    public static final String LESSON_PANE = "lesson-pane";
    public static final String LESSON_FOOTER = "lesson-footer";
    public static final String EDGE_TO_EDGE = "edge-to-edge";
    public static final String SMALL = "small";
    public static final String PREVIEW_PANE = "preview-pane";
    public static final String LEGEND = "legend";
    public static final String LEGEND_ITEM = "legend-item";

    /**
     * Puts {@code style} on or takes it off, touching the list only when that changes it: any change to a node's style
     * classes makes JavaFX style it and its children from scratch, which a table row's step should not pay for.
     */
    public static void mark(List<String> styleClasses, String style, boolean on) {
        if (on != styleClasses.contains(style)) {
            if (on) {
                styleClasses.add(style);
            } else {
                styleClasses.remove(style);
            }
        }
    }

    /** A feed row's operation, by its word: {@code op-upsert}, {@code op-delete}, {@code op-truncate}. */
    public static String operation(String word) {
        return "op-" + word;
    }

    /** A highlighted token of code or a condition, by its kind: {@code tok-keyword}, {@code tok-string}, … */
    /** A finding's class by its severity's word: {@code finding-error}, {@code finding-warning}, {@code finding-info}. */
    public static String finding(String severity) {
        return FINDING + "-" + severity;
    }

    public static String token(String kind) {
        return "tok-" + kind;
    }

    /** A run verdict's badge, by the verdict's name in lower case: {@code verdict-ready}, {@code verdict-agrees}, … */
    public static String verdict(String name) {
        return "verdict-" + name;
    }

    /** Whether a style class is a verdict's badge, to take the last verdict's off. */
    public static boolean isVerdict(String styleClass) {
        return styleClass.startsWith(verdict(""));
    }
}
