package io.scdstudio.ui.timeline;

import javafx.beans.binding.Bindings;
import javafx.scene.control.Label;

/** Says which point the as-of table stands at, not only inside the SQL, and whether there is another to drag to. */
final class AsOfCaption {
    private AsOfCaption() {}

    static Label of(TimelineViewModel vm) {
        Label caption = new Label();
        caption.setId("asOfCaption");
        caption.setWrapText(true);
        caption.textProperty().bind(Bindings.createStringBinding(() -> text(vm), vm.asOfProperty(), vm.axisProperty()));
        return caption;
    }

    private static String text(TimelineViewModel vm) {
        SequenceAxis axis = vm.axisProperty().get();
        if (axis.size() == 0) {
            return "As of: drag the slider to see the table at any point";
        }
        return "As of " + axis.label(Math.min(vm.asOfProperty().get(), axis.size() - 1))
                + (axis.size() > 1 ? " (drag the slider)" : "")
                + ": the table as it stood then";
    }
}
