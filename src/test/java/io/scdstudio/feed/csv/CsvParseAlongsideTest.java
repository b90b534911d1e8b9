package io.scdstudio.feed.csv;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Schema;
import java.io.StringReader;
import java.util.Objects;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * A big CSV feed is parsed on a second thread while its records are typed: the feed, or the first error with its
 * line and column, is what reading in order on one thread gives, wherever the hand-over starts and whatever the
 * file holds (quoted commas, quotes and line breaks, batches, a broken record before, at or after the hand-over).
 */
class CsvParseAlongsideTest {
    private static final Schema SCHEMA = Schema.of(
            new Column("id", DataType.BIGINT),
            new Column("name", DataType.STRING),
            new Column("amount", DataType.decimal(10, 2)),
            new Column("seq", DataType.BIGINT));

    @Property(tries = 60)
    void readingAlongsideGivesTheFeedOrTheErrorOfReadingInOrder(
            @ForAll @IntRange(min = 0, max = 9000) int records,
            @ForAll @IntRange(min = 1, max = 9000) int handOverAfter,
            @ForAll @IntRange(min = -1, max = 9000) int brokenAt,
            @ForAll @IntRange(min = 0, max = 3) int howBroken) {
        String csv = csv(records, brokenAt, howBroken);

        String inOrder = outcome(csv, Integer.MAX_VALUE);
        String alongside = outcome(csv, handOverAfter);

        assertThat(alongside).isEqualTo(inOrder);
        if (brokenAt >= 0 && brokenAt < records) {
            assertThat(inOrder).as("the broken record is reported").startsWith("error");
        }
    }

    private static String outcome(String csv, int handOverAfter) {
        try {
            ChangeFeed feed = CsvFeedReader.read(new StringReader(csv), "feed.csv", SCHEMA, handOverAfter);
            return "feed " + feed.eventCount() + " events, " + feed.batches().size() + " batches, hash "
                    + Objects.hash(feed.batches());
        } catch (ScdException e) {
            return "error " + e.errorClass() + " at " + e.location() + ": " + e.userMessage();
        }
    }

    /** {@code records} events in batches of 700, the one at {@code brokenAt} broken in one of four ways. */
    private static String csv(int records, int brokenAt, int howBroken) {
        StringBuilder csv = new StringBuilder("__batch,id,name,amount,seq\n");
        for (int i = 0; i < records; i++) {
            int batch = 1 + i / 700;
            String name = switch (i % 4) {
                case 0 -> "plain" + i;
                case 1 -> "\"with, comma\"";
                case 2 -> "\"said \"\"hi\"\"\"";
                default -> "\"two\nlines " + i + "\"";
            };
            String line = batch + "," + (i % 500) + "," + name + "," + (i % 97) + ".25," + i;
            if (i == brokenAt) {
                line = switch (howBroken) {
                    case 0 -> batch + "," + (i % 500) + "," + name + ",1.25"; // a field short
                    case 1 -> batch + ",not-a-number," + name + ",1.25," + i; // a bad value
                    case 2 -> (batch - 1) + "," + (i % 500) + "," + name + ",1.25," + i; // a batch going back
                    default -> batch + "," + (i % 500) + ",\"never closed,1.25," + i; // an open quote
                };
            }
            csv.append(line).append('\n');
        }
        return csv.toString();
    }
}
