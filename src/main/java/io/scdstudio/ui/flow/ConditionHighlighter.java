package io.scdstudio.ui.flow;

import io.scdstudio.expr.ConditionLexer;
import io.scdstudio.expr.Token;
import io.scdstudio.ui.Styles;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import org.fxmisc.richtext.model.StyleSpans;
import org.fxmisc.richtext.model.StyleSpansBuilder;

/** Style spans for a condition, from the expression lexer: one {@code tok-<kind>} class per token. */
final class ConditionHighlighter {
    private ConditionHighlighter() {}

    static StyleSpans<Collection<String>> spans(String text) {
        StyleSpansBuilder<Collection<String>> b = new StyleSpansBuilder<>();
        int at = 0;
        for (Token t : ConditionLexer.tokenize(text)) {
            if (t.start() < at || t.end() > text.length()) {
                continue;
            }
            b.add(List.of(Styles.TOKEN_PLAIN), t.start() - at);
            b.add(List.of(Styles.token(t.kind().name().toLowerCase(Locale.ROOT))), t.end() - t.start());
            at = t.end();
        }
        b.add(List.of(Styles.TOKEN_PLAIN), text.length() - at);
        return b.create();
    }
}
