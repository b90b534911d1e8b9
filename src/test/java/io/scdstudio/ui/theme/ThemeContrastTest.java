package io.scdstudio.ui.theme;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every text the window draws on a background of its own is readable in both themes: WCAG AA, a contrast ratio of
 * at least 4.5:1, computed from the theme files themselves (AtlantaFX's Primer stylesheet, then ours over it). The
 * pairs are those the stylesheets combine: a row's text on its state's background, a bar's label on the bar, code
 * tokens and hints on the page.
 */
class ThemeContrastTest {
    private static final double AA = 4.5;
    private static final Pattern VARIABLE = Pattern.compile("(-(?:color|scd)-[a-z0-9-]+)\\s*:\\s*([^;]+);");

    /** Text colour, background colour, and where the window puts the one on the other. */
    private record Pair(String text, String background, String where) {}

    private static final List<Pair> PAIRS = List.of(
            new Pair("-color-fg-default", "-color-bg-default", "any text on the page"),
            new Pair("-color-fg-muted", "-color-bg-default", "hints, captions, the status line"),
            new Pair("-color-fg-muted", "-color-bg-subtle", "line numbers of code"),
            new Pair("-color-danger-fg", "-color-bg-default", "errors"),
            new Pair("-scd-text-closed", "-color-bg-default", "a closed version"),
            new Pair("-scd-text-closed", "-scd-row-changed", "a closed version changed by this event"),
            new Pair("-scd-text-deleted-key", "-color-bg-default", "a version of a deleted key"),
            new Pair("-scd-text-deleted-key", "-scd-row-changed", "a deleted key's version closed by this event"),
            new Pair("-color-fg-default", "-scd-row-changed", "a row changed by this event"),
            new Pair("-color-fg-default", "-scd-row-removed", "a row removed by this event"),
            new Pair("-color-fg-default", "-scd-row-added", "a row only the engine has (Run)"),
            new Pair("-scd-bar-text", "-scd-bar-closed", "a closed version's bar"),
            new Pair("-scd-bar-text", "-scd-bar-current", "the current version's bar"),
            new Pair("-scd-bar-text", "-scd-bar-deleted", "a deleted key's bar"),
            new Pair("-scd-bar-text", "-scd-bar-late", "a late version's bar"),
            new Pair("-scd-token-keyword", "-color-bg-default", "code: keywords"),
            new Pair("-scd-token-string", "-color-bg-default", "code: strings"),
            new Pair("-scd-token-number", "-color-bg-default", "code: numbers"),
            new Pair("-scd-token-comment", "-color-bg-default", "code: comments"),
            new Pair("-scd-token-function", "-color-bg-default", "code: functions"),
            new Pair("-scd-token-identifier", "-color-bg-default", "code: identifiers"),
            new Pair("-scd-token-operator", "-color-bg-default", "code: operators"),
            new Pair("-color-success-fg", "-color-bg-default", "the feed: upserts"),
            new Pair("-scd-badge-good-fg", "-scd-badge-good-bg", "Run: an equal verdict's badge"),
            new Pair("-scd-badge-bad-fg", "-scd-badge-bad-bg", "Run: a differing or failed verdict's badge"),
            new Pair("-scd-badge-neutral-fg", "-scd-badge-neutral-bg", "Run: a ready or running verdict's badge"),
            new Pair("-color-warning-fg", "-color-bg-default", "the feed: truncates"));

    @ParameterizedTest
    @EnumSource(Theme.class)
    void everyTextIsReadableOnItsBackground(Theme theme) throws IOException {
        Map<String, String> colours = colours(theme);
        List<String> poor = new ArrayList<>();
        for (Pair p : PAIRS) {
            double ratio = contrast(resolve(colours, p.text()), resolve(colours, p.background()));
            if (ratio < AA) {
                poor.add(String.format("%s: %s on %s = %.2f:1", p.where(), p.text(), p.background(), ratio));
            }
        }
        assertThat(poor).as("pairs under 4.5:1 in the %s theme", theme.label()).isEmpty();
    }

    @ParameterizedTest
    @EnumSource(Theme.class)
    void theCheckTellsAPoorPairFromAGoodOne(Theme theme) {
        assertThat(contrast("#777777", "#ffffff")).isLessThan(AA);
        assertThat(contrast("#000000", "#ffffff")).isEqualTo(21.0, org.assertj.core.data.Offset.offset(0.01));
    }

    private static Map<String, String> colours(Theme theme) throws IOException {
        Map<String, String> vars = new HashMap<>();
        String primer = theme == Theme.DARK ? "primer-dark.css" : "primer-light.css";
        try (InputStream in = ThemeContrastTest.class.getResourceAsStream("/atlantafx/base/theme/" + primer)) {
            assertThat(in).as("AtlantaFX's %s on the class path", primer).isNotNull();
            read(new String(in.readAllBytes(), StandardCharsets.UTF_8), vars);
        }
        read(Files.readString(Path.of("src/main/resources/io/scdstudio/ui/theme/" + theme.id() + ".css")), vars);
        return vars;
    }

    private static void read(String css, Map<String, String> into) {
        Matcher m = VARIABLE.matcher(css);
        while (m.find()) {
            into.put(m.group(1), m.group(2).trim());
        }
    }

    /** A variable's colour as #rrggbb, following variables that name other variables. */
    private static String resolve(Map<String, String> vars, String name) {
        String v = name;
        for (int hops = 0; v.startsWith("-") && hops < 10; hops++) {
            String next = vars.get(v);
            assertThat(next).as("%s is defined", v).isNotNull();
            v = next;
        }
        assertThat(v).as("%s is a plain colour", name).matches("#[0-9a-fA-F]{6}");
        return v;
    }

    static double contrast(String a, String b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(String hex) {
        double[] c = new double[3];
        for (int i = 0; i < 3; i++) {
            double v = Integer.parseInt(hex.substring(1 + 2 * i, 3 + 2 * i), 16) / 255.0;
            c[i] = v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
        }
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    }
}
