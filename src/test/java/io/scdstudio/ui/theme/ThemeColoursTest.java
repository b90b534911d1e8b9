package io.scdstudio.ui.theme;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A colour written anywhere but a theme's own stylesheet would stay the same in the dark theme: every colour
 * must come from {@code light.css}/{@code dark.css} or AtlantaFX's variables.
 */
class ThemeColoursTest {
    private static final Path THEMES = Path.of("src/main/resources/io/scdstudio/ui/theme");
    private static final Pattern HEX = Pattern.compile("#[0-9a-fA-F]{3,8}\\b");
    private static final Pattern FUNCTION = Pattern.compile("\\b(rgba?|hsba?)\\s*\\(");
    private static final Pattern STYLE_COLOUR = Pattern.compile("setStyle\\([^;]*(-fx-[a-z-]*(color|fill|stroke))");
    private static final Pattern FX_COLOUR =
            Pattern.compile("\\bColor\\.(web|rgb|hsb|color|valueOf)\\(|\\bColor\\.[A-Z]{3,}\\b");

    @Test
    void noColourIsWrittenOutsideTheThemeStylesheets() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main"))) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                String name = f.getFileName().toString();
                if (f.startsWith(THEMES) || !(name.endsWith(".css") || name.endsWith(".java"))) {
                    continue;
                }
                List<String> lines = Files.readAllLines(f);
                for (int i = 0; i < lines.size(); i++) {
                    String line = lines.get(i);
                    boolean css = name.endsWith(".css");
                    if (css
                                    && (HEX.matcher(line).find()
                                            || FUNCTION.matcher(line).find())
                            || !css
                                    && (STYLE_COLOUR.matcher(line).find()
                                            || FX_COLOUR.matcher(line).find()
                                            || colourInString(line))) {
                        found.add(f + ":" + (i + 1) + ": " + line.trim());
                    }
                }
            }
        }
        assertThat(found).as("colours outside ui/theme/light.css and dark.css").isEmpty();
    }

    @Test
    void bothThemesDefineTheSameColours() throws IOException {
        assertThat(variables("dark.css")).isEqualTo(variables("light.css")).isNotEmpty();
    }

    @Test
    void theScanWouldSeeAColourInAStylesheetAndInCode() {
        assertThat(HEX.matcher(".x { -fx-fill: #cf222e; }").find()).isTrue();
        assertThat(STYLE_COLOUR
                        .matcher("node.setStyle(\"-fx-background-color: red\");")
                        .find())
                .isTrue();
        assertThat(FX_COLOUR.matcher("label.setTextFill(Color.RED);").find()).isTrue();
        assertThat(colourInString("String c = \"#fff8c5\";")).isTrue();
    }

    private static boolean colourInString(String line) {
        Matcher m = Pattern.compile("\"[^\"]*#[0-9a-fA-F]{6}\\b[^\"]*\"").matcher(line);
        return m.find();
    }

    private static List<String> variables(String theme) throws IOException {
        Matcher m = Pattern.compile("(-scd-[a-z-]+)\\s*:").matcher(Files.readString(THEMES.resolve(theme)));
        List<String> names = new ArrayList<>();
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }
}
