package io.scdstudio.lesson;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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

    @Test
    void searchFindsNamesAndMeaningsAndListsNameMatchesFirst() throws IOException {
        Glossary g = page();
        assertThat(g.search("tombstone").get(0).name()).isEqualTo("tombstone");
        assertThat(g.search("end_at").get(0).name()).isEqualTo("__START_AT");
        assertThat(g.search("")).hasSameSizeAs(g.terms());
        assertThat(g.search("zzz no such word")).isEmpty();
    }
}
