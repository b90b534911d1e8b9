package io.scdstudio.codegen;

import java.util.ArrayList;
import java.util.List;

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
        SourceText src = new SourceText(LABEL, text);
        List<Token> tokens = SqlTokenizer.tokenize(src);
        int[] range = findFlowStatement(src, tokens);
        SqlFlowParser parser = new SqlFlowParser(new TokenCursor(src, tokens, range[0], range[1]));
        parser.header();
        new SqlClauseParser(parser.c, parser.parts).parseAll();
        return new ParsedSqlFlow(parser.parts.toSettings(), parser.parts.clauses);
    }

    /**
     * Whether the text holds an AUTO CDC or APPLY CHANGES statement outside comments and strings, Python
     * {@code #} comments included (SQL does not know them, so they are checked by line).
     */
    static boolean looksLikeSql(String text) {
        try {
            List<Token> tokens = SqlTokenizer.tokenize(new SourceText(LABEL, text));
            for (int i = 0; i + 2 < tokens.size(); i++) {
                if (flowKeywordsAt(tokens, i) && tokens.get(i + 2).kind() == Token.Kind.WORD
                        && !LineComments.follows(tokens, i, "#")) {
                    return true;
                }
            }
            return false;
        } catch (RuntimeException notSql) {
            return false;
        }
    }

    /** The token range [start, end) of the one flow statement. */
    private static int[] findFlowStatement(SourceText src, List<Token> tokens) {
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
            throw src.errorAt(0, "found no AUTO CDC flow", "Paste a statement such as CREATE FLOW name AS AUTO CDC"
                    + " INTO target FROM stream(source) KEYS (id) SEQUENCE BY seq");
        }
        if (flows.size() > 1) {
            throw src.errorAt(tokens.get(flows.get(1)[0]), "found a second AUTO CDC flow",
                    "Paste one flow at a time; SCD Studio designs one flow");
        }
        return flows.get(0);
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
        parts.source = source();
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
        int depth = 0;
        while (!(depth == 0 && c.peek().isWord("FLOW"))) {
            if (c.atEnd()) {
                throw c.expected("FLOW AUTO CDC");
            }
            Token t = c.next();
            depth += t.isSymbol('(') ? 1 : t.isSymbol(')') ? -1 : 0;
        }
        c.next();
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
