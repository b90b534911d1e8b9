package io.scdstudio.model;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.scdstudio.ConformanceSuite;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The error classes are one catalogue ({@link ErrorClass}): every class the conformance suite expects is in it, and
 * the only way to raise an error takes a class of it, so a new error cannot be named twice or misspelt.
 */
class ErrorCatalogueTest {
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
    void anErrorCanOnlyBeRaisedUnderAClassOfTheCatalogue() {
        List<String> factories = new ArrayList<>();
        for (Method m : Errors.class.getDeclaredMethods()) {
            if (Modifier.isPublic(m.getModifiers()) && !m.getName().equals("locate")) {
                factories.add(m.getName());
                assertThat(m.getParameterTypes()).as(m.toString()).contains(ErrorClass.class);
            }
        }
        assertThat(factories).containsExactlyInAnyOrder("of", "at", "wrap");
        for (Constructor<?> c : ScdException.class.getDeclaredConstructors()) {
            assertThat(Modifier.isPublic(c.getModifiers()) || Modifier.isProtected(c.getModifiers()))
                    .as("only Errors makes an ScdException: " + c)
                    .isFalse();
        }
    }

    @Test
    void everyClassSaysWhatItMeans() {
        for (ErrorClass c : ErrorClass.values()) {
            assertThat(c.meaning()).as(c.name()).hasSizeGreaterThan(10);
        }
    }
}
