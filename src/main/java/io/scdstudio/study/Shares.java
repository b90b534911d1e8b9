package io.scdstudio.study;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A round's questions shared among objectives by weight, largest remainder first; when the round has room for every
 * objective, each gets at least one, taken from the largest shares.
 */
final class Shares {
    private Shares() {}

    /** One entry per question: the objective it is drawn for, objectives in the profile's order. */
    static List<ExamProfile.Objective> slots(List<ExamProfile.Objective> objectives, int count) {
        List<ExamProfile.Objective> out = new ArrayList<>();
        if (objectives.isEmpty() || count < 1) {
            return out;
        }
        int[] shares = shares(objectives, count);
        for (int i = 0; i < objectives.size(); i++) {
            for (int n = 0; n < shares[i]; n++) {
                out.add(objectives.get(i));
            }
        }
        return out;
    }

    static int[] shares(List<ExamProfile.Objective> objectives, int count) {
        double total =
                objectives.stream().mapToInt(ExamProfile.Objective::weight).sum();
        int n = objectives.size();
        int[] shares = new int[n];
        double[] remainder = new double[n];
        int given = 0;
        for (int i = 0; i < n; i++) {
            double exact = count * objectives.get(i).weight() / total;
            shares[i] = (int) Math.floor(exact);
            remainder[i] = exact - shares[i];
            given += shares[i];
        }
        List<Integer> byRemainder = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            byRemainder.add(i);
        }
        byRemainder.sort(Comparator.comparingDouble((Integer i) -> -remainder[i]));
        for (int k = 0; given < count; k++, given++) {
            shares[byRemainder.get(k % n)]++;
        }
        if (count >= n) {
            for (int i = 0; i < n; i++) {
                while (shares[i] == 0) {
                    shares[largest(shares)]--;
                    shares[i]++;
                }
            }
        }
        return shares;
    }

    private static int largest(int[] shares) {
        int at = 0;
        for (int i = 1; i < shares.length; i++) {
            if (shares[i] > shares[at]) {
                at = i;
            }
        }
        return at;
    }
}
