package io.scdstudio.study;

import java.util.ArrayList;
import java.util.List;

/**
 * A strict reader of Moodle GIFT as the export writes it, to check the file a teacher imports: questions separated by
 * blank lines, {@code //} comments, {@code ::title::}, a {@code [html]} text, and an answer block in braces whose
 * answers start with {@code =} or {@code ~} (with an optional {@code %weight%}) and may end with {@code ####} general
 * feedback. Outside the marks, the special characters {@code ~ = # { } :} must be escaped with a backslash. A
 * question reads as multiple choice (one {@code =} among {@code ~}), multiple answers (every answer weighted, the
 * positive weights summing to 100) or short answer (only {@code =}).
 */
public final class GiftGrammar {
    public enum Type {
        MULTIPLE_CHOICE,
        MULTIPLE_ANSWER,
        SHORT_ANSWER
    }

    public record Parsed(String title, String text, Type type, List<String> answers, String feedback) {}

    private GiftGrammar() {}

    public static List<Parsed> parse(String gift) {
        List<Parsed> out = new ArrayList<>();
        for (String block : gift.split("\n\\s*\n")) {
            List<String> lines = new ArrayList<>();
            for (String l : block.split("\n")) {
                if (!l.startsWith("//") && !l.isBlank()) {
                    lines.add(l);
                }
            }
            if (!lines.isEmpty()) {
                out.add(question(String.join("\n", lines)));
            }
        }
        return out;
    }

    private static Parsed question(String q) {
        if (!q.startsWith("::")) {
            throw new IllegalArgumentException("a question starts with ::title:: — " + q);
        }
        int titleEnd = unescaped(q, "::", 2);
        String title = q.substring(2, titleEnd);
        String rest = q.substring(titleEnd + 2);
        if (!rest.startsWith("[html]")) {
            throw new IllegalArgumentException("the text is [html]: " + rest);
        }
        rest = rest.substring(6);
        int open = unescaped(rest, "{", 0);
        int close = unescaped(rest, "}", open + 1);
        if (!rest.substring(close + 1).isBlank()) {
            throw new IllegalArgumentException("text after the answers: " + rest.substring(close + 1));
        }
        String text = rest.substring(0, open);
        plain(text);
        String body = rest.substring(open + 1, close);
        String feedback = "";
        int fb = unescaped(body, "####", 0, true);
        if (fb >= 0) {
            feedback = body.substring(fb + 4);
            plain(feedback);
            body = body.substring(0, fb);
        }
        List<String> answers = new ArrayList<>();
        List<Character> marks = new ArrayList<>();
        List<Double> weights = new ArrayList<>();
        int i = 0;
        body = body.strip();
        while (i < body.length()) {
            char mark = body.charAt(i);
            if (mark != '=' && mark != '~') {
                throw new IllegalArgumentException("an answer starts with = or ~: " + body.substring(i));
            }
            int start = i + 1;
            Double weight = null;
            if (start < body.length() && body.charAt(start) == '%') {
                int end = body.indexOf('%', start + 1);
                weight = Double.parseDouble(body.substring(start + 1, end));
                start = end + 1;
            }
            int next = nextAnswer(body, start);
            String answer = body.substring(start, next).strip();
            plain(answer);
            if (answer.isEmpty()) {
                throw new IllegalArgumentException("an empty answer in: " + body);
            }
            answers.add(answer);
            marks.add(mark);
            weights.add(weight);
            i = next;
            while (i < body.length() && Character.isWhitespace(body.charAt(i))) {
                i++;
            }
        }
        return new Parsed(title, text, type(marks, weights, q), answers, feedback);
    }

    private static Type type(List<Character> marks, List<Double> weights, String q) {
        long rights = marks.stream().filter(m -> m == '=').count();
        if (rights == marks.size()) {
            return Type.SHORT_ANSWER;
        }
        if (weights.stream().allMatch(w -> w != null)) {
            double sum = weights.stream()
                    .filter(w -> w > 0)
                    .mapToDouble(Double::doubleValue)
                    .sum();
            if (Math.abs(sum - 100) > 0.01) {
                throw new IllegalArgumentException("the right answers' weights sum to " + sum + ": " + q);
            }
            return Type.MULTIPLE_ANSWER;
        }
        if (rights != 1 || weights.stream().anyMatch(w -> w != null)) {
            throw new IllegalArgumentException("a multiple choice has one = answer and no weights: " + q);
        }
        return Type.MULTIPLE_CHOICE;
    }

    /** Where the next unescaped = or ~ starts an answer. */
    private static int nextAnswer(String body, int from) {
        for (int i = from; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '=' || c == '~') {
                return i;
            }
        }
        return body.length();
    }

    private static int unescaped(String s, String mark, int from) {
        int at = unescaped(s, mark, from, false);
        if (at < 0) {
            throw new IllegalArgumentException("no " + mark + " in: " + s);
        }
        return at;
    }

    private static int unescaped(String s, String mark, int from, boolean optional) {
        for (int i = from; i < s.length(); i++) {
            if (s.charAt(i) == '\\') {
                i++;
            } else if (s.startsWith(mark, i)) {
                return i;
            }
        }
        return -1;
    }

    /** Text with no GIFT mark left unescaped. */
    private static void plain(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\') {
                i++;
            } else if ("~=#{}:".indexOf(c) >= 0) {
                throw new IllegalArgumentException("an unescaped '" + c + "' in: " + text);
            }
        }
    }
}
