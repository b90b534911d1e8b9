package io.scdstudio.generate;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * A customer change feed as a CRM's CDC would send it. Events are made in sequence order (an {@code updated_at}
 * clock that moves 1 to 120 seconds per event, so no two events tie), spread evenly over the keys at random:
 * each key's first event inserts it, later
 * ones update a tracked column (city, tier, credit limit), an untracked one (email, phone) or both, delete it
 * (the row carries its last values, as a before-image does) or, once deleted, insert it again (the same customer
 * back, with a tracked value changed). The arrival
 * order is the sequence order except for the late fraction, each held back by up to two batches' worth of
 * events, and the arrivals are cut into equal micro-batches. Everything comes from one seeded
 * {@link SplittableRandom}, so the same settings give the same feed.
 */
public final class FeedGenerator {
    public static final Schema SCHEMA = Schema.of(
            new Column("customer_id", DataType.BIGINT),
            new Column("name", DataType.STRING),
            new Column("email", DataType.STRING),
            new Column("phone", DataType.STRING),
            new Column("city", DataType.STRING),
            new Column("tier", DataType.STRING),
            new Column("credit_limit", DataType.decimal(10, 2)),
            new Column("op", DataType.STRING),
            new Column("updated_at", DataType.TIMESTAMP));
    public static final List<String> TRACKED = List.of("city", "tier", "credit_limit");
    private static final LocalDateTime START = LocalDateTime.of(2024, 1, 1, 0, 0);
    private static final String[] FIRST = {
        "Olena", "Taras", "Maria", "Ivan", "Sofia", "Andrii", "Anna", "Dmytro", "Emma", "Lucas", "Mia", "Noah", "Aiko",
        "Kenji", "Priya", "Arjun", "Lea", "Jonas", "Chloe", "Mateo"
    };
    private static final String[] LAST = {
        "Kovalenko",
        "Shevchenko",
        "Bondarenko",
        "Melnyk",
        "Tkachenko",
        "Smith",
        "Garcia",
        "Muller",
        "Rossi",
        "Tanaka",
        "Sato",
        "Patel",
        "Singh",
        "Dubois",
        "Novak",
        "Silva"
    };
    private static final String[] CITIES = {
        "Kyiv", "Lviv", "Odesa", "Kharkiv", "Warsaw", "Berlin", "Lisbon", "Madrid", "Paris", "Vienna", "Prague",
        "Tallinn", "Oslo", "Dublin", "Milan", "Porto"
    };
    private static final String[] TIERS = {"bronze", "silver", "gold", "platinum"};
    private static final BigDecimal[] LIMITS = Arrays.stream(
                    new String[] {"500.00", "1000.00", "2500.00", "5000.00", "10000.00"})
            .map(BigDecimal::new)
            .toArray(BigDecimal[]::new);
    private static final int NAME = 1;
    private static final int EMAIL = 2;
    private static final int PHONE = 3;
    private static final int CITY = 4;
    private static final int TIER = 5;
    private static final int LIMIT = 6;
    private static final int OP = 7;

    private final GeneratorSettings settings;
    private final SplittableRandom random;

    public FeedGenerator(GeneratorSettings settings) {
        this.settings = settings;
        this.random = new SplittableRandom(settings.seed());
    }

    /** The flow a careful engineer would write for this feed. */
    public static CdcFlowSettings flow(int scdType) {
        CdcFlowSettings f = CdcFlowSettings.of(List.of("customer_id"), SequenceBy.column("updated_at"))
                .withConditions(Optional.of("op = 'DELETE'"), Optional.empty())
                .withColumnSelection(Optional.empty(), Optional.of(List.of("op", "updated_at")))
                .withScdType(scdType);
        return scdType == 2 ? f.withTrackHistory(Optional.of(TRACKED), Optional.empty()) : f;
    }

    public ChangeFeed generate() {
        List<Object[]> bySequence = KeyLives.live(settings, random, new KeyLives.Shape() {
            private LocalDateTime clock = START;

            @Override
            public void tick() {
                clock = clock.plusSeconds(1 + random.nextInt(120));
            }

            @Override
            public Object[] born(int key) {
                return newCustomer(key);
            }

            @Override
            public Object[] back(Object[] before) {
                return returning(before);
            }

            @Override
            public Object[] gone(Object[] before) {
                Object[] row = before.clone();
                row[OP] = "DELETE";
                return row;
            }

            @Override
            public Object[] changed(Object[] before) {
                return FeedGenerator.this.changed(before);
            }

            @Override
            public void stamp(Object[] row) {
                row[row.length - 1] = clock;
            }
        });
        return new ChangeFeed("generated", SCHEMA, Arrivals.batches(bySequence, settings, random));
    }

    /** A deleted customer who comes back: the same person, signed up again, perhaps in another city or tier. */
    private Object[] returning(Object[] before) {
        Object[] row = before.clone();
        row[OP] = "INSERT";
        changeTracked(row);
        return row;
    }

    private Object[] newCustomer(int k) {
        String first = FIRST[random.nextInt(FIRST.length)];
        String last = LAST[random.nextInt(LAST.length)];
        return new Object[] {
            (long) k + 1,
            first + " " + last,
            email(first, last, k),
            phone(),
            pick(CITIES),
            pick(TIERS),
            LIMITS[random.nextInt(LIMITS.length)],
            "INSERT",
            null
        };
    }

    /** An update: half touch a tracked column, half only an untracked one, a few both. */
    private Object[] changed(Object[] before) {
        Object[] row = before.clone();
        row[OP] = "UPDATE";
        int what = random.nextInt(10);
        if (what < 5) {
            changeTracked(row);
        }
        if (what >= 4) {
            if (random.nextBoolean()) {
                row[PHONE] = phone();
            } else {
                String name = (String) row[NAME];
                row[EMAIL] = name.toLowerCase(Locale.ROOT).replace(' ', '.') + random.nextInt(100) + "@example.org";
            }
        }
        return row;
    }

    private void changeTracked(Object[] row) {
        switch (random.nextInt(3)) {
            case 0 -> row[CITY] = other(CITIES, (String) row[CITY]);
            case 1 -> row[TIER] = other(TIERS, (String) row[TIER]);
            default -> {
                BigDecimal was = (BigDecimal) row[LIMIT];
                BigDecimal now;
                do {
                    now = LIMITS[random.nextInt(LIMITS.length)];
                } while (now.equals(was));
                row[LIMIT] = now;
            }
        }
    }

    private String other(String[] choices, String was) {
        String now;
        do {
            now = pick(choices);
        } while (now.equals(was));
        return now;
    }

    private String pick(String[] choices) {
        return choices[random.nextInt(choices.length)];
    }

    private static String email(String first, String last, int k) {
        return (first + "." + last).toLowerCase(Locale.ROOT) + (k + 1) + "@example.com";
    }

    private String phone() {
        return String.format(
                Locale.ROOT,
                "+380 %02d %03d %04d",
                30 + random.nextInt(70),
                random.nextInt(1000),
                random.nextInt(10000));
    }
}
