package io.scdstudio.codegen.importer;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Finds the one flow call in Python source ({@code create_auto_cdc_flow}, {@code apply_changes},
 * {@code create_auto_cdc_from_snapshot_flow}, {@code apply_changes_from_snapshot}, with any module prefix)
 * and reads its arguments as {@link PyValue}s.
 */
final class PythonCallParser {
    static final Set<String> CDC_FUNCTIONS = Set.of("create_auto_cdc_flow", "apply_changes");
    static final Set<String> SNAPSHOT_FUNCTIONS =
            Set.of("create_auto_cdc_from_snapshot_flow", "apply_changes_from_snapshot");
    static final String LABEL = "Lakeflow Python";

    private final TokenCursor c;

    private PythonCallParser(TokenCursor cursor) {
        this.c = cursor;
    }

    /** Every flow call in the source, in order. */
    static List<PyValue.Call> parseAll(SourceText src) {
        List<Token> tokens = PythonTokenizer.tokenize(src);
        List<Integer> calls = flowCalls(tokens);
        if (calls.isEmpty()) {
            throw src.errorAt(
                    0,
                    "found no flow call",
                    "Paste a call such as dp.create_auto_cdc_flow(target=...,"
                            + " source=..., keys=[...], sequence_by=...)");
        }
        List<PyValue.Call> out = new ArrayList<>();
        for (int start : calls) {
            PythonCallParser parser = new PythonCallParser(new TokenCursor(src, tokens, start, tokens.size() - 1));
            out.add((PyValue.Call) parser.value());
        }
        return out;
    }

    /** Whether the text calls one of the flow functions outside a SQL {@code --} comment. */
    static boolean looksLikePython(String text) {
        try {
            List<Token> tokens = PythonTokenizer.tokenize(new SourceText(LABEL, text));
            return flowCalls(tokens).stream().anyMatch(i -> !LineComments.follows(tokens, i, "--"));
        } catch (RuntimeException notPython) {
            return false;
        }
    }

    /** Token indexes where a flow call starts, module prefix included. */
    private static List<Integer> flowCalls(List<Token> tokens) {
        List<Integer> starts = new ArrayList<>();
        for (int i = 0; i + 1 < tokens.size(); i++) {
            Token t = tokens.get(i);
            boolean known = CDC_FUNCTIONS.contains(t.text()) || SNAPSHOT_FUNCTIONS.contains(t.text());
            boolean definition = i > 0 && tokens.get(i - 1).isWord("def");
            if (t.kind() == Token.Kind.WORD && known && tokens.get(i + 1).isSymbol('(') && !definition) {
                int start = i;
                while (start >= 2
                        && tokens.get(start - 1).isSymbol('.')
                        && tokens.get(start - 2).kind() == Token.Kind.WORD) {
                    start -= 2;
                }
                starts.add(start);
            }
        }
        return starts;
    }

    private PyValue value() {
        Token start = c.peek();
        if (start.kind() == Token.Kind.STRING) {
            StringBuilder joined = new StringBuilder();
            while (c.peek().kind() == Token.Kind.STRING) {
                joined.append(c.next().value());
            }
            return new PyValue.Str(start, joined.toString());
        }
        if (start.kind() == Token.Kind.FORMATTED_STRING) {
            throw c.source()
                    .errorAt(
                            start, "f-strings are not supported here", "Write the value out as a plain string literal");
        }
        if (start.isSymbol('[') || start.isSymbol('(')) {
            return items(start.isSymbol('[') ? ']' : ')');
        }
        if (start.kind() == Token.Kind.WORD) {
            return nameOrCall();
        }
        throw c.expected("a string, a number, a list, True, False, None or a call such as col(\"x\")");
    }

    private PyValue items(char close) {
        Token open = c.next();
        List<PyValue> items = new ArrayList<>();
        while (!c.peek().isSymbol(close)) {
            items.add(value());
            if (!c.acceptSymbol(',')) {
                break;
            }
        }
        c.expectSymbol(close, "to close the list");
        return new PyValue.Items(open, List.copyOf(items));
    }

    private PyValue nameOrCall() {
        Token start = c.next();
        StringBuilder name = new StringBuilder(start.text());
        while (c.peek().isSymbol('.') && c.peek(1).kind() == Token.Kind.WORD) {
            c.next();
            name.append('.').append(c.next().text());
        }
        if (!c.acceptSymbol('(')) {
            return new PyValue.Atom(start, name.toString());
        }
        List<PyValue> positional = new ArrayList<>();
        Map<String, PyValue> keywords = new LinkedHashMap<>();
        Map<String, Token> names = new LinkedHashMap<>();
        while (!c.peek().isSymbol(')')) {
            argument(positional, keywords, names);
            if (!c.acceptSymbol(',')) {
                break;
            }
        }
        c.expectSymbol(')', "to close the call of " + name);
        return new PyValue.Call(
                start,
                name.toString(),
                List.copyOf(positional),
                Collections.unmodifiableMap(keywords),
                Collections.unmodifiableMap(names));
    }

    private void argument(List<PyValue> positional, Map<String, PyValue> keywords, Map<String, Token> names) {
        Token t = c.peek();
        if (t.kind() == Token.Kind.WORD && c.peek(1).isSymbol('=') && !c.peek(2).isSymbol('=')) {
            c.next();
            c.next();
            names.put(t.text(), t);
            if (keywords.put(t.text(), expression()) != null) {
                throw c.source().errorAt(t, "the argument " + t.text() + " is given twice", "Keep one of them");
            }
        } else if (!keywords.isEmpty()) {
            throw c.source()
                    .errorAt(
                            t,
                            "a positional argument follows keyword arguments",
                            "Name the argument, as in keys=[...]");
        } else {
            positional.add(expression());
        }
    }

    /**
     * A value with PySpark Column operators, in Python's precedence: comparisons bind loosest, then {@code |}, then
     * {@code &}, then {@code ~} and method calls, which is why PySpark conditions parenthesise each comparison.
     */
    private PyValue expression() {
        PyValue left = bitOr();
        Token at = c.peek();
        String op = comparison();
        if (op == null) {
            return left;
        }
        PyValue result = new PyValue.BinOp(at, op, left, bitOr());
        if (comparison() != null) {
            throw c.source()
                    .errorAt(
                            at,
                            "a chained comparison",
                            "Put each comparison in parentheses and join them" + " with & or |");
        }
        return result;
    }

    /** The comparison operator at the cursor, consumed, or null. */
    private String comparison() {
        Token a = c.peek();
        Token b = c.peek(1);
        boolean adjacent = b.start() == a.end();
        for (String two : List.of("==", "!=", "<=", ">=")) {
            if (a.isSymbol(two.charAt(0)) && b.isSymbol(two.charAt(1)) && adjacent) {
                c.next();
                c.next();
                return two;
            }
        }
        if (a.isSymbol('<') || a.isSymbol('>')) {
            c.next();
            return a.text();
        }
        return null;
    }

    private PyValue bitOr() {
        PyValue left = bitAnd();
        while (c.peek().isSymbol('|')) {
            Token at = c.next();
            left = new PyValue.BinOp(at, "|", left, bitAnd());
        }
        return left;
    }

    private PyValue bitAnd() {
        PyValue left = unary();
        while (c.peek().isSymbol('&')) {
            Token at = c.next();
            left = new PyValue.BinOp(at, "&", left, unary());
        }
        return left;
    }

    private PyValue unary() {
        if (c.peek().isSymbol('~')) {
            Token at = c.next();
            return new PyValue.Not(at, unary());
        }
        PyValue v = primary();
        while (c.peek().isSymbol('.')
                && c.peek(1).kind() == Token.Kind.WORD
                && c.peek(2).isSymbol('(')) {
            c.next();
            Token name = c.next();
            c.next();
            List<PyValue> args = new ArrayList<>();
            while (!c.peek().isSymbol(')')) {
                args.add(expression());
                if (!c.acceptSymbol(',')) {
                    break;
                }
            }
            c.expectSymbol(')', "to close ." + name.text() + "(...)");
            v = new PyValue.Method(name, v, name.text(), List.copyOf(args));
        }
        return v;
    }

    /** A parenthesised expression, or what {@link #value()} reads (a tuple stays a tuple). */
    private PyValue primary() {
        if (!c.peek().isSymbol('(')) {
            return value();
        }
        Token open = c.next();
        if (c.acceptSymbol(')')) {
            return new PyValue.Items(open, List.of());
        }
        PyValue first = expression();
        if (c.acceptSymbol(')')) {
            return first;
        }
        List<PyValue> items = new ArrayList<>(List.of(first));
        while (c.acceptSymbol(',') && !c.peek().isSymbol(')')) {
            items.add(expression());
        }
        c.expectSymbol(')', "to close the tuple");
        return new PyValue.Items(open, List.copyOf(items));
    }
}
