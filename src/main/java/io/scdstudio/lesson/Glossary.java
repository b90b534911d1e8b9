package io.scdstudio.lesson;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The learner's part of {@code docs/glossary.md} (every section before "Words of the code"), which the build bundles:
 * the words Help > Glossary lists and searches, and the words the window explains where it uses them. The page's
 * tables are read as written there, one word per row; the glossary is text we write, not Markdown from a user, so a
 * row's form is ours to keep.
 */
public final class Glossary {
    /** Where the build puts docs/glossary.md, beside the guide Help shows. */
    public static final String RESOURCE = "/io/scdstudio/ui/shell/guide/glossary.md";

    static final String CODE_PART = "## Words of the code";
    private static final Pattern ROW = Pattern.compile("^\\|\\s*\\*\\*(.+?)\\*\\*\\s*\\|(.+)\\|\\s*$");
    private static Glossary bundled;
    private final List<GlossaryTerm> terms;
    /** Each term's names with A-Z made a-z, as {@link #mentions} looks for them. */
    private final List<List<String>> lowerNames;

    Glossary(List<GlossaryTerm> terms) {
        this.terms = List.copyOf(terms);
        this.lowerNames = this.terms.stream()
                .map(t -> t.names().stream().map(Glossary::asciiLower).toList())
                .toList();
    }

    /** The glossary bundled with the app, read once. */
    public static synchronized Glossary bundled() {
        if (bundled == null) {
            try (InputStream in = Glossary.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException(RESOURCE + " is missing from the build");
                }
                bundled = parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new IllegalStateException("the bundled glossary cannot be read", e);
            }
        }
        return bundled;
    }

    static Glossary parse(String markdown) {
        List<GlossaryTerm> out = new ArrayList<>();
        String section = "";
        for (String line : markdown.split("\n")) {
            if (line.startsWith(CODE_PART)) {
                break;
            }
            if (line.startsWith("## ")) {
                section = line.substring(3).trim();
                continue;
            }
            Matcher m = ROW.matcher(line);
            if (m.matches()) {
                List<String> names = new ArrayList<>();
                for (String n : m.group(1).split(" / ")) {
                    names.add(n.replace("`", "").trim());
                }
                out.add(new GlossaryTerm(names, section, plain(m.group(2).trim())));
            }
        }
        return new Glossary(out);
    }

    /** Markdown's marks taken out: a tooltip and a list show plain text. */
    private static String plain(String cell) {
        return cell.replace("**", "").replace("`", "");
    }

    public List<GlossaryTerm> terms() {
        return terms;
    }

    /** The terms whose names or meanings hold every word of {@code query}, names first. */
    public List<GlossaryTerm> search(String query) {
        String[] words = query == null
                ? new String[0]
                : query.trim().toLowerCase(Locale.ROOT).split("\\s+");
        List<GlossaryTerm> out = new ArrayList<>();
        for (GlossaryTerm t : terms) {
            String hay = (String.join(" ", t.names()) + " " + t.meaning()).toLowerCase(Locale.ROOT);
            boolean all = true;
            for (String w : words) {
                all &= hay.contains(w);
            }
            if (all) {
                out.add(t);
            }
        }
        String first = words.length == 0 ? "" : words[0];
        out.sort(Comparator.comparing((GlossaryTerm t) ->
                !String.join(" ", t.names()).toLowerCase(Locale.ROOT).contains(first)));
        return out;
    }

    /** A place in a text where a term is named. */
    public record Mention(int start, int end, GlossaryTerm term) {}

    /** Where the text names terms, in order, none overlapping (the longest name wins where two start together). */
    public List<Mention> mentions(String text) {
        List<Mention> all = new ArrayList<>();
        if (text == null || text.isEmpty()) {
            return all;
        }
        // One scan of the text per name with String.indexOf: a pattern per term, with a look-behind tried at every
        // character, took half of a lesson's rendering.
        String lower = asciiLower(text);
        for (int i = 0; i < terms.size(); i++) {
            List<String> names = lowerNames.get(i);
            for (int[] at = next(names, lower, 0); at != null; at = next(names, lower, at[1])) {
                all.add(new Mention(at[0], at[1], terms.get(i)));
            }
        }
        all.sort(Comparator.comparingInt(Mention::start).thenComparing(m -> -(m.end() - m.start())));
        List<Mention> out = new ArrayList<>();
        int covered = 0;
        for (Mention m : all) {
            if (m.start() >= covered) {
                out.add(m);
                covered = m.end();
            }
        }
        return out;
    }

    /** The terms a text names, each once, in the order it first names them. */
    public List<GlossaryTerm> in(String text) {
        List<GlossaryTerm> out = new ArrayList<>();
        for (Mention m : mentions(text)) {
            if (!out.contains(m.term())) {
                out.add(m.term());
            }
        }
        return out;
    }

    /**
     * Where a term, by its names made lower case, is named in {@code lower} (a text with A-Z made a-z) from {@code from} on: the first place any
     * name stands as a whole word, plurals too ("versions" is "version", "keys" is "key"), as {start, end}; or
     * null. Where two names start at the same place the one listed first wins.
     */
    private static int[] next(List<String> lowerNames, String lower, int from) {
        int[] best = null;
        for (String name : lowerNames) {
            for (int p = lower.indexOf(name, from); p >= 0; p = lower.indexOf(name, p + 1)) {
                if (best != null && p >= best[0]) {
                    break;
                }
                int end = wholeWordEnd(lower, p, name.length());
                if (end >= 0) {
                    best = new int[] {p, end};
                    break;
                }
            }
        }
        return best;
    }

    /** Where a name found at {@code start} ends as a whole word, "s" or "es" taken with it; -1 if it is part of one. */
    private static int wholeWordEnd(String text, int start, int length) {
        if (start > 0 && wordChar(text.charAt(start - 1))) {
            return -1;
        }
        int end = start + length;
        for (String suffix : new String[] {"s", "es", ""}) {
            int e = end + suffix.length();
            if (text.startsWith(suffix, end) && (e == text.length() || !wordChar(text.charAt(e)))) {
                return e;
            }
        }
        return -1;
    }

    private static boolean wordChar(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_';
    }

    /** Only A-Z made lower case: the text keeps its length, so places in it are places in the original. */
    private static String asciiLower(String s) {
        char[] out = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                if (out == null) {
                    out = s.toCharArray();
                }
                out[i] = (char) (c + ('a' - 'A'));
            }
        }
        return out == null ? s : new String(out);
    }
}
