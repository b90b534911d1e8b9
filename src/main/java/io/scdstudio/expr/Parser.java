package io.scdstudio.expr;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Parses a condition with Spark's precedence: OR below AND below NOT below the predicates (IS NULL, IN, LIKE)
 * below comparisons. Constructs outside the subset are rejected by name, never skipped or misread.
 */
final class Parser {
    private static final Set<String> UNSUPPORTED_PREDICATES = Set.of("BETWEEN", "RLIKE", "REGEXP", "ILIKE");

    private final TokenCursor in;
    private final ConditionErrors errors;
    private final PrimaryParser primaries;

    private Parser(String text, ConditionErrors errors) {
        this.in = new TokenCursor(text, errors);
        this.errors = errors;
        this.primaries = new PrimaryParser(in, errors, this);
    }

    static Ast parse(String text, ConditionErrors errors) {
        Parser parser = new Parser(text, errors);
        if (parser.in.atEnd()) {
            throw errors.syntax(0, "the condition is empty", "Write a boolean expression such as op = 'DELETE'");
        }
        Ast condition = parser.expression();
        if (!parser.in.atEnd()) {
            throw parser.in.unexpected("AND, OR or the end of the condition");
        }
        return condition;
    }

    /** {@code expression := and (OR and)*}. */
    Ast expression() {
        Ast left = and();
        while (in.isKeyword("OR")) {
            int pos = in.advance().start();
            left = new Ast.Logic(false, left, and(), pos);
        }
        return left;
    }

    private Ast and() {
        Ast left = not();
        while (in.isKeyword("AND")) {
            int pos = in.advance().start();
            left = new Ast.Logic(true, left, not(), pos);
        }
        return left;
    }

    private Ast not() {
        if (in.isKeyword("NOT")) {
            int start = in.advance().start();
            return new Ast.Not(not(), start);
        }
        if (in.is(TokenKind.OPERATOR, "!")) {
            throw errors.unsupported(in.offset(), "`!` as negation (write NOT)");
        }
        return predicated();
    }

    private Ast predicated() {
        Ast value = comparison();
        int pos = in.offset();
        boolean negated = in.isKeyword("NOT");
        if (negated) {
            in.advance();
        }
        String word = in.upper(0);
        if (in.peek() != null && in.peek().kind() == TokenKind.KEYWORD) {
            if (word.equals("IN")) {
                return in(value, negated, pos);
            }
            if (word.equals("LIKE")) {
                return like(value, negated, pos);
            }
            if (UNSUPPORTED_PREDICATES.contains(word)) {
                throw errors.unsupported(in.offset(), (negated ? "NOT " : "") + word);
            }
            if (word.equals("IS") && !negated) {
                return is(value);
            }
        }
        if (negated) {
            throw in.unexpected("IN or LIKE after NOT");
        }
        return value;
    }

    private Ast is(Ast value) {
        int pos = in.advance().start();
        boolean negated = in.isKeyword("NOT");
        if (negated) {
            in.advance();
        }
        if (in.isKeyword("NULL")) {
            return new Ast.IsNull(value, negated, pos, in.advance().end());
        }
        String word = in.upper(0);
        if (Set.of("TRUE", "FALSE", "UNKNOWN", "DISTINCT").contains(word)) {
            throw errors.unsupported(
                    pos,
                    "IS " + (negated ? "NOT " : "") + word + (word.equals("DISTINCT") ? " FROM" : "")
                            + " (use = true, = false, IS NULL or <=>)");
        }
        throw in.unexpected("NULL after IS" + (negated ? " NOT" : ""));
    }

    private Ast in(Ast value, boolean negated, int pos) {
        in.advance();
        in.expect(TokenKind.PAREN, "(", "`(` after IN");
        if (Set.of("SELECT", "WITH", "VALUES", "FROM").contains(in.upper(0))) {
            throw errors.unsupported(in.offset(), "a subquery in IN (...)");
        }
        if (in.is(TokenKind.PAREN, ")")) {
            throw errors.syntax(in.offset(), "IN needs at least one value", "List values as IN ('A', 'B')");
        }
        List<Ast> items = new ArrayList<>();
        items.add(expression());
        while (in.is(TokenKind.COMMA, ",")) {
            in.advance();
            items.add(expression());
        }
        int end = in.expect(TokenKind.PAREN, ")", "`,` or `)` in the IN list").end();
        return new Ast.In(value, items, negated, pos, end);
    }

    private Ast like(Ast value, boolean negated, int pos) {
        in.advance();
        if (Set.of("ANY", "ALL", "SOME").contains(in.upper(0)) && in.is(1, TokenKind.PAREN, "(")) {
            throw errors.unsupported(in.offset(), "LIKE " + in.upper(0) + " (...)");
        }
        Ast pattern = comparison();
        int escape = '\\';
        if (in.isKeyword("ESCAPE")) {
            int escapePos = in.advance().start();
            String escapeText = primaries.stringLiteral("a one-character string after ESCAPE");
            if (escapeText.codePointCount(0, escapeText.length()) != 1) {
                throw errors.syntax(
                        escapePos,
                        "the ESCAPE string must be exactly one character, got '" + escapeText + "'",
                        "Write ESCAPE '!' or leave ESCAPE out to escape with \\");
            }
            escape = escapeText.codePointAt(0);
        }
        return new Ast.Like(value, pattern, escape, negated, pos, in.lastEnd());
    }

    /** {@code comparison := primary (op primary)*}, left-associative as in Spark. */
    Ast comparison() {
        Ast left = primaries.primary();
        while (in.peek() != null) {
            Token t = in.peek();
            CompareOp op = t.kind() == TokenKind.OPERATOR ? CompareOp.fromSymbol(in.text(t)) : null;
            if (op == null) {
                rejectOperator(t);
                break;
            }
            in.advance();
            left = new Ast.Compare(op, left, primaries.primary(), t.start());
        }
        return left;
    }

    private void rejectOperator(Token t) {
        String s = in.text(t);
        if (t.kind() == TokenKind.OPERATOR) {
            throw errors.unsupported(t.start(), OperatorNames.describe(s));
        }
        if (t.kind() == TokenKind.KEYWORD && in.upper(0).equals("DIV")) {
            throw errors.unsupported(t.start(), "arithmetic (DIV)");
        }
    }
}
