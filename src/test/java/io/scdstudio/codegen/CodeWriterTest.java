package io.scdstudio.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class CodeWriterTest {

    @Test
    void indentsLinesAndEndsWithOneNewline() {
        String text = new CodeWriter("#", 4)
                .line("f(")
                .indent()
                .line("a=1,")
                .outdent()
                .line(")")
                .blank()
                .toString();

        assertThat(text).isEqualTo("f(\n    a=1,\n)\n");
    }

    @Test
    void neverWritesTwoBlankLinesInARowOrALeadingBlank() {
        String text = new CodeWriter("--", 2)
                .blank()
                .line("a")
                .blank()
                .blank()
                .line("b")
                .toString();

        assertThat(text).isEqualTo("a\n\nb\n");
    }

    @Test
    void wrapsLongCommentsOnSpaces() {
        String text = new CodeWriter("--", 2).comment("word ".repeat(40)).toString();

        assertThat(text.lines())
                .hasSizeGreaterThan(1)
                .allSatisfy(l -> assertThat(l).startsWith("-- ").hasSizeLessThanOrEqualTo(CodeWriter.COMMENT_WIDTH));
    }

    @Test
    void keepsAMultiLineTextAsWrittenAfterItsFirstLine() {
        String text =
                new CodeWriter("--", 2).indent().line("WHEN a = 'x  \n  y'  ").toString();

        assertThat(text).isEqualTo("  WHEN a = 'x  \n  y'\n");
    }

    @Test
    void commentsCannotBeBrokenByLineBreaksInNames() {
        String text = new CodeWriter("#", 4).comment("keys (a\nb)").toString();

        assertThat(text).isEqualTo("# keys (a b)\n");
    }

    @Test
    void refusesToOutdentBelowTheMargin() {
        assertThatThrownBy(() -> new CodeWriter("#", 4).outdent()).isInstanceOf(IllegalStateException.class);
    }
}
