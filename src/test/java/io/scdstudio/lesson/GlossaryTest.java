package io.scdstudio.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class GlossaryTest {
    private static Glossary page() throws IOException {
        return Glossary.parse(Files.readString(Path.of("docs/glossary.md")));
    }

    @Test
    void theBundledGlossaryIsDocsGlossaryLearnersPartWithoutTheWordsOfTheCode() throws IOException {
        Glossary g = page();
        assertThat(Glossary.bundled().terms()).isEqualTo(g.terms());
        assertThat(g.terms())
                .extracting(GlossaryTerm::name)
                .contains("__START_AT", "tombstone", "tie", "micro-batch", "upsert", "AUTO CDC", "ignore null updates")
                .doesNotContain("golden file", "fold", "worker");
        GlossaryTerm dates = g.terms().stream()
                .filter(t -> t.names().contains("__END_AT"))
                .findFirst()
                .orElseThrow();
        assertThat(dates.meaning()).contains("included", "excluded", "NULL means the version is current");
        assertThat(dates.section()).isEqualTo("The dimension");
    }

    @Test
    void mentionsAreWholeWordsAnyCasePluralsTooAndTheLongestNameWins() throws IOException {
        Glossary g = page();
        List<Glossary.Mention> m = g.mentions("The deleted key's versions end at __END_AT; ties and Upserts.");
        assertThat(m)
                .extracting(x -> x.term().name())
                .containsExactly("deleted key", "version", "__START_AT", "tie", "upsert");
        assertThat(g.in("except_column_list keeps columns"))
                .extracting(GlossaryTerm::name)
                .containsExactly("column selection");
        assertThat(g.in("the column_listing and predeleted")).isEmpty();
    }

    /**
     * The rule mentions follow, written as the regular expression it was first written as: a name, any case (A-Z),
     * "s" or "es" after it, no word character either side; per term, left to right without overlapping.
     */
    private static List<Glossary.Mention> byPattern(Glossary g, String text) {
        List<Glossary.Mention> all = new ArrayList<>();
        for (GlossaryTerm t : g.terms()) {
            String any = t.names().stream().map(Pattern::quote).collect(Collectors.joining("|"));
            Matcher m = Pattern.compile("(?<![\\w])(?:" + any + ")(?:s|es)?(?![\\w])", Pattern.CASE_INSENSITIVE)
                    .matcher(text);
            while (m.find()) {
                all.add(new Glossary.Mention(m.start(), m.end(), t));
            }
        }
        all.sort(Comparator.comparingInt(Glossary.Mention::start).thenComparing(m -> -(m.end() - m.start())));
        List<Glossary.Mention> out = new ArrayList<>();
        int covered = 0;
        for (Glossary.Mention m : all) {
            if (m.start() >= covered) {
                out.add(m);
                covered = m.end();
            }
        }
        return out;
    }

    @Test
    void mentionsInEveryLessonAndPageAreThoseTheWholeWordRuleFinds() throws IOException {
        Glossary g = page();
        List<Path> texts;
        try (Stream<Path> files = Stream.concat(Files.walk(Path.of("sample-data")), Files.walk(Path.of("docs")))) {
            texts = files.filter(f -> f.toString().endsWith(".md")).toList();
        }
        assertThat(texts).hasSizeGreaterThan(20);
        for (Path f : texts) {
            String text = Files.readString(f);
            assertThat(g.mentions(text)).as(f.toString()).isEqualTo(byPattern(g, text));
        }
        // Names glued to words, cases mixed, plurals, names at either end, a name inside a longer one.
        SplittableRandom random = new SplittableRandom(7);
        String[] glue = {" ", "", "_", "s", "es", "x", ".", "-", "9", "S", "ES", "`", "é"};
        for (int i = 0; i < 2000; i++) {
            StringBuilder sb = new StringBuilder();
            for (int w = random.nextInt(1, 6); w > 0; w--) {
                List<String> names =
                        g.terms().get(random.nextInt(g.terms().size())).names();
                String name = names.get(random.nextInt(names.size()));
                sb.append(glue[random.nextInt(glue.length)])
                        .append(random.nextBoolean() ? name.toUpperCase(Locale.ROOT) : name)
                        .append(glue[random.nextInt(glue.length)]);
            }
            String text = sb.toString();
            assertThat(g.mentions(text)).as(text).isEqualTo(byPattern(g, text));
        }
    }

    @Test
    void searchFindsNamesAndMeaningsAndListsNameMatchesFirst() throws IOException {
        Glossary g = page();
        assertThat(g.search("tombstone").get(0).name()).isEqualTo("tombstone");
        assertThat(g.search("end_at").get(0).name()).isEqualTo("__START_AT");
        assertThat(g.search("")).hasSameSizeAs(g.terms());
        assertThat(g.search("zzz no such word")).isEmpty();
    }
}
