package io.scdstudio.lesson;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/** How far along a learner should be for a lesson. */
public enum Level {
    FIRST_STEPS("first steps"),
    EXAM("exam"),
    EDGE_CASE("edge case");

    private final String words;

    Level(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }

    public static Optional<Level> parse(String text) {
        String wanted = text == null
                ? ""
                : text.trim().toLowerCase(Locale.ROOT).replace('-', ' ').replace('_', ' ');
        return Arrays.stream(values()).filter(l -> l.words.equals(wanted)).findFirst();
    }

    public static String vocabulary() {
        return Arrays.stream(values()).map(l -> "'" + l.words + "'").collect(Collectors.joining(", "));
    }
}
