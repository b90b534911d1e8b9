package io.scdstudio.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The help window's guide is bundled whole: docs/studio.md, every page it links to, and its screenshots. */
class HelpWindowTest {
    @Test
    void everyPageAndPictureTheGuideLinksToIsInTheJar() throws Exception {
        String guide = HelpWindow.pageText(HelpWindow.START);
        assertThat(guide).isEqualTo(Files.readString(Path.of("docs/studio.md")));
        Matcher links = Pattern.compile("\\]\\(([^)#]+)(#[^)]*)?\\)").matcher(guide);
        int pages = 0;
        int pictures = 0;
        while (links.find()) {
            String target = links.group(1);
            if (target.endsWith(".md")) {
                assertThat(HelpWindow.bundledPage(target + (links.group(2) == null ? "" : links.group(2))))
                        .as(target)
                        .contains(target);
                assertThat(HelpWindow.pageText(target)).isEqualTo(Files.readString(Path.of("docs", target)));
                pages++;
            } else if (target.endsWith(".png")) {
                assertThat(HelpWindow.class.getResource(HelpWindow.GUIDE + target))
                        .as(target)
                        .isNotNull();
                pictures++;
            }
        }
        assertThat(pages).isPositive();
        assertThat(pictures).isGreaterThan(10);
    }

    @Test
    void linksOutsideTheBundleAreNotPages() {
        assertThat(HelpWindow.bundledPage("../shared/spec/autocdc-semantics.md"))
                .isEmpty();
        assertThat(HelpWindow.bundledPage("https://docs.databricks.com/")).isEmpty();
        assertThat(HelpWindow.bundledPage("architecture.md")).as("not bundled").isEmpty();
    }
}
