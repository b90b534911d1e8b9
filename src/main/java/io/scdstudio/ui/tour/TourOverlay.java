package io.scdstudio.ui.tour;

import io.scdstudio.ui.OnlyInSight;
import io.scdstudio.ui.Styles;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.application.Platform;
import javafx.beans.InvalidationListener;
import javafx.beans.binding.Bindings;
import javafx.event.EventHandler;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Rectangle;
import javafx.scene.shape.Shape;

/**
 * The tour drawn over the window: everything dimmed but the control the step explains, a frame around that
 * control, and a card with the step's text and Skip / Back / Next. The dimmed window takes no clicks, only the
 * control the step frames does, so a learner can press the very button the tour points at: a click let through to
 * Next lesson opened another design under a tour that went on explaining the users example's events.
 */
public final class TourOverlay extends Pane {
    private static final double CARD_WIDTH = 340;
    private static final double GAP = 12;
    private static final double NARROWEST_CARD = 230;
    private final TourViewModel vm;
    private final VBox card = new VBox(8);
    private final Label place = new Label();
    private final Label title = new Label();
    private final Label text = new Label();
    private final Rectangle frame = new Rectangle();
    private Shape dim = new Rectangle();
    /**
     * A watched control that moves is followed after the event that moved it: placing the card styles it
     * ({@code cardHeight}), which may style and move a watched control again, and following at once recursed
     * without end (a stack overflow when a lesson opened from the tour's timeline step).
     */
    private final InvalidationListener follow = o -> placeSoon();

    private boolean placeQueued;
    private boolean placing;
    private final List<Node> watched = new ArrayList<>();

    /**
     * The keyboard's way past the dim: Ctrl+Shift+L opened the next lesson under a tour that went on explaining the
     * users example. Shortcuts (Next lesson, Open, Undo) are held back while the tour runs; Skip tour gives them back.
     */
    private final EventHandler<KeyEvent> heldShortcuts = this::holdShortcut;

    public TourOverlay(TourViewModel vm) {
        this.vm = vm;
        setId("tourOverlay");
        setPickOnBounds(false);
        visibleProperty().bind(vm.runningProperty());
        managedProperty().bind(vm.runningProperty());
        frame.getStyleClass().add(Styles.TOUR_FRAME);
        frame.setMouseTransparent(true);
        frame.setArcWidth(10);
        frame.setArcHeight(10);
        buildCard();
        getChildren().setAll(dim, frame, card);
        vm.indexProperty().addListener((o, was, now) -> showStep());
        vm.runningProperty().addListener((o, was, now) -> {
            if (!now) {
                unwatch();
            }
        });
        widthProperty().addListener((o, was, now) -> place());
        heightProperty().addListener((o, was, now) -> place());
        sceneProperty().addListener((o, was, now) -> {
            if (was != null) {
                was.removeEventFilter(KeyEvent.KEY_PRESSED, heldShortcuts);
            }
            if (now != null) {
                now.addEventFilter(KeyEvent.KEY_PRESSED, heldShortcuts);
            }
        });
    }

    private void holdShortcut(KeyEvent e) {
        if (vm.runningProperty().get() && e.isShortcutDown()) {
            e.consume();
        }
    }

    private void buildCard() {
        card.setId("tourCard");
        card.getStyleClass().add(Styles.TOUR_CARD);
        card.setPadding(new Insets(14));
        card.setPrefWidth(CARD_WIDTH);
        card.setMaxWidth(CARD_WIDTH);
        card.setManaged(false); // placed by hand beside the control it explains
        place.setId("tourPlace");
        place.getStyleClass().add(Styles.HINT_TEXT);
        title.setId("tourTitle");
        title.getStyleClass().add(Styles.PAGE_SUBTITLE);
        text.setId("tourText");
        text.setWrapText(true);
        text.getStyleClass().add(Styles.EXPLANATION);
        Button skip = new Button("Skip tour");
        skip.setId("tourSkip");
        skip.getStyleClass().add(Styles.FLAT);
        skip.setOnAction(e -> vm.skip());
        Button back = new Button("Back");
        back.setId("tourBack");
        back.disableProperty().bind(vm.indexProperty().lessThanOrEqualTo(0));
        back.setOnAction(e -> vm.back());
        Button next = new Button();
        next.setId("tourNext");
        next.getStyleClass().add(Styles.ACCENT);
        next.textProperty().bind(Bindings.createStringBinding(() -> vm.isLast() ? "Done" : "Next", vm.indexProperty()));
        next.setOnAction(e -> vm.next());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox buttons = new HBox(6, skip, gap, back, next);
        buttons.setAlignment(Pos.CENTER_LEFT);
        card.getChildren().setAll(place, title, text, buttons);
    }

    private void showStep() {
        Optional<TourStep> step = vm.current();
        if (step.isEmpty()) {
            return;
        }
        place.setText("Step " + (vm.indexProperty().get() + 1) + " of " + vm.size());
        title.setText(step.get().title());
        text.setText(step.get().text());
        watch(step.get());
        place();
        // The tab just brought forward lays its controls out on the next pulse: place again once it has.
        Platform.runLater(this::place);
    }

    /**
     * Follows the step's control and the ones it keeps in sight when they move or resize (a divider dragged, a pane
     * added beside it, a tab's content laid out for the first time when the tab is brought forward).
     */
    private void watch(TourStep step) {
        unwatch();
        if (getScene() == null) {
            return;
        }
        List<String> ids = new ArrayList<>(step.keptInSight());
        ids.add(step.targetId());
        for (String id : ids) {
            Node n = getScene().lookup("#" + id);
            if (n != null) {
                n.boundsInLocalProperty().addListener(follow);
                n.localToSceneTransformProperty().addListener(follow);
                watched.add(n);
            }
        }
    }

    private void unwatch() {
        for (Node n : watched) {
            n.boundsInLocalProperty().removeListener(follow);
            n.localToSceneTransformProperty().removeListener(follow);
        }
        watched.clear();
    }

    /** Where the controls the step talks about are, in this overlay's coordinates; hidden ones are left out. */
    private List<Bounds> keptInSight(TourStep step) {
        List<Bounds> out = new ArrayList<>();
        for (String id : step.keptInSight()) {
            Node n = getScene().lookup("#" + id);
            if (n != null && OnlyInSight.seen(n)) {
                out.add(sceneToLocal(n.localToScene(n.getBoundsInLocal())));
            }
        }
        return out;
    }

    /** Frames the step's control and puts the card beside it, inside the window. */
    private void placeSoon() {
        if (!placeQueued) {
            placeQueued = true;
            Platform.runLater(() -> {
                placeQueued = false;
                place();
            });
        }
    }

    private void place() {
        if (placing) {
            return;
        }
        placing = true;
        try {
            placeNow();
        } finally {
            placing = false;
        }
    }

    private void placeNow() {
        Optional<TourStep> step = vm.current();
        if (step.isEmpty() || getScene() == null || getWidth() <= 0) {
            return;
        }
        double w = getWidth();
        double h = getHeight();
        Node target = getScene().lookup("#" + step.get().targetId());
        Bounds hole = target != null && OnlyInSight.seen(target)
                ? sceneToLocal(target.localToScene(target.getBoundsInLocal()))
                : null;
        Rectangle all = new Rectangle(0, 0, w, h);
        if (hole != null) {
            double x = Math.max(2, hole.getMinX() - 4);
            double y = Math.max(2, hole.getMinY() - 4);
            double fw = Math.min(w - 2, hole.getMaxX() + 4) - x;
            double fh = Math.min(h - 2, hole.getMaxY() + 4) - y;
            frame.setX(x);
            frame.setY(y);
            frame.setWidth(fw);
            frame.setHeight(fh);
            frame.setVisible(true);
            Rectangle cut = new Rectangle(x, y, fw, fh);
            cut.setArcWidth(10);
            cut.setArcHeight(10);
            dim = Shape.subtract(all, cut);
        } else {
            frame.setVisible(false);
            dim = all;
        }
        dim.getStyleClass().add(Styles.TOUR_DIM);
        // Picked by its shape, hole excluded: a press on the dimmed part stops here and reaches nothing beneath.
        dim.setPickOnBounds(false);
        dim.addEventHandler(javafx.scene.input.MouseEvent.ANY, javafx.event.Event::consume);
        dim.addEventHandler(javafx.scene.input.ScrollEvent.ANY, javafx.event.Event::consume);
        getChildren().set(0, dim);
        placeCard(hole, keptInSight(step.get()), w, h);
    }

    /**
     * Beside the control (below, above, right or left of it), or beside what the step talks about, wherever the card
     * covers the least of both: a card that hid the rows or the chart it explained taught nothing.
     */
    private void placeCard(Bounds hole, List<Bounds> kept, double w, double h) {
        double cw = Math.min(CARD_WIDTH, w - 16);
        if (hole == null) {
            double ch = cardHeight(cw);
            card.resizeRelocate((w - cw) / 2, (h - ch) / 2, cw, ch);
            return;
        }
        List<Bounds> around = new ArrayList<>();
        around.add(hole);
        around.addAll(kept);
        Bounds best = null;
        double bestCover = Double.MAX_VALUE;
        for (Bounds region : around) {
            for (Bounds spot : spotsBeside(region, hole, cw, w, h)) {
                double cover = overlap(spot, hole) * 4;
                for (Bounds k : kept) {
                    cover += overlap(spot, k);
                }
                if (cover < bestCover - 0.5) {
                    best = spot;
                    bestCover = cover;
                }
            }
        }
        card.resizeRelocate(best.getMinX(), best.getMinY(), best.getWidth(), best.getHeight());
    }

    /** Where the card could stand beside {@code region}, lined up with the control, each inside the window. */
    private List<Bounds> spotsBeside(Bounds region, Bounds hole, double cw, double w, double h) {
        List<Bounds> spots = new ArrayList<>();
        double ch = cardHeight(cw);
        spots.add(inside(hole.getMinX(), region.getMaxY() + GAP, cw, ch, w, h));
        spots.add(inside(hole.getMinX(), region.getMinY() - GAP - ch, cw, ch, w, h));
        double right = w - region.getMaxX() - GAP - 8;
        double left = region.getMinX() - GAP - 8;
        if (right >= NARROWEST_CARD) {
            double rw = Math.min(cw, right);
            spots.add(inside(region.getMaxX() + GAP, hole.getMinY(), rw, cardHeight(rw), w, h));
        }
        if (left >= NARROWEST_CARD) {
            double lw = Math.min(cw, left);
            spots.add(inside(region.getMinX() - GAP - lw, hole.getMinY(), lw, cardHeight(lw), w, h));
        }
        return spots;
    }

    private static Bounds inside(double x, double y, double cw, double ch, double w, double h) {
        return new BoundingBox(clamp(x, 8, w - cw - 8), clamp(y, 8, h - ch - 8), cw, ch);
    }

    private static double overlap(Bounds a, Bounds b) {
        double ow = Math.min(a.getMaxX(), b.getMaxX()) - Math.max(a.getMinX(), b.getMinX());
        double oh = Math.min(a.getMaxY(), b.getMaxY()) - Math.max(a.getMinY(), b.getMinY());
        return ow <= 0 || oh <= 0 ? 0 : ow * oh;
    }

    private double cardHeight(double width) {
        card.setPrefWidth(width);
        card.applyCss();
        return card.prefHeight(width);
    }

    private static double clamp(double v, double lo, double hi) {
        return Math.max(lo, Math.min(v, Math.max(lo, hi)));
    }
}
