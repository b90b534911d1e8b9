package io.scdstudio.format;

import io.scdstudio.feed.Preset;
import io.scdstudio.model.Schema;
import java.util.List;
import java.util.function.Predicate;

/** Choices several presets share. */
final class Presets {
    private Presets() {}

    /**
     * A key for a format that does not carry one: {@code id}, else the first column whose name ends in "id",
     * else the first data column; said to be a guess.
     */
    static String guessKey(Schema schema, Predicate<String> metadata, List<Preset.Choice> why) {
        List<String> data = schema.names().stream().filter(metadata.negate()).toList();
        String key = Preset.idLike(data).orElse(data.isEmpty() ? schema.names().get(0) : data.get(0));
        why.add(new Preset.Choice(
                "keys",
                key + " is a guess: this format does not say which columns are the " + "primary key; set them"));
        return key;
    }
}
