package io.scdstudio.ui.preview;

import io.scdstudio.ui.Icons;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.util.Duration;
import org.kordamp.ikonli.feather.Feather;

/** First / back / play / forward / last, a slider over the events, and "jump to batch N". */
final class StepBar extends HBox {
    private static final double MIN_SLIDER = 60;
    private static final double WIDE_SLIDER = 140;
    private final PreviewViewModel vm;
    private final Timeline player = new Timeline(new KeyFrame(Duration.millis(600), e -> playStep()));
    private final Button play = button("playButton", "Play", "Play through the events");
    private final HBox batchJump;
    private final TextField batch = new TextField();

    StepBar(PreviewViewModel vm) {
        super(6);
        this.vm = vm;
        setId("stepBar");
        player.setCycleCount(Timeline.INDEFINITE);
        setAlignment(Pos.CENTER_LEFT);
        Button first = Icons.on(button("firstButton", "", "First: before any event (Alt+Home)"), Feather.SKIP_BACK);
        Button back = Icons.on(button("backButton", "", "Back one event (Alt+Left)"), Feather.CHEVRON_LEFT);
        Button forward = Icons.on(button("forwardButton", "", "Forward one event (Alt+Right)"), Feather.CHEVRON_RIGHT);
        Button last = Icons.on(button("lastButton", "", "Last: after every event (Alt+End)"), Feather.SKIP_FORWARD);
        Icons.on(play, Feather.PLAY);
        first.setOnAction(e -> vm.first());
        back.setOnAction(e -> vm.back());
        forward.setOnAction(e -> vm.forward());
        last.setOnAction(e -> vm.last());
        play.setOnAction(e -> togglePlay());
        batchJump = batchJump();
        getChildren().addAll(first, back, play, forward, last, slider(), batchJump);
    }

    /** "Batch N Go": the part of the bar that moves to the row below when the pane is too narrow for it. */
    HBox batchJumpBox() {
        return batchJump;
    }

    /** The width the bar needs to hold its buttons, a usable slider and the batch jump on one line. */
    double widthForOneLine() {
        return widthWithoutBatchJump() + WIDE_SLIDER - MIN_SLIDER + batchJump.prefWidth(-1) + getSpacing();
    }

    /** The width of the buttons and a usable slider: the narrowest the bar can be. */
    double widthWithoutBatchJump() {
        double buttons = 0;
        for (Node n : getChildren()) {
            if (n instanceof Button) {
                buttons += n.prefWidth(-1);
            }
        }
        return buttons + MIN_SLIDER + getSpacing() * 6 + snappedLeftInset() + snappedRightInset();
    }

    private Slider slider() {
        Slider slider = new Slider(0, 0, 0);
        slider.setId("eventSlider");
        slider.setBlockIncrement(1);
        slider.setMajorTickUnit(1);
        slider.setSnapToTicks(true);
        HBox.setHgrow(slider, Priority.ALWAYS);
        slider.setMaxWidth(Double.MAX_VALUE);
        boolean[] following = {false};
        slider.valueProperty().addListener((o, was, now) -> {
            int n = (int) Math.round(now.doubleValue());
            // Against the target, not the shown position: dragging back to where a pending jump started must count.
            if (!following[0] && n != vm.targetPosition()) {
                vm.moveTo(n);
            }
        });
        // The slider follows the preview without moving it: a shorter run clamps the slider's value to its new end,
        // which, taken as the user's move, once sent a lesson opened at its first event to the last one.
        Runnable follow = () -> {
            following[0] = true;
            try {
                slider.setMax(vm.eventCountProperty().get());
                slider.setValue(vm.appliedProperty().get());
            } finally {
                following[0] = false;
            }
        };
        vm.eventCountProperty().addListener((o, was, now) -> follow.run());
        vm.appliedProperty().addListener((o, was, now) -> follow.run());
        follow.run();
        return slider;
    }

    /** Another design's batches are not this one's: the number typed for the last design goes. */
    void forgetBatch() {
        batch.clear();
    }

    private HBox batchJump() {
        batch.setId("batchField");
        batch.setPrefColumnCount(4);
        batch.setPromptText("N");
        Button go = button("jumpBatchButton", "Go", "Show the target after batch N");
        Runnable jump = () -> {
            try {
                vm.jumpToBatch(Integer.parseInt(batch.getText().trim()));
            } catch (NumberFormatException ex) {
                batch.selectAll();
            }
        };
        go.setOnAction(e -> jump.run());
        batch.setOnAction(e -> jump.run());
        Label label = new Label("Batch");
        label.setMinWidth(Region.USE_PREF_SIZE);
        batch.setMinWidth(Region.USE_PREF_SIZE);
        HBox box = new HBox(4, label, batch, go);
        box.setId("batchJump");
        box.setMinWidth(Region.USE_PREF_SIZE);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    private void togglePlay() {
        if (player.getStatus() == Timeline.Status.RUNNING) {
            stop();
            return;
        }
        if (vm.atEnd()) {
            vm.first();
        }
        play.setText("Pause");
        play.setGraphic(Icons.of(Feather.PAUSE));
        player.play();
    }

    private void playStep() {
        vm.forward();
        if (vm.atEnd()) {
            stop();
        }
    }

    private void stop() {
        player.stop();
        play.setText("Play");
        play.setGraphic(Icons.of(Feather.PLAY));
    }

    private static Button button(String id, String text, String tip) {
        Button b = new Button(text);
        b.setId(id);
        b.setTooltip(new Tooltip(tip));
        // In a narrow pane (a lesson open beside it) the slider gives way, never the buttons' labels.
        b.setMinWidth(Region.USE_PREF_SIZE);
        return b;
    }
}
