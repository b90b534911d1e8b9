package io.scdstudio.ui.tour;

import io.scdstudio.ui.FeatureTab;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;

/**
 * A tour being taken: its steps, the one shown, and how it ends. Finishing or skipping calls {@code onEnd}, which
 * the window uses to remember that the tour was seen.
 */
public final class TourViewModel {
    private final IntegerProperty index = new SimpleIntegerProperty(-1);
    private final BooleanProperty running = new SimpleBooleanProperty();
    private List<TourStep> steps = List.of();
    private Runnable onEnd = () -> {};
    private boolean withHistory;

    /**
     * @param showEvent moves the preview to the event a step wants shown
     * @param showTab   brings forward the feature tab a step's control lives on
     */
    public TourViewModel(IntConsumer showEvent, Consumer<FeatureTab> showTab) {
        this(showEvent, showTab, history -> {});
    }

    /**
     * @param history told {@code true} when a step that needs history (SCD type 2) is reached, and {@code false} when
     *     the tour leaves it, so the window can store the design as SCD type 2 for that step alone
     */
    public TourViewModel(IntConsumer showEvent, Consumer<FeatureTab> showTab, Consumer<Boolean> history) {
        index.addListener((o, was, now) -> {
            boolean wanted = current().map(TourStep::needsHistory).orElse(false);
            if (wanted != withHistory) {
                withHistory = wanted;
                history.accept(wanted);
            }
            current().ifPresent(s -> {
                s.tab().ifPresent(showTab);
                if (s.event() > 0) {
                    showEvent.accept(s.event());
                }
            });
        });
    }

    /** Starts a tour from its first step; one already running starts over. */
    public void start(List<TourStep> tour, Runnable whenEnded) {
        running.set(false);
        index.set(-1);
        steps = List.copyOf(tour);
        onEnd = whenEnded;
        if (steps.isEmpty()) {
            return;
        }
        running.set(true);
        index.set(0);
    }

    public void next() {
        if (!running.get()) {
            return;
        }
        if (index.get() + 1 >= steps.size()) {
            end();
        } else {
            index.set(index.get() + 1);
        }
    }

    public void back() {
        if (running.get() && index.get() > 0) {
            index.set(index.get() - 1);
        }
    }

    public void skip() {
        if (running.get()) {
            end();
        }
    }

    private void end() {
        running.set(false);
        index.set(-1);
        onEnd.run();
    }

    public Optional<TourStep> current() {
        int at = index.get();
        return running.get() && at >= 0 && at < steps.size() ? Optional.of(steps.get(at)) : Optional.empty();
    }

    public int size() {
        return steps.size();
    }

    public boolean isLast() {
        return running.get() && index.get() == steps.size() - 1;
    }

    public ReadOnlyIntegerProperty indexProperty() {
        return index;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running;
    }
}
