package io.scdstudio.ui.compare;

import io.scdstudio.compare.NaiveComparison;
import io.scdstudio.compare.NaiveComparison.KeyDifference;
import io.scdstudio.ui.preview.FollowedKeys;
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
        if (c.differences().isEmpty()) {
            return NONE; // the summary says the recipe is right
        }
        if (typed.isEmpty()) {
            return unfiltered(c, first);
        }
        boolean exact = typed.startsWith(PreviewViewModel.EXACT_KEY);
        String wanted = (exact ? typed.substring(PreviewViewModel.EXACT_KEY.length()) : typed)
                .trim()
                .toLowerCase(Locale.ROOT);
        List<KeyDifference> matching = c.differences().stream()
                .filter(d -> FollowedKeys.follows(typed, d.key()))
                .toList();
        String which = exact ? "key " + wanted : "the keys that match \"" + typed + "\"";
        if (matching.isEmpty()) {
            boolean inFeed = c.keysInFeed().stream().anyMatch(k -> FollowedKeys.follows(typed, k));
            return new ShownCards(
                    List.of(),
                    inFeed
                            ? "The recipe and AUTO CDC agree on " + which + FOLLOWED
                            : (exact
                                            ? "No event of the feed has key " + wanted
                                            : "No key of the feed matches \"" + typed + "\"")
                                    + FOLLOWED,
                    "");
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

    /** Says how many keys differ and why these are shown: "… and 9,823 more keys" at the bottom was the first count. */
    private static ShownCards unfiltered(NaiveComparison c, List<KeyDifference> first) {
        int differing = c.differences().size();
        int more = differing - first.size();
        if (more <= 0) {
            return new ShownCards(first, "", "");
        }
        return new ShownCards(
                first,
                NaiveComparison.count(differing) + " keys differ. " + first.size()
                        + " are shown, a key of each kind of reason in turn; follow a key in the preview (Follow a key) "
                        + "to see its own.",
                "… and " + NaiveComparison.count(more) + " more keys: follow one in the preview to see its card "
                        + "(compare-naive on the command line lists them all).");
    }
}
