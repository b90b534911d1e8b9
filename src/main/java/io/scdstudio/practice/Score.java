package io.scdstudio.practice;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** A round's tally: right answers per topic, and in all. */
public final class Score {
    private final Map<QuestionKind, int[]> byTopic = new EnumMap<>(QuestionKind.class);

    public void record(Question q, boolean right) {
        int[] t = byTopic.computeIfAbsent(q.kind(), k -> new int[2]);
        t[0] += right ? 1 : 0;
        t[1]++;
    }

    public int right() {
        return byTopic.values().stream().mapToInt(t -> t[0]).sum();
    }

    public int asked() {
        return byTopic.values().stream().mapToInt(t -> t[1]).sum();
    }

    /** One entry per topic asked: "what an event does: 2 of 3". */
    public List<String> byTopic() {
        List<String> out = new ArrayList<>();
        byTopic.forEach((k, t) -> out.add(k.topic() + ": " + t[0] + " of " + t[1]));
        return out;
    }
}
