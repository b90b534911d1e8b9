package io.scdstudio.expr;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The conditions of every conformance case compile against the case's schema and classify its input rows as
 * the case expects. The expectation is computed independently: every suite condition is {@code column =
 * literal}, which for these string and boolean columns means the raw CSV text equals the literal.
 */
class ConformanceConditionsTest {
    private static final Pattern EQUALS_LITERAL =
            Pattern.compile("\\s*(\\w+)\\s*=\\s*(?:'(\\w+)'|\"(\\w+)\"|(true|false))\\s*");

    static Stream<Path> casesWithConditions() throws IOException {
        List<Path> cases = new ArrayList<>();
        try (Stream<Path> folders = Files.list(ConformanceFeed.root())) {
            for (Path folder : folders.sorted().toList()) {
                if (Files.exists(folder.resolve("case.json")) && Files.exists(folder.resolve("input.csv"))) {
                    ConformanceFeed feed = ConformanceFeed.read(folder);
                    if (feed.deletes() != null || feed.truncates() != null) {
                        cases.add(folder);
                    }
                }
            }
        }
        return cases.stream();
    }

    @Test
    void theSuiteHasCasesWithConditions() throws IOException {
        assertThat(casesWithConditions().count()).isGreaterThan(30);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("casesWithConditions")
    void conditionsClassifyEveryInputRowAsTheCaseExpects(Path folder) throws IOException {
        ConformanceFeed feed = ConformanceFeed.read(folder);
        List<Kind> expected = expectedKinds(feed);
        List<Kind> actual = actualKinds(feed);
        assertThat(actual).as(feed.id()).isEqualTo(expected);
    }

    @Test
    void aRowWhoseDeleteConditionIsNullIsAnUpsert() throws IOException {
        ConformanceFeed feed = ConformanceFeed.read(folder("C27"));
        Condition deletes = Condition.compile(feed.deletes(), feed.schema(), "apply_as_deletes");
        assertThat(feed.rows()).extracting(deletes::evaluate).containsExactly(false, null, false, true);
    }

    @Test
    void aRowMatchingBothConditionsIsATruncate() throws IOException {
        ConformanceFeed feed = ConformanceFeed.read(folder("C26"));
        assertThat(actualKinds(feed)).containsExactly(Kind.UPSERT, Kind.UPSERT, Kind.TRUNCATE, Kind.UPSERT);
    }

    @Test
    void aTruncateRowMayHaveANullKey() throws IOException {
        ConformanceFeed feed = ConformanceFeed.read(folder("C24d"));
        assertThat(feed.rows().get(0).get(0)).isNull();
        assertThat(actualKinds(feed)).containsExactly(Kind.TRUNCATE);
    }

    enum Kind {
        UPSERT,
        DELETE,
        TRUNCATE
    }

    private static List<Kind> actualKinds(ConformanceFeed feed) {
        Condition deletes = compile(feed.deletes(), feed, "apply_as_deletes");
        Condition truncates = compile(feed.truncates(), feed, "apply_as_truncates");
        return feed.rows().stream()
                .map(row -> {
                    if (truncates != null && truncates.isTrue(row)) {
                        return Kind.TRUNCATE;
                    }
                    return deletes != null && deletes.isTrue(row) ? Kind.DELETE : Kind.UPSERT;
                })
                .toList();
    }

    private static Condition compile(String text, ConformanceFeed feed, String setting) {
        return text == null ? null : Condition.compile(text, feed.schema(), setting);
    }

    private static List<Kind> expectedKinds(ConformanceFeed feed) {
        List<Kind> kinds = new ArrayList<>();
        for (List<String> raw : feed.rawRows()) {
            if (rawEquals(feed.truncates(), feed, raw)) {
                kinds.add(Kind.TRUNCATE);
            } else {
                kinds.add(rawEquals(feed.deletes(), feed, raw) ? Kind.DELETE : Kind.UPSERT);
            }
        }
        return kinds;
    }

    private static boolean rawEquals(String condition, ConformanceFeed feed, List<String> raw) {
        if (condition == null) {
            return false;
        }
        Matcher m = EQUALS_LITERAL.matcher(condition);
        assertThat(m.matches())
                .as("suite condition %s has the form column = literal", condition)
                .isTrue();
        String literal = m.group(2) != null ? m.group(2) : m.group(3) != null ? m.group(3) : m.group(4);
        String value = raw.get(feed.header().indexOf(m.group(1)));
        return literal.equals(value);
    }

    private static Path folder(String id) throws IOException {
        try (Stream<Path> folders = Files.list(ConformanceFeed.root())) {
            return folders.filter(f -> f.getFileName().toString().startsWith(id + "-"))
                    .findFirst()
                    .orElseThrow();
        }
    }
}
