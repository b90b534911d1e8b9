package io.scdstudio.codegen.importer;

import io.scdstudio.codegen.TableName;
import io.scdstudio.model.FlowSettings;
import io.scdstudio.model.ScdException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Parses the one AUTO CDC flow in pasted Lakeflow SQL. Accepted spellings: {@code CREATE FLOW name AS AUTO
 * CDC [ONCE] INTO target ...}, the older {@code APPLY CHANGES INTO target ...} (alone or after
 * {@code CREATE FLOW}), and the Databricks SQL form {@code CREATE OR REFRESH STREAMING TABLE target ... FLOW
 * AUTO CDC FROM ...}. Other statements, such as the {@code CREATE OR REFRESH STREAMING TABLE} that declares
 * the target, are skipped.
 */
public final class SqlFlowParser {
    static final String LABEL = "Lakeflow SQL";

    private final TokenCursor c;
    private final SqlFlowParts parts = new SqlFlowParts();

    private SqlFlowParser(TokenCursor cursor) {
        this.c = cursor;
    }

    /** @throws io.scdstudio.model.ScdException {@code IMPORT_NOT_UNDERSTOOD}, naming line and column */
    public static ParsedSqlFlow parse(String text) {
        SourceText src = new SourceText(LABEL, NotebookCells.asStatements(text));
        List<Parsed> flows = parseAll(src);
        if (flows.size() > 1) {
            FlowChoice.pick(src, found(flows), Optional.empty());
        }
        return flows.get(0).flow();
    }

    /** The flow the user picked by name, or the only one; several without a name is an error that lists them. */
    static FlowSettings parse(String text, Optional<String> wanted) {
        SourceText src = new SourceText(LABEL, NotebookCells.asStatements(text));
        return FlowChoice.pick(src, found(parseAll(src)), wanted);
    }

    private record Parsed(ParsedSqlFlow flow, Token start) {}

    private static List<FlowChoice.Found> found(List<Parsed> flows) {
        return flows.stream()
                .map(p -> new FlowChoice.Found(p.flow().flow(), p.start()))
                .toList();
    }

    private static List<Parsed> parseAll(SourceText src) {
        List<Token> tokens = SqlTokenizer.tokenize(src);
        List<Parsed> out = new ArrayList<>();
        for (int[] range : flowStatements(src, tokens)) {
            SqlFlowParser parser = new SqlFlowParser(new TokenCursor(src, tokens, range[0], range[1]));
            parser.header();
            new SqlClauseParser(parser.c, parser.parts).parseAll();
            out.add(new Parsed(
                    new ParsedSqlFlow(parser.parts.toSettings(), parser.parts.clauses), tokens.get(range[0])));
        }
        return out;
    }

    /**
     * Whether the text holds an AUTO CDC or APPLY CHANGES statement outside comments and strings, Python
     * {@code #} comments included (SQL does not know them, so they are checked by line).
     */
    static boolean looksLikeSql(String text) {
        try {
            List<Token> tokens = SqlTokenizer.tokenize(new SourceText(LABEL, text));
            for (int i = 0; i + 2 < tokens.size(); i++) {
                if (flowKeywordsAt(tokens, i)
                        && tokens.get(i + 2).kind() == Token.Kind.WORD
                        && !LineComments.follows(tokens, i, "#")) {
                    return true;
                }
            }
            return false;
        } catch (ScdException broken) {
            // An unclosed string or comment in what is plainly a flow statement: the SQL importer then names its
            // line ("this string is never closed"), rather than "found neither SQL nor Python".
            return FLOW_WORDS.matcher(text).find();
        } catch (RuntimeException notSql) {
            return false;
        }
    }

    private static final Pattern FLOW_WORDS = Pattern.compile(
            "(?is)\\bCREATE\\s+(OR\\s+REFRESH\\s+)?FLOW\\b.*\\bAUTO\\s+CDC\\b|\\bAPPLY\\s+CHANGES\\s+INTO\\b");

    /** The token ranges [start, end) of the flow statements. */
    private static List<int[]> flowStatements(SourceText src, List<Token> tokens) {
        List<int[]> flows = new ArrayList<>();
        int start = 0;
        int depth = 0;
        boolean flow = false;
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.kind() == Token.Kind.END || (depth == 0 && t.isSymbol(';'))) {
                if (flow) {
                    flows.add(new int[] {start, i});
                }
                start = i + 1;
                flow = false;
            } else {
                depth += t.isSymbol('(') ? 1 : t.isSymbol(')') ? -1 : 0;
                flow |= depth == 0 && flowKeywordsAt(tokens, i);
            }
        }
        if (flows.isEmpty()) {
            throw src.errorAt(
                    0,
                    "found no AUTO CDC flow",
                    "Paste a statement such as CREATE FLOW name AS AUTO CDC"
                            + " INTO target FROM stream(source) KEYS (id) SEQUENCE BY seq");
        }
        return flows;
    }

    private static boolean flowKeywordsAt(List<Token> tokens, int i) {
        if (i + 1 >= tokens.size()) {
            return false;
        }
        Token a = tokens.get(i);
        Token b = tokens.get(i + 1);
        return (a.isWord("AUTO") && b.isWord("CDC")) || (a.isWord("APPLY") && b.isWord("CHANGES"));
    }

    private void header() {
        if (c.acceptWord("CREATE")) {
            if (c.acceptWord("OR") && !c.acceptWord("REFRESH")) {
                c.expectWord("REPLACE", "or REFRESH after CREATE OR");
            }
            if (c.acceptWord("FLOW")) {
                flowName();
            } else {
                streamingTableName();
            }
        }
        if (c.acceptWord("AUTO")) {
            c.expectWord("CDC", "after AUTO");
        } else if (c.acceptWord("APPLY")) {
            c.expectWord("CHANGES", "after APPLY");
        } else {
            throw c.expected("AUTO CDC or APPLY CHANGES");
        }
        parts.once = c.acceptWord("ONCE");
        if (c.acceptWord("INTO")) {
            parts.once |= c.acceptWord("ONCE");
            parts.target = tableName("the target table after INTO");
        } else if (parts.target == null) {
            throw c.expected("INTO and the target table");
        }
        c.expectWord("FROM", "and the source after the target table");
        if (c.peek().isWord("SNAPSHOT") && c.peek(1).isSymbol('(')) {
            snapshotSource();
            return;
        }
        parts.source = source();
    }

    /**
     * {@code FROM SNAPSHOT (SELECT * FROM name) [WITH VERSION (...)]}: the design's source is the table snapshotted.
     * A version query (historical snapshots) is skipped: the design keeps its snapshots in its own folder.
     */
    private void snapshotSource() {
        parts.snapshot = true;
        c.next();
        c.next();
        Token start = c.peek();
        if (!(c.acceptWord("SELECT") && c.acceptSymbol('*') && c.acceptWord("FROM"))) {
            throw c.source()
                    .errorAt(
                            start,
                            "the snapshot query is not SELECT * FROM a table",
                            "Import reads FROM"
                                    + " SNAPSHOT (SELECT * FROM source); for snapshots read from files, write the table or view that"
                                    + " holds them, then set the snapshots in the design");
        }
        parts.source = tableName("the snapshotted table after SELECT * FROM");
        skipPast(")", ") to close FROM SNAPSHOT (...)");
        if (c.acceptWord("WITH")) {
            c.expectWord("VERSION", "after WITH");
            c.expectSymbol('(', "after WITH VERSION");
            skipPast(")", ") to close WITH VERSION (...)");
        }
    }

    /**
     * Skips to the first {@code stop} word or symbol outside parentheses and past it (a {@code )} closes the
     * parenthesis the cursor is in).
     */
    private void skipPast(String stop, String expected) {
        int depth = 0;
        while (depth > 0
                || !(stop.equals(")") ? c.peek().isSymbol(')') : c.peek().isWord(stop))) {
            if (c.atEnd()) {
                throw c.expected(expected);
            }
            Token t = c.next();
            depth += t.isSymbol('(') ? 1 : t.isSymbol(')') ? -1 : 0;
        }
        c.next();
    }

    private void flowName() {
        Token name = c.peek();
        if (!name.isName()) {
            throw c.expected("the flow name after CREATE FLOW");
        }
        c.next();
        parts.flowName = name.kind() == Token.Kind.QUOTED_NAME ? name.value() : name.text();
        if (c.acceptWord("COMMENT") && c.next().kind() != Token.Kind.STRING) {
            throw c.source().errorAt(name, "expected a string after COMMENT", "Write COMMENT 'text'");
        }
        c.expectWord("AS", "after the flow name");
    }

    /** {@code STREAMING TABLE target ... FLOW}: skips the schema and properties up to the flow. */
    private void streamingTableName() {
        c.acceptWord("STREAMING");
        c.acceptWord("LIVE");
        c.expectWord("TABLE", "or FLOW after CREATE");
        parts.target = tableName("the streaming table name");
        skipPast("FLOW", "FLOW AUTO CDC");
    }

    /** {@code stream(name)}, {@code STREAM name} or a plain name (a ONCE flow may read a batch source). */
    private TableName source() {
        if (c.peek().isWord("STREAM") && c.peek(1).isSymbol('(')) {
            c.next();
            c.next();
            TableName name = tableName("the source inside stream(...)");
            c.expectSymbol(')', "to close stream(...)");
            return name;
        }
        if (c.peek().isWord("STREAM") && c.peek(1).isName()) {
            c.next();
        }
        return tableName("the source table or view after FROM");
    }

    /** A possibly qualified name; the pipeline-local prefix {@code LIVE.} of older pipelines is dropped. */
    private TableName tableName(String what) {
        List<String> names = new ArrayList<>();
        List<Token> tokens = new ArrayList<>();
        do {
            Token t = c.peek();
            if (!t.isName()) {
                throw c.expected(what);
            }
            tokens.add(c.next());
            names.add(t.kind() == Token.Kind.QUOTED_NAME ? t.value() : t.text());
        } while (c.acceptSymbol('.'));
        if (names.size() > 1 && tokens.get(0).isWord("LIVE")) {
            names.remove(0);
        }
        return new TableName(names);
    }
}
