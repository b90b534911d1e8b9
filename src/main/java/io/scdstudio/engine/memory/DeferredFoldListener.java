package io.scdstudio.engine.memory;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;

/**
 * Holds back what a thread of a parallel fold tells its listener, tagged with the position of the key it was
 * folding, so the warnings can be replayed in the order a sequential fold would have met them: the warnings
 * keep the first examples they meet, and a run must give the same warnings on one thread or many.
 */
final class DeferredFoldListener implements FoldDriver.FoldListener {
    private record Call(int position, Consumer<FoldDriver.FoldListener> call) {}

    private final List<Call> calls = new ArrayList<>();
    private int position;

    /** Forgets calls a failed run left behind. */
    void reset() {
        calls.clear();
    }

    /** The position, in the sequential order, of the key folded next. */
    void at(int keyPosition) {
        this.position = keyPosition;
    }

    @Override
    public void lostTie(KeyHistory h, Event loser, Event winner) {
        calls.add(new Call(position, l -> l.lostTie(h, loser, winner)));
    }

    @Override
    public void lateDeleteInsideClosedInterval(KeyHistory h, Event late, Event earlierDelete) {
        calls.add(new Call(position, l -> l.lateDeleteInsideClosedInterval(h, late, earlierDelete)));
    }

    /** Replays every part's calls into {@code target} by key position (a stable sort keeps each key's order). */
    static void replay(DeferredFoldListener[] parts, FoldDriver.FoldListener target) {
        List<Call> all = new ArrayList<>();
        for (DeferredFoldListener part : parts) {
            all.addAll(part.calls);
            part.calls.clear();
        }
        all.sort(Comparator.comparingInt(Call::position));
        for (Call c : all) {
            c.call().accept(target);
        }
    }
}
