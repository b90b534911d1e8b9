package io.scdstudio.practice;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeSet;

/**
 * How an answer is typed, and how it is read back to its canonical form (the form {@code --reveal} prints), so
 * that any way of writing the right answer (upper case, spaces, another order of a set) counts as right.
 */
public enum AnswerForm {
    /** One of the options, by its letter: {@code b}. */
    LETTER,
    /** Several of the numbered options, in any order: {@code 2,5}, or those rows typed out, separated by ';'. */
    NUMBERS,
    /** Each version's start and end, in order of start: {@code 2,5; 5,null}. */
    INTERVALS;

    /** The syntax the prompt shows, for a question with {@code options} options. */
    public String syntax(int options) {
        return switch (this) {
            case LETTER -> "one letter, a to " + (char) ('a' + options - 1) + ", such as b";
            case NUMBERS ->
                "the numbers of every row that applies, separated by commas, such as 2,5; or the rows "
                        + "themselves, each row's values separated by commas and the rows by ';'";
            case INTERVALS ->
                "each version as __START_AT,__END_AT in order of __START_AT, separated by ';', null for an open end,"
                        + " and each value as the tables write it, such as 2,5; 5,null or 2024-01-05 09:00:00,null";
        };
    }

    /** The answer in canonical form, or empty when it cannot be read. */
    public Optional<String> read(String answer, List<String> options) {
        String a = answer == null ? "" : answer.trim();
        return switch (this) {
            case LETTER ->
                a.length() == 1
                                && Character.toLowerCase(a.charAt(0)) >= 'a'
                                && Character.toLowerCase(a.charAt(0)) < 'a' + options.size()
                        ? Optional.of(a.toLowerCase(Locale.ROOT))
                        : Optional.empty();
            case NUMBERS -> numbers(a, options.size()).or(() -> typedRows(a, options));
            case INTERVALS -> intervals(a);
        };
    }

    /**
     * Rows typed out as the options write them, separated by ';', read as the options' numbers. A row that is not
     * among the options cannot be right; it reads as 0, so the answer is wrong rather than unreadable.
     */
    private static Optional<String> typedRows(String a, List<String> options) {
        if (!a.contains(",")) {
            return Optional.empty();
        }
        List<String> written = options.stream().map(AnswerForm::squeezed).toList();
        TreeSet<Integer> chosen = new TreeSet<>();
        for (String row : a.split(";")) {
            if (!row.isBlank()) {
                chosen.add(written.indexOf(squeezed(row)) + 1);
            }
        }
        return chosen.isEmpty()
                ? Optional.empty()
                : Optional.of(
                        String.join(",", chosen.stream().map(String::valueOf).toList()));
    }

    private static String squeezed(String row) {
        return row.trim().replaceAll("\\s*,\\s*", ",").replaceAll("(?i)(^|,)null(?=,|$)", "$1null");
    }

    private static Optional<String> numbers(String a, int options) {
        TreeSet<Integer> chosen = new TreeSet<>();
        for (String part : a.split("[,\\s]+")) {
            if (part.isEmpty()) {
                continue;
            }
            try {
                int n = Integer.parseInt(part);
                if (n < 1 || n > options) {
                    return Optional.empty();
                }
                chosen.add(n);
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
        }
        return chosen.isEmpty()
                ? Optional.empty()
                : Optional.of(
                        String.join(",", chosen.stream().map(String::valueOf).toList()));
    }

    private static Optional<String> intervals(String a) {
        List<String> out = new ArrayList<>();
        for (String pair : a.split(";")) {
            String[] ends = pair.split(",");
            if (ends.length != 2 || ends[0].isBlank() || ends[1].isBlank()) {
                return Optional.empty();
            }
            out.add(end(ends[0]) + "," + end(ends[1]));
        }
        return out.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", out));
    }

    /**
     * A typed end as the tables write it: a time typed the ISO way, {@code 2024-01-05T09:00:00}, is the
     * {@code 2024-01-05 09:00:00} the tables show, so it is not wrong.
     */
    private static String end(String typed) {
        String t = typed.trim().replaceAll("\\s+", " ").replaceFirst("^(\\d{4}-\\d{2}-\\d{2})[Tt](\\d)", "$1 $2");
        return t.equalsIgnoreCase("null") ? "null" : t;
    }
}
