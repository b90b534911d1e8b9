package io.scdstudio.lesson;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.commonmark.Extension;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.Heading;
import org.commonmark.node.Link;
import org.commonmark.node.ListBlock;
import org.commonmark.node.Node;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;

/**
 * A lesson's README as commonmark-java parses it (CommonMark plus GitHub's tables), the one parser the window's
 * lesson pane and the link check share.
 */
public final class LessonMarkdown {
    private static final List<Extension> EXTENSIONS = List.of(TablesExtension.create());
    private static final Parser PARSER = Parser.builder().extensions(EXTENSIONS).build();

    private LessonMarkdown() {}

    public static Node parse(String markdown) {
        return PARSER.parse(markdown);
    }

    /** Every link of the text, in reading order. */
    public static List<LessonLink> links(String markdown) {
        List<LessonLink> out = new ArrayList<>();
        parse(markdown).accept(new AbstractVisitor() {
            @Override
            public void visit(Link link) {
                out.add(LessonLink.parse(plainText(link), link.getDestination()));
            }
        });
        return List.copyOf(out);
    }

    /** The text of the first level-1 heading. */
    public static Optional<String> title(String markdown) {
        List<String> found = new ArrayList<>();
        parse(markdown).accept(new AbstractVisitor() {
            @Override
            public void visit(Heading heading) {
                if (heading.getLevel() == 1 && found.isEmpty()) {
                    found.add(plainText(heading));
                }
            }
        });
        return found.stream().findFirst();
    }

    /** The level-2 headings, the sections a lesson must have. */
    public static List<String> sections(String markdown) {
        List<String> found = new ArrayList<>();
        parse(markdown).accept(new AbstractVisitor() {
            @Override
            public void visit(Heading heading) {
                if (heading.getLevel() == 2) {
                    found.add(plainText(heading));
                }
            }
        });
        return List.copyOf(found);
    }

    /** How many items the first list under the level-2 heading {@code section} has (0 when none). */
    public static int listItemsUnder(String markdown, String section) {
        boolean inSection = false;
        for (Node n = parse(markdown).getFirstChild(); n != null; n = n.getNext()) {
            if (n instanceof Heading h && h.getLevel() <= 2) {
                inSection = h.getLevel() == 2 && plainText(h).equals(section);
            } else if (inSection && n instanceof ListBlock list) {
                int items = 0;
                for (Node item = list.getFirstChild(); item != null; item = item.getNext()) {
                    items++;
                }
                return items;
            }
        }
        return 0;
    }

    /** The literal text under a node (code spans included), as a reader sees it. */
    public static String plainText(Node node) {
        StringBuilder sb = new StringBuilder();
        node.accept(new AbstractVisitor() {
            @Override
            public void visit(Text text) {
                sb.append(text.getLiteral());
            }

            @Override
            public void visit(Code code) {
                sb.append(code.getLiteral());
            }

            @Override
            public void visit(SoftLineBreak br) {
                sb.append(' ');
            }
        });
        return sb.toString();
    }
}
