package io.scdstudio.practice;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * The names flow code is written with: the new ones ({@code AUTO CDC INTO}, {@code dp.create_auto_cdc_flow}), the old
 * ones ({@code APPLY CHANGES INTO}, {@code dlt.apply_changes}) that exam guides still use, or either, as often.
 */
public enum ApiNames {
    EITHER("either"),
    AUTO_CDC("auto-cdc"),
    APPLY_CHANGES("apply-changes");

    private final String words;

    ApiNames(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }

    /** Reads the names as an exam profile writes them: {@code auto-cdc}, {@code apply-changes} or {@code either}. */
    public static Optional<ApiNames> parse(String text) {
        String wanted = text == null ? "" : text.trim().toLowerCase(Locale.ROOT).replace('_', '-');
        return Arrays.stream(values()).filter(n -> n.words.equals(wanted)).findFirst();
    }
}
