package io.scdstudio.ui;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;

/**
 * The done and undone edits. Executing a new edit clears the redo side, as in every editor. The history is bounded:
 * at most {@link #MAX_EDITS} edits, and of those at most {@link #MAX_FEED_EDITS} that re-read the feed, since each
 * such edit keeps a whole copy of the feed (a million events) alive; the oldest edits go first.
 */
public final class UndoStack {
    public static final int MAX_EDITS = 200;
    public static final int MAX_FEED_EDITS = 5;
    private final Deque<EditCommand> done = new ArrayDeque<>();
    private final Deque<EditCommand> undone = new ArrayDeque<>();
    private boolean sealed;

    /** Records an edit that was just applied; a text edit may merge into the previous one. */
    public void push(EditCommand command, boolean textSetting) {
        undone.clear();
        EditCommand last = done.peek();
        if (last != null && !sealed && last.mergesWith(command, textSetting)) {
            done.pop();
            done.push(last.mergedWith(command));
        } else {
            done.push(command);
        }
        sealed = false;
        while (done.size() > MAX_EDITS || feedEdits() > MAX_FEED_EDITS) {
            done.removeLast();
        }
    }

    private long feedEdits() {
        return done.stream().filter(c -> c.before().feed() != c.after().feed()).count();
    }

    /** How many edits Undo can take back. */
    public int undoDepth() {
        return done.size();
    }

    /** Ends the current run of typing: the next text edit starts a new command (called when a field loses focus). */
    public void seal() {
        sealed = true;
    }

    public Optional<EditCommand> undo() {
        EditCommand c = done.poll();
        if (c != null) {
            undone.push(c);
        }
        sealed = true;
        return Optional.ofNullable(c);
    }

    public Optional<EditCommand> redo() {
        EditCommand c = undone.poll();
        if (c != null) {
            done.push(c);
        }
        return Optional.ofNullable(c);
    }

    public boolean canUndo() {
        return !done.isEmpty();
    }

    public boolean canRedo() {
        return !undone.isEmpty();
    }

    public void clear() {
        done.clear();
        undone.clear();
    }
}
