package io.scdstudio.ui.run;

import io.scdstudio.ui.Styles;
import java.util.Locale;

/** How the Run pane's last run stands, which its verdict shows as a coloured badge beside the words. */
public enum RunVerdict {
    READY("Ready"),
    RUNNING("Running"),
    AGREES("Equal"),
    DIFFERS("Differs"),
    FAILED("Failed"),
    CANCELLED("Cancelled");

    private final String badge;

    RunVerdict(String badge) {
        this.badge = badge;
    }

    /** The badge's word. */
    public String badge() {
        return badge;
    }

    /** The badge's style class: verdict-ready, verdict-agrees, … */
    public String styleClass() {
        return Styles.verdict(name().toLowerCase(Locale.ROOT));
    }
}
