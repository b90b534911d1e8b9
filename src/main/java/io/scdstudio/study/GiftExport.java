package io.scdstudio.study;

import io.scdstudio.practice.AnswerForm;
import io.scdstudio.practice.Question;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Questions as Moodle GIFT, the plain-text quiz format Moodle (and other learning platforms) import, with their
 * answers: one letter as multiple choice, rows to tick as multiple answers (the right ones sharing 100%, each wrong
 * one -100%), version dates as a short answer. Texts are {@code [html]}: rows and code stay in {@code <pre>} blocks,
 * and no question holds a blank line, which would end it.
 */
public final class GiftExport {
    private GiftExport() {}

    public static String of(String title, List<ExamQuestion> questions) {
        StringBuilder out = new StringBuilder();
        out.append("// ")
                .append(line(title))
                .append(": ")
                .append(questions.size())
                .append(" questions made by SCD Studio from the lessons' own traces, with their answers\n\n");
        for (int i = 0; i < questions.size(); i++) {
            ExamQuestion q = questions.get(i);
            out.append("// ")
                    .append(line(q.question().kind().topic()))
                    .append(" · lesson ")
                    .append(line(q.lesson().id()))
                    .append(" · objective ")
                    .append(line(q.objective().id()))
                    .append('\n');
            out.append("::")
                    .append(escape(title + " " + (i + 1)))
                    .append("::[html]")
                    .append(html(q.question().text()))
                    .append(" {\n");
            answers(q.question(), out);
            out.append("####").append(escape(htmlEscape(q.question().why()))).append("\n}\n\n");
        }
        return out.toString();
    }

    private static void answers(Question q, StringBuilder out) {
        if (q.form() == AnswerForm.INTERVALS) {
            out.append("=").append(escape(q.answer())).append('\n');
            return;
        }
        Set<String> right = Set.of(q.answer().split(","));
        for (int i = 0; i < q.options().size(); i++) {
            String option = option(q.options().get(i));
            String id = q.form() == AnswerForm.LETTER ? String.valueOf((char) ('a' + i)) : String.valueOf(i + 1);
            if (q.form() == AnswerForm.LETTER) {
                out.append(right.contains(id) ? "=" : "~").append(option).append('\n');
            } else {
                String weight = right.contains(id) ? String.format(Locale.ROOT, "%.5f", 100.0 / right.size()) : "-100";
                out.append("~%").append(weight).append("%").append(option).append('\n');
            }
        }
    }

    /** An option: a row or a sentence as it is, code on lines of its own. */
    private static String option(String text) {
        if (!text.contains("\n")) {
            return escape(htmlEscape(text));
        }
        return "<pre>" + escape(htmlEscape(text.strip()).replace("\n", "<br>")) + "</pre>";
    }

    /**
     * A question's text as HTML: its sentences as paragraphs, its tables (lines that start with two spaces) and its
     * snippet (after a blank line) as preformatted blocks.
     */
    static String html(String text) {
        int split = text.indexOf("\n\n");
        String prose = split < 0 ? text : text.substring(0, split);
        List<String> out = new ArrayList<>();
        List<String> block = new ArrayList<>();
        for (String line : prose.split("\n")) {
            if (line.startsWith("  ")) {
                block.add(htmlEscape(line.substring(2)));
                continue;
            }
            flush(block, out);
            if (!line.isBlank()) {
                out.add("<p>" + htmlEscape(line) + "</p>");
            }
        }
        flush(block, out);
        if (split >= 0) {
            List<String> code = new ArrayList<>();
            for (String line : text.substring(split + 2).split("\n")) {
                if (!line.isBlank()) {
                    code.add(htmlEscape(line));
                }
            }
            flush(code, out);
        }
        return escape(String.join("", out));
    }

    private static void flush(List<String> block, List<String> out) {
        if (!block.isEmpty()) {
            out.add("<pre>" + String.join("<br>", block) + "</pre>");
            block.clear();
        }
    }

    private static String htmlEscape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    /** GIFT's own marks, which text must escape: ~ = # { } : and the backslash. */
    static String escape(String s) {
        StringBuilder out = new StringBuilder();
        for (char ch : s.toCharArray()) {
            if ("~=#{}:\\".indexOf(ch) >= 0) {
                out.append('\\');
            }
            out.append(ch == '\n' ? ' ' : ch);
        }
        return out.toString();
    }

    private static String line(String s) {
        return s.replace('\n', ' ');
    }
}
