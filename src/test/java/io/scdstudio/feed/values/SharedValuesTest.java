package io.scdstudio.feed.values;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

/** A repeated value comes back as the object met first; a value is never changed; ids stop being looked up. */
class SharedValuesTest {
    @Test
    void repeatedDecimalsAndNumbersAreOneObjectAndUnequalOnesStayApart() {
        SharedValues limits = new SharedValues();
        BigDecimal first = limits.share(new BigDecimal("2500.00"));
        BigDecimal again = limits.share(new BigDecimal("2500.00"));
        assertThat(again).isSameAs(first);
        assertThat(limits.share(new BigDecimal("2500.0")))
                .as("another scale is another value of the column")
                .isNotSameAs(first)
                .hasScaleOf(1);
        assertThat(limits.share(Long.valueOf(123_456L))).isSameAs(limits.share(Long.valueOf(123_456L)));
    }

    @Test
    void aColumnOfDistinctValuesStopsBeingLookedUp() {
        SharedValues ids = new SharedValues();
        for (long id = 1_000; id < 20_000; id++) {
            assertThat(ids.share(id)).isEqualTo(id);
        }
        Long first = Long.valueOf(30_000L);
        Long second = Long.valueOf(30_000L);
        assertThat(second).isNotSameAs(first);
        ids.share(first);
        assertThat(ids.share(second))
                .as("after a round of misses nothing is shared")
                .isSameAs(second);
    }
}
