package io.scdstudio.expr;

import static io.scdstudio.expr.TestSchemas.eval;
import static io.scdstudio.expr.TestSchemas.row;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class StringOrderTest {

    @ParameterizedTest(name = "{0} vs {1}")
    @CsvSource({"a, b", "B, a", "ab, abc", "é, z", "\uFFFD, 😀", "😀, 😁", "'', a"})
    void stringsCompareAsTheirUtf8Bytes(String a, String b) {
        int bytes = Arrays.compareUnsigned(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
        assertThat(Integer.signum(SparkStrings.compareUtf8(a, b))).isEqualTo(Integer.signum(bytes));
        assertThat(Integer.signum(SparkStrings.compareUtf8(b, a))).isEqualTo(-Integer.signum(bytes));
    }

    @Test
    void aCharacterAboveTheBasicPlaneSortsAfterUE000AsInSparkNotAsInJava() {
        // Java's String.compareTo puts the surrogate pair of 😀 before U+FFFD; UTF-8 bytes put it after.
        assertThat("😀".compareTo("\uFFFD")).isNegative();
        assertThat(eval("name > '\uFFFD'", row().name("😀"))).isTrue();
    }

    @Test
    void comparisonIsCaseSensitive() {
        assertThat(eval("name = 'delete'", row().name("DELETE"))).isFalse();
        assertThat(eval("name < 'a'", row().name("Z"))).isTrue();
    }
}
