package io.scdstudio.feed;

import io.scdstudio.model.CdcFlowSettings;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * The first design a feed format suggests (keys, sequence, delete and truncate conditions, columns kept out of
 * the target), with one sentence of why for each choice, so the user can judge and edit it.
 */
public record Preset(CdcFlowSettings flow, List<Choice> reasons) {
    public Preset {
        Objects.requireNonNull(flow, "flow");
        reasons = List.copyOf(reasons);
    }

    /**
     * The name that says it is an id, as every guess of a key takes it (a format's preset, a bare feed's first guess):
     * {@code id} itself, else the first name ending in {@code id}.
     */
    public static Optional<String> idLike(List<String> names) {
        return names.stream()
                .filter(n -> n.equalsIgnoreCase("id"))
                .findFirst()
                .or(() -> names.stream()
                        .filter(n -> n.toLowerCase(Locale.ROOT).endsWith("id"))
                        .findFirst());
    }

    /** One choice: the parameter it sets (its Python name), and why. */
    public record Choice(String setting, String why) {
        public Choice {
            Objects.requireNonNull(setting, "setting");
            Objects.requireNonNull(why, "why");
        }

        @Override
        public String toString() {
            return setting + ": " + why;
        }
    }
}
