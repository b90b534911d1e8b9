package io.scdstudio.model;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.scdstudio.ConformanceSuite;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The error classes are one catalogue ({@link ErrorClass}): every class the conformance suite expects is in it, and
 * every class the product's sources raise (a literal or a constant passed to {@code Errors.of/at/wrap} or to one of
 * the helpers that pass a class through) is in it, so a new error cannot be named twice or misspelt.
 */
class ErrorCatalogueTest {
    /** The calls that take an error class, and the argument that holds it. */
    private static final Map<String, Integer> CALLS = Map.of(
            "Errors.of", 0, "Errors.at", 1, "Errors.wrap", 1, "refuse", 1, "conflicting", 0, "both", 2, "errors.at", 1);

    private static final Pattern CALL = Pattern.compile(
            "(?<![\\w.])(Errors\\.of|Errors\\.at|Errors\\.wrap|errors\\.at" + "|refuse|conflicting|both)\\(");
    private static final Pattern CONSTANT = Pattern.compile("static final String (\\w+) = \"([A-Z][A-Z0-9_]*)\";");

    @Test
    void everyClassTheConformanceCasesExpectIsInTheCatalogue() throws IOException {
        List<String> expected = new ArrayList<>();
        try (Stream<Path> cases = Files.list(ConformanceSuite.require())) {
            for (Path c : cases.filter(p -> Files.isRegularFile(p.resolve("case.json")))
                    .toList()) {
                JsonNode error = new ObjectMapper()
                        .readTree(c.resolve("case.json").toFile())
                        .path("expect_error");
                if (error.isTextual()) {
                    expected.add(error.asText());
                }
            }
        }
        assertThat(expected).as("the suite expects errors").hasSizeGreaterThan(10);
        assertThat(expected)
                .allSatisfy(e -> assertThat(ErrorClass.isKnown(e)).as(e).isTrue());
    }

    @Test
    void everyClassTheSourcesRaiseIsInTheCatalogue() throws IOException {
        Map<String, String> constants = new HashMap<>();
        List<Path> sources;
        try (Stream<Path> all = Files.walk(Path.of("src/main/java"))) {
            sources = all.filter(p -> p.toString().endsWith(".java")).toList();
        }
        for (Path f : sources) {
            Matcher m = CONSTANT.matcher(Files.readString(f));
            while (m.find()) {
                constants.put(m.group(1), m.group(2));
            }
        }
        TreeSet<String> raised = new TreeSet<>();
        List<String> unresolved = new ArrayList<>();
        for (Path f : sources) {
            String s = Files.readString(f);
            Matcher m = CALL.matcher(s);
            while (m.find()) {
                List<String> args = arguments(s, m.end());
                int index = CALLS.get(m.group(1));
                if (args.size() <= index) {
                    continue;
                }
                String arg = args.get(index);
                if (arg.matches("\"[A-Z][A-Z0-9_]*\"")) {
                    raised.add(arg.substring(1, arg.length() - 1));
                } else if (arg.matches("([\\w.]+\\.)?[A-Z][A-Z0-9_]*")) {
                    String name = arg.substring(arg.lastIndexOf('.') + 1);
                    if (arg.contains("ErrorClass.")) {
                        raised.add(name);
                    } else if (constants.containsKey(name)) {
                        raised.add(constants.get(name));
                    } else {
                        unresolved.add(f.getFileName() + ": " + arg);
                    }
                } else if (!arg.matches("(String )?errorClass")) {
                    unresolved.add(f.getFileName() + ": " + m.group(1) + "(... " + arg + " ...)");
                }
            }
        }
        assertThat(unresolved).as("error-class arguments the scan cannot read").isEmpty();
        assertThat(raised).as("classes raised").hasSizeGreaterThan(40);
        assertThat(raised)
                .allSatisfy(c -> assertThat(ErrorClass.isKnown(c))
                        .as(c + " is not in ErrorClass")
                        .isTrue());
    }

    @Test
    void everyClassSaysWhatItMeans() {
        for (ErrorClass c : ErrorClass.values()) {
            assertThat(c.meaning()).as(c.name()).hasSizeGreaterThan(10);
        }
    }

    /** The arguments of the call whose parenthesis ends at {@code start}, split at top-level commas. */
    private static List<String> arguments(String s, int start) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        int depth = 0;
        for (int i = start; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"') {
                int end = i + 1;
                while (end < s.length() && s.charAt(end) != '"') {
                    end += s.charAt(end) == '\\' ? 2 : 1;
                }
                cur.append(s, i, Math.min(end + 1, s.length()));
                i = end;
            } else if (c == '\'') {
                int end = s.indexOf('\'', i + (s.charAt(i + 1) == '\\' ? 3 : 2));
                cur.append(s, i, end + 1);
                i = end;
            } else if (c == '(' || c == '[' || c == '{') {
                depth++;
                cur.append(c);
            } else if (c == ')' || c == ']' || c == '}') {
                if (depth == 0) {
                    out.add(cur.toString().trim());
                    return out;
                }
                depth--;
                cur.append(c);
            } else if (c == ',' && depth == 0) {
                out.add(cur.toString().trim());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        return out;
    }
}
