package io.scdstudio.project;

import io.scdstudio.feed.Preset;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.Column;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SequenceBy;
import java.util.List;
import java.util.Locale;

/**
 * The flow a bare feed file starts with, so the preview shows something at once: the column named as an id ({@code
 * id}, else the first ending in {@code id}), else the first column, as the key ({@code name,customer_id,...} was keyed
 * by name) and, as the sequence, the first orderable column whose name sounds like one (seq, version, time, ts),
 * else the last orderable column that is not the key; and the deletes and truncates an operation column
 * marks ({@link OperationColumn}). The user edits it from there.
 */
final class FirstGuessFlow {
    private static final List<String> SEQUENCE_WORDS = List.of("seq", "version", "time", "ts", "lsn", "offset");

    private FirstGuessFlow() {}

    static CdcFlowSettings of(ChangeFeed feed) {
        Schema schema = feed.schema();
        String key = Preset.idLike(schema.names()).orElse(schema.column(0).name());
        CdcFlowSettings flow = CdcFlowSettings.of(List.of(key), SequenceBy.column(sequenceGuess(schema, key)));
        return OperationColumn.of(feed)
                .map(op -> flow.withConditions(op.deletes(), op.truncates()))
                .orElse(flow);
    }

    private static String sequenceGuess(Schema schema, String key) {
        for (Column c : schema.columns()) {
            String name = c.name().toLowerCase(Locale.ROOT);
            if (c.type().isOrderable()
                    && !c.name().equals(key)
                    && SEQUENCE_WORDS.stream().anyMatch(name::contains)) {
                return c.name();
            }
        }
        String last = key;
        for (Column c : schema.columns()) {
            if (c.type().isOrderable() && !c.name().equals(key)) {
                last = c.name();
            }
        }
        return last;
    }
}
