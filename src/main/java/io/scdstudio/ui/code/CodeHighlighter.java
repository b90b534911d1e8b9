package io.scdstudio.ui.code;

import io.scdstudio.ui.Styles;
import java.util.Collection;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.fxmisc.richtext.model.StyleSpans;
import org.fxmisc.richtext.model.StyleSpansBuilder;

/**
 * Highlighting good enough to read generated SQL and Python: comments, strings, keywords and numbers.
 * The generators write a known, regular subset of each language, so a few patterns do.
 */
final class CodeHighlighter {
    private static final String SQL_WORDS = "CREATE|OR|REFRESH|STREAMING|TABLE|FLOW|AUTO|CDC|INTO|FROM|STREAM|KEYS|"
            + "APPLY|AS|DELETE|TRUNCATE|WHEN|SEQUENCE|BY|COLUMNS|EXCEPT|STORED|SCD|TYPE|TRACK|HISTORY|ON|IGNORE|NULL|"
            + "UPDATES|STRUCT|AND|NOT|IS|IN|LIKE|SELECT|WHERE|WITH|TRUE|FALSE|"
            // The portable MERGE SQL's own words: a learner reading it saw SELECT and WHEN stand out, THEN and SET not.
            + "MERGE|USING|MATCHED|THEN|INSERT|UPDATE|SET|VALUES|CASE|ELSE|END|JOIN|LEFT|INNER|OUTER|GROUP|ORDER|"
            + "PARTITION|OVER|DISTINCT|UNION|ALL|EXISTS|VIEW|TEMPORARY|TEMP|REPLACE|IF|DROP|ALTER|ADD|BETWEEN|ASC|DESC|"
            + "LIMIT|HAVING|QUALIFY|DEFAULT|DECLARE|VARIABLE|VAR|BEGIN|COMMIT|ROLLBACK|TBLPROPERTIES|LOCATION|DELTA";
    private static final String PY_WORDS = "import|from|as|def|return|None|True|False|and|or|not|in|is|lambda";
    // Strings as an unrolled loop of possessive runs: an alternation under * would recurse once per character,
    // and an apostrophe in a long Java export (a comment's "key's") overflowed the stack of the FX thread.
    private static final Pattern PATTERN = Pattern.compile("(?<comment>--[^\\n]*|//[^\\n]*|#[^\\n]*)"
            + "|(?<string>'[^'\\\\\\n]*+(?:\\\\.[^'\\\\\\n]*+)*+'|\"[^\"\\\\\\n]*+(?:\\\\.[^\"\\\\\\n]*+)*+\")"
            + "|(?<keyword>\\b(?:" + SQL_WORDS + "|" + PY_WORDS + ")\\b)"
            + "|(?<number>\\b\\d+\\b)");

    private CodeHighlighter() {}

    static StyleSpans<Collection<String>> spans(String text) {
        Matcher m = PATTERN.matcher(text);
        StyleSpansBuilder<Collection<String>> b = new StyleSpansBuilder<>();
        int at = 0;
        while (m.find()) {
            String style = m.group("comment") != null
                    ? Styles.token("comment")
                    : m.group("string") != null
                            ? Styles.token("string")
                            : m.group("keyword") != null ? Styles.token("keyword") : Styles.token("number");
            b.add(List.of(Styles.TOKEN_PLAIN), m.start() - at);
            b.add(List.of(style), m.end() - m.start());
            at = m.end();
        }
        b.add(List.of(Styles.TOKEN_PLAIN), text.length() - at);
        return b.create();
    }
}
