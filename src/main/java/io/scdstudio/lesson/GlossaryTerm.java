package io.scdstudio.lesson;

import java.util.List;
import java.util.regex.Pattern;

/**
 * One word of the glossary: its names (the first is how it is listed; the others are other names for the same thing,
 * such as {@code except_column_list} for the column selection), its section, and what it means, as plain text.
 */
public record GlossaryTerm(List<String> names, String section, String meaning) {
    public GlossaryTerm {
        names = List.copyOf(names);
    }

    public String name() {
        return names.get(0);
    }

    /** The names as whole words in any case, plurals too: "versions" is "version", "keys" is "key". */
    Pattern pattern() {
        StringBuilder any = new StringBuilder();
        for (String n : names) {
            any.append(any.length() == 0 ? "" : "|").append(Pattern.quote(n));
        }
        return Pattern.compile("(?<![\\w])(?:" + any + ")(?:s|es)?(?![\\w])", Pattern.CASE_INSENSITIVE);
    }

    /** "name: meaning", as a tooltip shows it. */
    public String explained() {
        return String.join(" / ", names) + ": " + meaning;
    }
}
