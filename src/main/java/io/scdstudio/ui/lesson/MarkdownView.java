package io.scdstudio.ui.lesson;

import io.scdstudio.lesson.Glossary;
import io.scdstudio.lesson.GlossaryTerm;
import io.scdstudio.lesson.LessonLink;
import io.scdstudio.lesson.LessonMarkdown;
import io.scdstudio.ui.GlossaryTips;
import io.scdstudio.ui.Styles;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Separator;
import javafx.scene.control.Tooltip;
import javafx.scene.image.ImageView;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TableHead;
import org.commonmark.ext.gfm.tables.TableRow;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.BulletList;
import org.commonmark.node.Code;
import org.commonmark.node.Emphasis;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Image;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.Link;
import org.commonmark.node.ListItem;
import org.commonmark.node.OrderedList;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.StrongEmphasis;
import org.commonmark.node.ThematicBreak;

/**
 * A lesson's README as JavaFX nodes. commonmark-java parses the Markdown; this class only maps each node kind
 * of its tree to a styled node: headings, paragraphs with bold, italic, code and links, lists, code blocks,
 * quotes and tables. There is no maintained commonmark-to-JavaFX renderer on Maven Central, and a WebView
 * would add a 46 MB browser engine for a few pages of text (docs/decisions/0011). Links call {@code onLink}.
 */
public final class MarkdownView extends VBox {
    /** The key under which each link node keeps its {@link LessonLink}, so tests can find a link by target. */
    public static final String LINK_KEY = "lessonLink";

    private static final int SHORT_CELL = 12;
    /** About the widest character of the lesson's fonts (code is 13 px monospace), and a cell's padding each side. */
    private static final double CHAR_WIDTH = 8;

    private static final double CELL_PADDING = 6;
    /** A wrapping cell is never narrower than this, however short its words. */
    private static final double WRAPPED_MIN = 48;
    /** Nor wider than this for its longest word: a long identifier then scrolls the table sideways. */
    private static final double WRAPPED_MAX = 180;

    private final Consumer<LessonLink> onLink;
    private final boolean skipTitle;
    /** The glossary terms already marked in the document shown. */
    private final Set<GlossaryTerm> explained = new HashSet<>();
    /** False while a heading is built. */
    private boolean explaining = true;

    private Function<String, Optional<javafx.scene.image.Image>> images = destination -> Optional.empty();

    /** @param skipTitle leaves out the first level-1 heading (the pane shows the title in its header) */
    public MarkdownView(Consumer<LessonLink> onLink, boolean skipTitle) {
        super(8);
        this.onLink = onLink;
        this.skipTitle = skipTitle;
        getStyleClass().add(Styles.MD_DOCUMENT);
    }

    /**
     * Shows images the resolver finds (by their Markdown destination) as pictures, scaled down to the page's width;
     * the others stay their alt text. Lessons have no pictures; the help window's guide has screenshots.
     */
    public MarkdownView withImages(Function<String, Optional<javafx.scene.image.Image>> resolver) {
        this.images = resolver;
        return this;
    }

    public void show(String markdown) {
        explained.clear();
        getChildren().clear();
        boolean titleSeen = false;
        for (org.commonmark.node.Node block = LessonMarkdown.parse(markdown).getFirstChild();
                block != null;
                block = block.getNext()) {
            if (skipTitle && !titleSeen && block instanceof Heading h && h.getLevel() == 1) {
                titleSeen = true;
                continue;
            }
            getChildren().add(block(block));
        }
    }

    /** Shows the text another view made (off the window's thread, say): its nodes move here. */
    public void showMade(MarkdownView made) {
        getChildren().setAll(List.copyOf(made.getChildren()));
    }

    private Node block(org.commonmark.node.Node n) {
        if (n instanceof Heading h) {
            // A heading is read as one line: its words are explained where the text below uses them.
            explaining = false;
            TextFlow flow = inline(h);
            explaining = true;
            flow.getStyleClass()
                    .add(h.getLevel() == 1 ? Styles.MD_H1 : h.getLevel() == 2 ? Styles.MD_H2 : Styles.MD_H3);
            return flow;
        }
        if (n instanceof Paragraph) {
            return inline(n);
        }
        if (n instanceof BulletList || n instanceof OrderedList) {
            return list(n);
        }
        if (n instanceof FencedCodeBlock f) {
            return codeBlock(f.getLiteral());
        }
        if (n instanceof IndentedCodeBlock c) {
            return codeBlock(c.getLiteral());
        }
        if (n instanceof BlockQuote) {
            VBox quote = children(n);
            quote.getStyleClass().add(Styles.MD_QUOTE);
            return quote;
        }
        if (n instanceof ThematicBreak) {
            return new Separator();
        }
        if (n instanceof TableBlock) {
            return sideways(table(n));
        }
        if (n instanceof HtmlBlock html) {
            return codeBlock(html.getLiteral());
        }
        return children(n);
    }

    private VBox children(org.commonmark.node.Node n) {
        VBox box = new VBox(6);
        for (org.commonmark.node.Node c = n.getFirstChild(); c != null; c = c.getNext()) {
            box.getChildren().add(block(c));
        }
        return box;
    }

    private VBox list(org.commonmark.node.Node list) {
        VBox box = new VBox(4);
        int number = list instanceof OrderedList o && o.getMarkerStartNumber() != null ? o.getMarkerStartNumber() : 1;
        for (org.commonmark.node.Node item = list.getFirstChild(); item != null; item = item.getNext()) {
            if (!(item instanceof ListItem)) {
                continue;
            }
            Label marker = new Label(list instanceof OrderedList ? number++ + "." : "•");
            marker.getStyleClass().add(Styles.MD_MARKER);
            marker.setMinWidth(20);
            VBox content = children(item);
            HBox.setHgrow(content, Priority.ALWAYS);
            HBox row = new HBox(4, marker, content);
            box.getChildren().add(row);
        }
        box.setPadding(new Insets(0, 0, 0, 6));
        return box;
    }

    /**
     * A table wider than the page (its short cells keep their width; more so when zoomed) scrolls sideways on its
     * own: as part of the page it widened every paragraph past the pane's edge, and they were cut there.
     */
    private static ScrollPane sideways(GridPane grid) {
        ScrollPane scroll = new ScrollPane(grid);
        scroll.setVbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        // The bar is there when even the wrapped cells cannot fit the pane's own width. AS_NEEDED judged by the
        // viewport, which the bar itself makes shorter: on the first lesson's table it came and went every frame, and
        // the window drew the lesson twenty times a second for as long as the lesson was open.
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        scroll.widthProperty()
                .addListener((o, was, now) -> scroll.setHbarPolicy(
                        grid.minWidth(-1) > now.doubleValue() - scroll.snappedLeftInset() - scroll.snappedRightInset()
                                ? ScrollPane.ScrollBarPolicy.ALWAYS
                                : ScrollPane.ScrollBarPolicy.NEVER));
        scroll.setFitToHeight(true);
        // As wide as the lesson, long cells wrapped (a learner found the SCD type 2 column cut at the pane's edge);
        // sideways only when even wrapped cells cannot fit.
        scroll.setFitToWidth(true);
        scroll.setMinWidth(0);
        scroll.getStyleClass().add(Styles.EDGE_TO_EDGE);
        grid.heightProperty().addListener((o, was, now) -> scroll.setMinViewportHeight(now.doubleValue()));
        return scroll;
    }

    private Label codeBlock(String literal) {
        Label code = new Label(literal.endsWith("\n") ? literal.substring(0, literal.length() - 1) : literal);
        code.getStyleClass().add(Styles.MD_CODE_BLOCK);
        code.setWrapText(true);
        code.setMaxWidth(Double.MAX_VALUE);
        return code;
    }

    /**
     * A long cell wraps between words, as narrow as its longest word: a fixed narrowest width broke "job_title"
     * inside the word, and none at all kept the whole table its unwrapped width, its last column cut.
     */
    static double wrappedMinWidth(String text) {
        int longest = 0;
        for (String word : text.split("\\s+")) {
            longest = Math.max(longest, word.length());
        }
        return Math.max(WRAPPED_MIN, Math.min(WRAPPED_MAX, longest * CHAR_WIDTH + 2 * CELL_PADDING));
    }

    private GridPane table(org.commonmark.node.Node table) {
        GridPane grid = new GridPane();
        grid.getStyleClass().add(Styles.MD_TABLE);
        int row = 0;
        for (org.commonmark.node.Node part = table.getFirstChild(); part != null; part = part.getNext()) {
            boolean head = part instanceof TableHead;
            for (org.commonmark.node.Node r = part.getFirstChild(); r != null; r = r.getNext()) {
                if (!(r instanceof TableRow)) {
                    continue;
                }
                int col = 0;
                for (org.commonmark.node.Node cell = r.getFirstChild(); cell != null; cell = cell.getNext()) {
                    if (cell instanceof TableCell) {
                        TextFlow text = inline(cell);
                        text.getStyleClass().add(head ? Styles.MD_TABLE_HEAD : Styles.MD_TABLE_CELL);
                        text.setMaxWidth(Double.MAX_VALUE);
                        // Short cells (a key, a batch number) keep their width; long ones wrap.
                        String plain = LessonMarkdown.plainText(cell);
                        text.setMinWidth(plain.length() <= SHORT_CELL ? Region.USE_PREF_SIZE : wrappedMinWidth(plain));
                        grid.add(text, col++, row);
                    }
                }
                row++;
            }
        }
        for (int c = 0; c < grid.getColumnCount(); c++) {
            ColumnConstraints cc = new ColumnConstraints();
            cc.setHgrow(Priority.SOMETIMES);
            grid.getColumnConstraints().add(cc);
        }
        return grid;
    }

    /** The inline content of a block as one wrapping flow of styled text, code spans and links. */
    private TextFlow inline(org.commonmark.node.Node block) {
        TextFlow flow = new TextFlow();
        flow.getStyleClass().add(Styles.MD_TEXT);
        for (org.commonmark.node.Node c = block.getFirstChild(); c != null; c = c.getNext()) {
            addInline(flow, c, "");
        }
        return flow;
    }

    private void addInline(TextFlow flow, org.commonmark.node.Node n, String style) {
        if (n instanceof org.commonmark.node.Text t) {
            addExplained(flow, t.getLiteral(), style);
        } else if (n instanceof Code c) {
            Text code = text(c.getLiteral(), style);
            code.getStyleClass().add(Styles.MD_CODE);
            GlossaryTips.on(code, c.getLiteral());
            flow.getChildren().add(code);
        } else if (n instanceof SoftLineBreak) {
            flow.getChildren().add(text(" ", style));
        } else if (n instanceof HardLineBreak) {
            flow.getChildren().add(text("\n", style));
        } else if (n instanceof Emphasis) {
            addChildren(flow, n, style + " " + Styles.MD_EMPHASIS);
        } else if (n instanceof StrongEmphasis) {
            addChildren(flow, n, style + " " + Styles.MD_STRONG);
        } else if (n instanceof Link link) {
            flow.getChildren().add(hyperlink(link));
        } else if (n instanceof Image image) {
            Optional<javafx.scene.image.Image> picture = images.apply(image.getDestination());
            if (picture.isPresent()) {
                ImageView view = new ImageView(picture.get());
                view.setPreserveRatio(true);
                view.setSmooth(true);
                Tooltip.install(view, new Tooltip(LessonMarkdown.plainText(image)));
                flow.getChildren().add(view);
            } else {
                flow.getChildren().add(text(LessonMarkdown.plainText(image), style));
            }
        } else if (n instanceof HtmlInline html) {
            flow.getChildren().add(text(html.getLiteral(), style));
        } else {
            addChildren(flow, n, style);
        }
    }

    /**
     * A run of text, the first mention of each glossary term in the document underlined and explained on hover:
     * every mention marked would turn a lesson into a page of underlines.
     */
    private void addExplained(TextFlow flow, String literal, String style) {
        if (!explaining) {
            flow.getChildren().add(text(literal, style));
            return;
        }
        int at = 0;
        for (Glossary.Mention m : Glossary.bundled().mentions(literal)) {
            if (!explained.add(m.term())) {
                continue;
            }
            if (m.start() > at) {
                flow.getChildren().add(text(literal.substring(at, m.start()), style));
            }
            Text term = text(literal.substring(m.start(), m.end()), style);
            term.getStyleClass().add(Styles.GLOSSARY_TERM);
            GlossaryTips.on(term, term.getText());
            flow.getChildren().add(term);
            at = m.end();
        }
        if (at < literal.length()) {
            flow.getChildren().add(text(literal.substring(at), style));
        }
    }

    private void addChildren(TextFlow flow, org.commonmark.node.Node n, String style) {
        for (org.commonmark.node.Node c = n.getFirstChild(); c != null; c = c.getNext()) {
            addInline(flow, c, style);
        }
    }

    private Hyperlink hyperlink(Link link) {
        LessonLink target = LessonLink.parse(LessonMarkdown.plainText(link), link.getDestination());
        Hyperlink h = new Hyperlink(target.text());
        h.setMnemonicParsing(false); // link text names columns such as changed_at
        h.getStyleClass().add(Styles.MD_LINK);
        h.getProperties().put(LINK_KEY, target);
        h.setTooltip(new Tooltip(describe(target)));
        h.setOnAction(e -> {
            h.setVisited(false);
            onLink.accept(target);
        });
        return h;
    }

    private static String describe(LessonLink link) {
        if (link instanceof LessonLink.ToEvent e) {
            return "Show the table after event " + e.event();
        }
        if (link instanceof LessonLink.ToKey k) {
            return "Follow key " + k.keyText() + " in the preview";
        }
        if (link instanceof LessonLink.ToBatch b) {
            return "Show the table after batch " + b.batch();
        }
        if (link instanceof LessonLink.ToLesson l) {
            return "Open the lesson " + l.lessonId();
        }
        return link.destination();
    }

    private static Text text(String literal, String style) {
        Text t = new Text(literal);
        t.getStyleClass().add(Styles.MD_TEXT_RUN);
        for (String s : style.trim().split(" ")) {
            if (!s.isEmpty()) {
                t.getStyleClass().add(s);
            }
        }
        return t;
    }
}
