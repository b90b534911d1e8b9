package io.scdstudio.ui.code;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.fxmisc.richtext.model.StyleSpan;
import org.fxmisc.richtext.model.StyleSpans;
import org.junit.jupiter.api.Test;

class CodeHighlighterTest {

    /** The styled pieces of {@code text}, as "style:text". */
    private static List<String> styled(String text) {
        StyleSpans<Collection<String>> spans = CodeHighlighter.spans(text);
        List<String> out = new ArrayList<>();
        int at = 0;
        for (StyleSpan<Collection<String>> s : spans) {
            if (!s.getStyle().contains(io.scdstudio.ui.Styles.TOKEN_PLAIN)) {
                out.add(String.join(",", s.getStyle()) + ":" + text.substring(at, at + s.getLength()));
            }
            at += s.getLength();
        }
        return out;
    }

    @Test
    void stringsCommentsKeywordsAndNumbersAreStyled() {
        assertThat(styled("SELECT 'a''b', \"x\\\"y\" -- note\n// java's comment\n# py\n42"))
                .containsExactly(
                        "tok-keyword:SELECT",
                        "tok-string:'a''b'",
                        "tok-string:\"x\\\"y\"",
                        "tok-comment:-- note",
                        "tok-comment:// java's comment",
                        "tok-comment:# py",
                        "tok-number:42");
    }

    @Test
    void theMergeStatementsWordsStandOutAsKeywords() {
        assertThat(styled("MERGE INTO t USING s ON t.id = s.id WHEN MATCHED THEN UPDATE SET city = s.city "
                        + "WHEN NOT MATCHED THEN INSERT (id) VALUES (s.id)"))
                .containsExactly(
                        "tok-keyword:MERGE",
                        "tok-keyword:INTO",
                        "tok-keyword:USING",
                        "tok-keyword:ON",
                        "tok-keyword:WHEN",
                        "tok-keyword:MATCHED",
                        "tok-keyword:THEN",
                        "tok-keyword:UPDATE",
                        "tok-keyword:SET",
                        "tok-keyword:WHEN",
                        "tok-keyword:NOT",
                        "tok-keyword:MATCHED",
                        "tok-keyword:THEN",
                        "tok-keyword:INSERT",
                        "tok-keyword:VALUES");
    }

    @Test
    void aLongExportWithAStrayApostropheIsHighlightedWithoutOverflowingTheStack() {
        String line = "    dataset.where(\"op = 'DELETE'\").select(\"id\"); \n";
        String text = "the key's history\n" + line.repeat(20_000) + "x = 'y " + "z".repeat(200_000);
        List<String> styled = styled(text);
        assertThat(styled).contains("tok-string:\"op = 'DELETE'\"");
        assertThat(styled).noneMatch(s -> s.startsWith("tok-string:'s history"));
    }
}
