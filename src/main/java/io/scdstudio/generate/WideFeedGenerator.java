package io.scdstudio.generate;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * An accounts feed as a CDC export of a wide table sends it ({@link FeedShape#WIDE}): keyed by (region, account_id),
 * sequenced by {@code STRUCT(commit_ts, lsn)} (a commit clock that moves 0 to 2 seconds per event, so several
 * events share a second and the log position orders them), ten columns of every type, and NULLs in most of them:
 * some accounts never give an e-mail, a segment or a balance, and an update may clear a value. Events are made
 * as {@link FeedGenerator} makes them (insert, tracked and untracked updates, deletes, returns), and arrive the
 * same way ({@link Arrivals}).
 */
public final class WideFeedGenerator {
    public static final Schema SCHEMA = Schema.of(
            new Column("region", DataType.STRING),
            new Column("account_id", DataType.INT),
            new Column("name", DataType.STRING),
            new Column("email", DataType.STRING),
            new Column("segment", DataType.STRING),
            new Column("balance", DataType.decimal(12, 2)),
            new Column("score", DataType.DOUBLE),
            new Column("visits", DataType.INT),
            new Column("active", DataType.BOOLEAN),
            new Column("signup_date", DataType.DATE),
            new Column("last_login", DataType.TIMESTAMP),
            new Column("lifetime_value", DataType.BIGINT),
            new Column("op", DataType.STRING),
            new Column("commit_ts", DataType.TIMESTAMP),
            new Column("lsn", DataType.BIGINT));
    public static final List<String> TRACKED = List.of("segment", "balance", "active");
    private static final LocalDateTime START = LocalDateTime.of(2024, 3, 1, 8, 0);
    private static final String[] REGIONS = {"eu-west", "eu-north", "us-east", "us-west", "ap-south", "ap-east"};
    private static final String[] SEGMENTS = {"retail", "smb", "enterprise", "public", "partner"};
    private static final String[] NAMES = {"Olena", "Taras", "Maria", "Ivan", "Aiko", "Kenji", "Priya", "Lea", "Mateo"};
    private static final int NAME = 2;
    private static final int EMAIL = 3;
    private static final int SEGMENT = 4;
    private static final int BALANCE = 5;
    private static final int SCORE = 6;
    private static final int VISITS = 7;
    private static final int ACTIVE = 8;
    private static final int LAST_LOGIN = 10;
    private static final int LIFETIME = 11;
    private static final int OP = 12;
    private static final int COMMIT_TS = 13;
    private static final int LSN = 14;

    private final GeneratorSettings settings;
    private final SplittableRandom random;

    public WideFeedGenerator(GeneratorSettings settings) {
        this.settings = settings;
        this.random = new SplittableRandom(settings.seed());
    }

    /** The flow for this feed: the composite key, the STRUCT sequence, the CDC columns left out. */
    public static CdcFlowSettings flow(int scdType) {
        CdcFlowSettings f = CdcFlowSettings.of(
                        List.of("region", "account_id"), SequenceBy.struct(List.of("commit_ts", "lsn")))
                .withConditions(Optional.of("op = 'D'"), Optional.empty())
                .withColumnSelection(Optional.empty(), Optional.of(List.of("op", "commit_ts", "lsn")))
                .withScdType(scdType);
        return scdType == 2 ? f.withTrackHistory(Optional.of(TRACKED), Optional.empty()) : f;
    }

    public ChangeFeed generate() {
        List<Object[]> bySequence = KeyLives.live(settings, random, new KeyLives.Shape() {
            private LocalDateTime clock = START;
            private long lsn = 10_000;

            @Override
            public void tick() {
                clock = clock.plusSeconds(random.nextInt(3));
                lsn += 1 + random.nextInt(40);
            }

            @Override
            public Object[] born(int key) {
                return newAccount(key, clock);
            }

            @Override
            public Object[] back(Object[] before) {
                Object[] row = before.clone();
                row[OP] = "I";
                changeTracked(row);
                return row;
            }

            @Override
            public Object[] gone(Object[] before) {
                Object[] row = before.clone();
                row[OP] = "D";
                return row;
            }

            @Override
            public Object[] changed(Object[] before) {
                return WideFeedGenerator.this.changed(before, clock);
            }

            @Override
            public void stamp(Object[] row) {
                row[COMMIT_TS] = clock;
                row[LSN] = lsn;
            }
        });
        return new ChangeFeed("generated-wide", SCHEMA, Arrivals.batches(bySequence, settings, random));
    }

    private Object[] newAccount(int k, LocalDateTime clock) {
        String name = NAMES[random.nextInt(NAMES.length)] + " " + (char) ('A' + random.nextInt(26)) + ".";
        return new Object[] {
            REGIONS[k % REGIONS.length],
            k / REGIONS.length + 1,
            name,
            orNull(0.1, name.toLowerCase(Locale.ROOT).replace(' ', '.').replace("..", ".") + k + "@example.net"),
            orNull(0.1, SEGMENTS[random.nextInt(SEGMENTS.length)]),
            orNull(0.05, balance()),
            orNull(0.1, random.nextInt(1000) / 10.0),
            0,
            random.nextInt(10) > 0,
            LocalDate.of(2015, 1, 1).plusDays(random.nextInt(3000)),
            orNull(0.3, clock.minusMinutes(random.nextInt(100_000))),
            orNull(0.1, (long) random.nextInt(1_000_000)),
            "I",
            null,
            null
        };
    }

    /** An update: half touch a tracked column, half only untracked ones (a login, a score), a few both. */
    private Object[] changed(Object[] before, LocalDateTime clock) {
        Object[] row = before.clone();
        row[OP] = "U";
        int what = random.nextInt(10);
        if (what < 5) {
            changeTracked(row);
        }
        if (what >= 4) {
            row[VISITS] = (Integer) row[VISITS] + 1;
            row[LAST_LOGIN] = clock;
            row[SCORE] = orNull(0.05, random.nextInt(1000) / 10.0);
            row[LIFETIME] = row[LIFETIME] == null ? null : (Long) row[LIFETIME] + random.nextInt(500);
            if (random.nextInt(20) == 0) {
                row[EMAIL] = row[EMAIL] == null ? ((String) row[NAME]).replace(' ', '_') + "@example.org" : null;
            }
        }
        return row;
    }

    /** Sets one tracked column to another value, NULL included, so the version's tracked values really change. */
    private void changeTracked(Object[] row) {
        int column = TRACKED_COLUMNS[random.nextInt(TRACKED_COLUMNS.length)];
        Object was = row[column];
        Object now;
        do {
            now = switch (column) {
                case SEGMENT -> orNull(0.15, SEGMENTS[random.nextInt(SEGMENTS.length)]);
                case BALANCE -> orNull(0.1, balance());
                default -> !Boolean.TRUE.equals(was);
            };
        } while (Objects.equals(now, was));
        row[column] = now;
    }

    private static final int[] TRACKED_COLUMNS = {SEGMENT, BALANCE, ACTIVE};

    private BigDecimal balance() {
        return BigDecimal.valueOf(random.nextLong(10_000_000), 2);
    }

    private Object orNull(double chance, Object value) {
        return random.nextDouble() < chance ? null : value;
    }
}
