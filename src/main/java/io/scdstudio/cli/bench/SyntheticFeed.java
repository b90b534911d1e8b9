package io.scdstudio.cli.bench;

import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * A reproducible benchmark feed: {@code events} changes over {@code keys} customers, as a CDC source would
 * send them: mostly in sequence order, about 5% arriving late (up to a few hundred events behind), 2% deletes,
 * and changes to a tracked column (city) and an untracked-looking one (tier).
 */
final class SyntheticFeed {
    static final Schema SCHEMA = Schema.of(
            new Column("id", DataType.BIGINT),
            new Column("name", DataType.STRING),
            new Column("city", DataType.STRING),
            new Column("tier", DataType.STRING),
            new Column("op", DataType.STRING),
            new Column("seq", DataType.BIGINT));
    private static final String[] CITIES = {
        "Kyiv", "Lviv", "Odesa", "Kharkiv", "Dnipro", "Chernihiv", "Poltava", "Uzhhorod"
    };
    private static final String[] TIERS = {"bronze", "silver", "gold"};

    private SyntheticFeed() {}

    static CdcFlowSettings flow(int scdType) {
        return CdcFlowSettings.of(List.of("id"), SequenceBy.column("seq"))
                .withConditions(Optional.of("op = 'DELETE'"), Optional.empty())
                .withColumnSelection(Optional.empty(), Optional.of(List.of("op", "seq")))
                .withScdType(scdType);
    }

    static ChangeFeed generate(int events, int keys, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Object[][] rows = new Object[events][];
        String[] names = new String[keys];
        for (int k = 0; k < keys; k++) {
            names[k] = "customer-" + k;
        }
        for (int i = 0; i < events; i++) {
            long id = i < keys ? i : random.nextInt(keys);
            boolean delete = i >= keys && random.nextInt(100) < 2;
            rows[i] = new Object[] {
                id,
                names[(int) id],
                CITIES[random.nextInt(CITIES.length)],
                TIERS[random.nextInt(TIERS.length)],
                delete ? "DELETE" : "UPSERT",
                (long) i + 1
            };
        }
        for (int i = 0; i < events / 20; i++) {
            int a = random.nextInt(events);
            int b = Math.min(events - 1, a + 1 + random.nextInt(300));
            Object[] t = rows[a];
            rows[a] = rows[b];
            rows[b] = t;
        }
        List<Row> list = new ArrayList<>(events);
        for (Object[] r : rows) {
            list.add(Row.adopt(r));
        }
        return new ChangeFeed("synthetic", SCHEMA, List.of(Batch.of(1, 0, list)));
    }
}
