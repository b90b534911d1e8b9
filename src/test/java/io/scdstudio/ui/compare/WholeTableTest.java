package io.scdstudio.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.Row;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class WholeTableTest {
    private static final int[] KEY = {0};

    @Test
    void showsTheFirstRowsByTheirValuesAndMarksThoseTheOtherTableLacks() {
        Row kyiv = Row.of(2L, "Kyiv", null);
        Row lviv = Row.of(1L, "Lviv", 3L);
        Row odesa = Row.of(1L, "Odesa", null);
        Row poltava = Row.of(10L, "Poltava", 5L);

        WholeTable t = WholeTable.of(List.of(poltava, kyiv, odesa, lviv), Set.of(lviv, kyiv), 3, KEY, -1);

        assertThat(t.shown())
                .as("sorted by their values, NULL first, key 2 before key 10; cut to three")
                .containsExactly(lviv, odesa, kyiv);
        assertThat(t.onlyHere()).containsExactly(false, true, false);
        assertThat(t.total()).as("the rows left out are still counted").isEqualTo(4);

        assertThat(WholeTable.of(List.of(poltava, kyiv), Set.of(), 2, KEY, -1).shown())
                .as("numbers as numbers")
                .containsExactly(kyiv, poltava);
    }

    /** A fresh-eyes review: Kharkiv [5, null) came before Kyiv [1, 2) and Odesa [2, 4), sorted by every column. */
    @Test
    void aKeysVersionsAreListedInTimeOrderAsThePreviewListsThem() {
        Row kharkiv = Row.of(1L, "Kharkiv", 5L, null);
        Row kyiv = Row.of(1L, "Kyiv", 1L, 2L);
        Row odesa = Row.of(1L, "Odesa", 2L, 4L);
        Row two = Row.of(2L, "Lviv", 1L, null);

        assertThat(WholeTable.of(List.of(two, kharkiv, odesa, kyiv), Set.of(), 4, KEY, 2)
                        .shown())
                .containsExactly(kyiv, odesa, kharkiv, two);
    }

    @Test
    void anArrayColumnSortsByItsText() {
        Row b = Row.of(1L, List.of("b"));
        Row a = Row.of(1L, List.of("a"));

        assertThat(WholeTable.of(List.of(b, a), Set.of(), 2, KEY, -1).shown()).containsExactly(a, b);
    }
}
