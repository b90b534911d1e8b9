package io.scdstudio.ui.timeline;

import io.scdstudio.ui.preview.PreviewViewModel;
import javafx.beans.binding.Bindings;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;

/**
 * Says which point the as-of table stands at, not only inside the SQL; where the preview stands, which the
 * Timeline did not show; and whether the marker follows the steps or stays where the learner left it. A reviewer
 * stepped on with the marker dragged back and saw nothing change, with no sign why.
 */
final class AsOfCaption {
    private AsOfCaption() {}

    static Label of(TimelineViewModel vm) {
        Label caption = new Label();
        caption.setId("asOfCaption");
        caption.setWrapText(true);
        // Two lines rather than one cut short: the chart above gives way.
        caption.setMinHeight(Region.USE_PREF_SIZE);
        PreviewViewModel preview = vm.preview();
        caption.textProperty()
                .bind(Bindings.createStringBinding(
                        () -> text(vm),
                        vm.asOfProperty(),
                        vm.axisProperty(),
                        vm.asOfRows(),
                        preview.appliedProperty(),
                        preview.eventCountProperty()));
        return caption;
    }

    static String text(TimelineViewModel vm) {
        SequenceAxis axis = vm.axisProperty().get();
        if (axis.size() == 0) {
            return "As of: drag the slider to see the table at any point";
        }
        int at = Math.min(vm.asOfProperty().get(), axis.size() - 1);
        String where = "event " + vm.preview().appliedProperty().get() + " of "
                + vm.preview().eventCountProperty().get();
        String asOf = "As of " + axis.label(at);
        int rows = vm.asOfRows().size();
        // "As it stood then" read as Delta's time travel; the table is today's history read at that point, which a
        // late event may have rewritten since.
        String table = (rows == 1 ? "1 version" : String.format("%,d versions", rows))
                + " current then, in the history as it stands now (not Delta's VERSION AS OF: a late event may have"
                + " rewritten it).";
        if (axis.size() == 1) {
            return asOf + " (after " + where + " in the preview): " + table;
        }
        return at == axis.size() - 1
                ? asOf + ", the latest point (after " + where + "): " + table + " Drag the slider to go back; at the"
                        + " right end it follows your steps."
                : asOf + ", where you left the marker (the preview is after " + where + "): " + table
                        + " It stays there as you step; drag it to the right end to follow.";
    }
}
