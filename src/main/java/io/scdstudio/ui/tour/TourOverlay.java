package io.scdstudio.ui.tour;

import io.scdstudio.ui.Styles;
import java.util.Optional;
import javafx.application.Platform;
import javafx.beans.InvalidationListener;
import javafx.beans.binding.Bindings;
import javafx.geometry.Bounds;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Rectangle;
import javafx.scene.shape.Shape;

/**
 * The tour drawn over the window: everything dimmed but the control the step explains, a frame around that
 * control, and a card with the step's text and Skip / Back / Next. Only the card takes clicks: the dimmed window
 * stays usable, so a learner can press the very button the tour points at.
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
    private final InvalidationListener follow = o -> place();
    private Node watched;

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
        skip.getStyleClass().add("flat");
        skip.setOnAction(e -> vm.skip());
        Button back = new Button("Back");
        back.setId("tourBack");
        back.disableProperty().bind(vm.indexProperty().lessThanOrEqualTo(0));
        back.setOnAction(e -> vm.back());
        Button next = new Button();
        next.setId("tourNext");
        next.getStyleClass().add("accent");
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

    /** Follows the step's control when it moves or resizes (a divider dragged, a pane added beside it). */
    private void watch(TourStep step) {
        unwatch();
        watched = getScene() == null ? null : getScene().lookup("#" + step.targetId());
        if (watched != null) {
            watched.boundsInLocalProperty().addListener(follow);
            watched.localToSceneTransformProperty().addListener(follow);
        }
    }

    private void unwatch() {
        if (watched != null) {
            watched.boundsInLocalProperty().removeListener(follow);
            watched.localToSceneTransformProperty().removeListener(follow);
            watched = null;
        }
    }

    /** Whether the node and every parent of it are visible: a control on a hidden view cannot be pointed at. */
    private static boolean shownOnScreen(Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible()) {
                return false;
            }
        }
        return n.getScene() != null;
    }

    /** Frames the step's control and puts the card beside it, inside the window. */
    private void place() {
        Optional<TourStep> step = vm.current();
        if (step.isEmpty() || getScene() == null || getWidth() <= 0) {
            return;
        }
        double w = getWidth();
        double h = getHeight();
        Node target = getScene().lookup("#" + step.get().targetId());
        Bounds hole = target != null && shownOnScreen(target)
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
        dim.setMouseTransparent(true);
        getChildren().set(0, dim);
        placeCard(hole, w, h);
    }

    /**
     * Below the control, else above it, else beside it (narrower, down to {@link #NARROWEST_CARD}, where the space
     * there asks for it: a card over a big pane such as the timeline hid what it explained), else where it fits.
     */
    private void placeCard(Bounds hole, double w, double h) {
        double cw = Math.min(CARD_WIDTH, w - 16);
        double ch = cardHeight(cw);
        double x;
        double y;
        double right = hole == null ? 0 : w - hole.getMaxX() - GAP - 8;
        double left = hole == null ? 0 : hole.getMinX() - GAP - 8;
        if (hole == null) {
            x = (w - cw) / 2;
            y = (h - ch) / 2;
        } else if (hole.getMaxY() + GAP + ch + 8 <= h) {
            x = hole.getMinX();
            y = hole.getMaxY() + GAP;
        } else if (hole.getMinY() - GAP - ch >= 8) {
            x = hole.getMinX();
            y = hole.getMinY() - GAP - ch;
        } else if (Math.max(right, left) >= NARROWEST_CARD) {
            boolean onRight = right >= Math.min(cw, NARROWEST_CARD) && right >= left || left < NARROWEST_CARD;
            cw = Math.min(cw, onRight ? right : left);
            ch = cardHeight(cw);
            x = onRight ? hole.getMaxX() + GAP : hole.getMinX() - GAP - cw;
            y = hole.getMinY();
        } else {
            x = hole.getMinX() - GAP - cw;
            y = hole.getMinY();
        }
        card.resizeRelocate(clamp(x, 8, w - cw - 8), clamp(y, 8, h - ch - 8), cw, ch);
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
