package io.scdstudio.ui;

import io.scdstudio.model.FlowSettings;
import java.util.Objects;

/**
 * One undoable edit of the flow: what it is called in the Edit menu, the flow before and after, and the
 * setting it edits. Consecutive edits of one text setting merge into one command, so Undo takes back a typed
 * word rather than a letter.
 */
public record EditCommand(String description, String setting, FlowSettings before, FlowSettings after) {
    public EditCommand {
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(setting, "setting");
        Objects.requireNonNull(before, "before");
        Objects.requireNonNull(after, "after");
    }

    /** Whether {@code next} continues typing in the same text setting and can merge into this command. */
    public boolean mergesWith(EditCommand next, boolean textSetting) {
        return textSetting && setting.equals(next.setting) && after.equals(next.before);
    }

    public EditCommand mergedWith(EditCommand next) {
        return new EditCommand(description, setting, before, next.after);
    }
}
