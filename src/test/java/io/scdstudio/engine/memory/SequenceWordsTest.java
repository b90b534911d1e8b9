package io.scdstudio.engine.memory;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.DataType;
import io.scdstudio.model.StructValue;
import io.scdstudio.model.Values;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The words of two sequences order as the values do, for every type they are written for; the rest is refused. */
class SequenceWordsTest {
    private final SplittableRandom random = new SplittableRandom(39);

    @Test
    void wordsOrderAsTimestampsDatesIntsBigintsAndStructsOfThem() {
        List<Object> values = new ArrayList<>();
        LocalDate shared = LocalDate.of(2024, 1, 1);
        for (int i = 0; i < 400; i++) {
            LocalDateTime t = LocalDateTime.of(
                            1679 + random.nextInt(580), 1 + random.nextInt(12), 1 + random.nextInt(28), 0, 0)
                    .plusSeconds(random.nextInt(86_400))
                    .plusNanos(random.nextInt(3) == 0 ? random.nextInt(1_000_000_000) : 0);
            values.add(t);
            // The same date object again with other times, as the readers share a day's date.
            values.add(LocalDateTime.of(shared, t.toLocalTime()));
        }
        assertOrdersAsValues(values);
        assertOrdersAsValues(random.ints(300, -1000, 1000)
                .mapToObj(d -> LocalDate.ofEpochDay(d * 97L))
                .map(d -> (Object) d)
                .toList());
        List<Object> numbers = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            numbers.add(random.nextBoolean() ? (Object) random.nextLong() : (Object) random.nextInt());
        }
        numbers.addAll(List.of(Long.MIN_VALUE, Long.MAX_VALUE, 0L, 0, -1));
        assertOrdersAsValues(numbers);
        List<Object> structs = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            structs.add(new StructValue(
                    List.of("commit_ts", "lsn"),
                    List.of(DataType.TIMESTAMP, DataType.BIGINT),
                    Arrays.asList(LocalDateTime.of(2024, 3, 1, 8, 0).plusSeconds(random.nextInt(5)), (long)
                            random.nextInt(10))));
        }
        assertOrdersAsValues(structs);
    }

    @Test
    void typesAndTimestampsItCannotWriteAreRefused() {
        SequenceWords w = new SequenceWords();
        long[] words = new long[2];
        assertThat(w.write("2024-01-01", words, 0)).as("a string").isFalse();
        assertThat(w.write(1.5, words, 0)).as("a double").isFalse();
        assertThat(w.write(LocalDateTime.of(1600, 1, 1, 0, 0), words, 0))
                .as("before 1678")
                .isFalse();
        assertThat(w.write(LocalDateTime.of(2300, 1, 1, 0, 0), words, 0))
                .as("after 2261")
                .isFalse();
        assertThat(w.write(
                        new StructValue(
                                List.of("a", "b"), List.of(DataType.BIGINT, DataType.BIGINT), Arrays.asList(1L, null)),
                        words,
                        0))
                .as("a NULL struct field")
                .isFalse();
    }

    private void assertOrdersAsValues(List<Object> values) {
        SequenceWords w = new SequenceWords();
        int width = values.get(0) instanceof StructValue s ? s.fields().size() : 1;
        long[] words = new long[values.size() * width];
        for (int i = 0; i < values.size(); i++) {
            assertThat(w.write(values.get(i), words, i * width))
                    .as("%s", values.get(i))
                    .isTrue();
        }
        for (int n = 0; n < 5000; n++) {
            int a = random.nextInt(values.size());
            int b = random.nextInt(values.size());
            int byWords = 0;
            for (int f = 0; f < width && byWords == 0; f++) {
                byWords = Long.compare(words[a * width + f], words[b * width + f]);
            }
            assertThat(Integer.signum(byWords))
                    .as("%s against %s", values.get(a), values.get(b))
                    .isEqualTo(Integer.signum(Values.compareNullsFirst(values.get(a), values.get(b))));
        }
    }
}
