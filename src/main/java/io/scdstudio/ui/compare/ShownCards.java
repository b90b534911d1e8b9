package io.scdstudio.ui.compare;

import io.scdstudio.compare.NaiveComparison;
import io.scdstudio.compare.NaiveComparison.KeyDifference;
import io.scdstudio.ui.preview.PreviewViewModel;
import java.util.List;
import java.util.Locale;

/**
 * The keys the Textbook MERGE tab shows as cards, what it says above them ({@code heading}, "" for nothing) and below
 * them ({@code more}). With a key followed in the preview ("Follow a key") the cards are that key's, as the Timeline's
 * chart is: a learner who followed key 125 and came to this tab met ten other keys' cards and no word of 125.
 */
record ShownCards(List<KeyDifference> cards, String heading, String more) {
    static final ShownCards NONE = new ShownCards(List.of(), "", "");

    private static final String FOLLOWED =
            " (Follow a key, in the preview). Clear it there to see every key they differ on.";

    /** {@code first}: the cards shown with no key followed ({@link NaiveComparison#firstToShow}). */
    static ShownCards of(NaiveComparison c, List<KeyDifference> first, String keyFilter, int max) {
        String typed = keyFilter == null ? "" : keyFilter.trim();
        if (typed.isEmpty()) {
            int more = c.differences().size() - first.size();
            return new ShownCards(
                    first,
                    "",
                    more <= 0
                            ? ""
                            : "… and " + NaiveComparison.count(more)
                                    + " more keys (compare-naive on the command line lists them all).");
        }
        boolean exact = typed.startsWith(PreviewViewModel.EXACT_KEY);
        String wanted = (exact ? typed.substring(PreviewViewModel.EXACT_KEY.length()) : typed)
                .trim()
                .toLowerCase(Locale.ROOT);
        List<KeyDifference> matching = c.differences().stream()
                .filter(d -> exact
                        ? d.key().toLowerCase(Locale.ROOT).equals(wanted)
                        : d.key().toLowerCase(Locale.ROOT).contains(wanted))
                .toList();
        String which = exact ? "key " + wanted : "the keys that match \"" + typed + "\"";
        if (matching.isEmpty()) {
            return new ShownCards(List.of(), "The recipe and AUTO CDC agree on " + which + FOLLOWED, "");
        }
        if (matching.size() <= max) {
            return new ShownCards(matching, "Only " + which + FOLLOWED, "");
        }
        return new ShownCards(
                matching.subList(0, max),
                "The first " + max + " of the " + NaiveComparison.count(matching.size())
                        + " differing keys that match \"" + typed + "\"" + FOLLOWED,
                "");
    }
}
