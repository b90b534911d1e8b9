package io.scdstudio.study;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** An exam round's tally: right answers in all and per objective, and whether the round is passed. */
public final class ExamScore {
    private final Exam exam;
    private final Map<ExamProfile.Objective, int[]> byObjective = new LinkedHashMap<>();
    private final List<ExamQuestion> missed = new ArrayList<>();
    private int right;

    public ExamScore(Exam exam) {
        this.exam = exam;
        exam.profile().objectives().forEach(o -> byObjective.put(o, new int[2]));
    }

    public void record(ExamQuestion q, boolean isRight) {
        int[] t = byObjective.get(q.objective());
        t[0] += isRight ? 1 : 0;
        t[1]++;
        right += isRight ? 1 : 0;
        if (!isRight) {
            missed.add(q);
        }
    }

    public int right() {
        return right;
    }

    public boolean passed() {
        return right >= exam.rightToPass();
    }

    /** The questions answered wrong (or not at all), in the round's order: what "retry the ones I missed" asks. */
    public List<ExamQuestion> missed() {
        return List.copyOf(missed);
    }

    /** "score: K of N", passed or not, against the pass mark. */
    public String verdict() {
        return "score: " + right + " of " + exam.size() + " (" + (passed() ? "passed" : "not passed") + "; "
                + exam.rightToPass() + " needed: " + exam.profile().passMark() + ")";
    }

    /**
     * One line per objective asked about, in the guide's words (a section can hold several objectives):
     * "Development and Ingestion — Ingest change data from a source system's CDC feed …: 3 of 4".
     */
    public List<String> byObjective() {
        List<String> out = new ArrayList<>();
        byObjective.forEach((o, t) -> {
            if (t[1] > 0) {
                out.add(o.section() + " — " + o.text() + ": " + t[0] + " of " + t[1]);
            }
        });
        return out;
    }
}
