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
    private final List<Pattern> patterns;

    Glossary(List<GlossaryTerm> terms) {
        this.terms = List.copyOf(terms);
        this.patterns = terms.stream().map(GlossaryTerm::pattern).toList();
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
        for (int i = 0; i < terms.size(); i++) {
            Matcher m = patterns.get(i).matcher(text);
            while (m.find()) {
                all.add(new Mention(m.start(), m.end(), terms.get(i)));
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
}
