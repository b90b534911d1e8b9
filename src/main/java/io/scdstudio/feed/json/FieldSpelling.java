package io.scdstudio.feed.json;

import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.NearestName;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A field name misspelt on a few lines of a JSON lines feed ({@code nmae} where every other line has {@code name})
 * would become a column of its own and leave the real one NULL on those lines, with nothing said. Seen as a rare
 * field, near in spelling to a common one that its line lacks; then the read stops at that line.
 */
final class FieldSpelling {
    private final Map<String, Integer> lines = new HashMap<>();
    private final Map<String, Integer> firstLine = new HashMap<>();
    private final Map<String, Set<String>> firstLineFields = new HashMap<>();
    private int objects;

    void add(Iterable<String> fields, int line) {
        objects++;
        Set<String> here = null;
        for (String f : fields) {
            lines.merge(f, 1, Integer::sum);
            if (!firstLine.containsKey(f)) {
                if (here == null) {
                    here = new HashSet<>();
                    fields.forEach(here::add);
                }
                firstLine.put(f, line);
                firstLineFields.put(f, here);
            }
        }
    }

    void check(String source) {
        for (Map.Entry<String, Integer> e : lines.entrySet()) {
            String rare = e.getKey();
            int count = e.getValue();
            Set<String> onItsLine = firstLineFields.get(rare);
            // Fields at least as common, absent from the rare one's line and whose own line lacks it.
            List<String> others = new ArrayList<>();
            lines.forEach((f, n) -> {
                if (!f.equals(rare)
                        && n >= count
                        && !onItsLine.contains(f)
                        && !firstLineFields.get(f).contains(rare)) {
                    others.add(f);
                }
            });
            others.stream().filter(other -> misspelt(rare, other)).findFirst().ifPresent(meant -> {
                int meantCount = lines.get(meant);
                if (meantCount == count && firstLine.get(rare) < firstLine.get(meant)) {
                    return; // an even split is reported once, at the later of the two lines
                }
                throw Errors.at(
                        Location.at(source, firstLine.get(rare), 0, rare),
                        ErrorClass.JSON_MALFORMED,
                        "the line has '" + rare + "' and no '" + meant + "', which " + meantCount + " of the " + objects
                                + " lines have"
                                + (meantCount == count ? " (line " + firstLine.get(meant) + " first)" : "")
                                + ": two spellings of one field would be two columns, each NULL where the other is"
                                + " given",
                        "Spell the field one way on every line, or declare the schema in a scenario if both are"
                                + " meant");
            });
        }
    }

    /**
     * One edit apart, or two letters swapped ({@code nmae}, {@code name}), or two edits in a name of five letters or
     * more: short names such as {@code ts} and {@code on} are two edits apart and unrelated.
     */
    static boolean misspelt(String a, String b) {
        String x = a.toLowerCase(Locale.ROOT);
        String y = b.toLowerCase(Locale.ROOT);
        int d = NearestName.distance(x, y);
        if (d <= 1) {
            return x.length() >= 3;
        }
        if (d > 2) {
            return false;
        }
        char[] sx = x.toCharArray();
        char[] sy = y.toCharArray();
        Arrays.sort(sx);
        Arrays.sort(sy);
        return Arrays.equals(sx, sy) || Math.min(x.length(), y.length()) >= 5;
    }
}
