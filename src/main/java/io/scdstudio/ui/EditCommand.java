package io.scdstudio.ui;

import io.scdstudio.model.Feed;
import io.scdstudio.model.FlowSettings;
import java.util.Objects;

/**
 * One undoable edit of the design: what it is called in the Edit menu, the design's flow and feed before and
 * after, and the setting it edits. Consecutive edits of one text setting merge into one command, so Undo takes
 * back a typed word rather than a letter.
 */
public record EditCommand(String description, String setting, State before, State after) {
    public EditCommand {
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(setting, "setting");
        Objects.requireNonNull(before, "before");
        Objects.requireNonNull(after, "after");
    }

    /**
     * What an edit changes: the flow, or the feed (read again with other column types). Feeds are compared by
     * identity: an edit that re-reads the feed makes a new one, and comparing a million events to tell that
     * would cost more than the edit.
     */
    public record State(FlowSettings flow, Feed feed) {
        public State {
            Objects.requireNonNull(flow, "flow");
            Objects.requireNonNull(feed, "feed");
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof State s && flow.equals(s.flow) && feed == s.feed;
        }

        @Override
        public int hashCode() {
            return flow.hashCode() * 31 + System.identityHashCode(feed);
        }
    }

    /** Whether {@code next} continues typing in the same text setting and can merge into this command. */
    public boolean mergesWith(EditCommand next, boolean textSetting) {
        return textSetting && setting.equals(next.setting) && after.equals(next.before);
    }

    public EditCommand mergedWith(EditCommand next) {
        return new EditCommand(description, setting, before, next.after);
    }
}
