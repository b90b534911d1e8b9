package io.scdstudio.lesson;

import java.util.List;

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

    /** "name: meaning", as a tooltip shows it. */
    public String explained() {
        return String.join(" / ", names) + ": " + meaning;
    }
}
