package io.scdstudio.expr;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Parses the operands of a condition: literals, column names, function calls and parenthesized conditions. */
final class PrimaryParser {
    private static final String OPERAND = "a column, a literal, a function call or `(`";
    private static final Set<String> TYPED_LITERALS =
            Set.of("DATE", "TIMESTAMP", "TIMESTAMP_NTZ", "TIMESTAMP_LTZ", "X", "INTERVAL", "TIME");
    private static final Set<String> SUBQUERY_STARTS = Set.of("SELECT", "WITH", "VALUES", "FROM");

    private final TokenCursor in;
    private final ConditionErrors errors;
    private final Parser parser;

    PrimaryParser(TokenCursor in, ConditionErrors errors, Parser parser) {
        this.in = in;
        this.errors = errors;
        this.parser = parser;
    }

    Ast primary() {
        Token t = in.peek();
        if (t == null) {
            throw in.unexpected(OPERAND);
        }
        return switch (t.kind()) {
            case STRING -> new Ast.Literal(stringLiteral(OPERAND), SqlType.STRING, t.start(), in.lastEnd());
            case NUMBER -> number(false, t.start());
            case OPERATOR -> operatorOperand(t);
            case KEYWORD -> keyword(t);
            case FUNCTION -> call();
            case IDENTIFIER -> column();
            case PAREN -> parenthesized();
            default -> throw in.unexpected(OPERAND);
        };
    }

    /** One string literal, or several in a row, which Spark joins into one. */
    String stringLiteral(String expected) {
        if (in.peek() == null || in.peek().kind() != TokenKind.STRING) {
            throw in.unexpected(expected);
        }
        StringBuilder sb = new StringBuilder();
        while (in.peek() != null && in.peek().kind() == TokenKind.STRING) {
            sb.append(Literals.string(in.text(in.advance())));
        }
        return sb.toString();
    }

    private Ast number(boolean negative, int start) {
        Token t = in.advance();
        Object parsed = NumberLiteral.parse(in.text(t), negative);
        if (parsed instanceof String problem) {
            throw errors.syntax(start, problem, "Write a smaller number or compare as a string");
        }
        NumberLiteral.Typed typed = (NumberLiteral.Typed) parsed;
        return new Ast.Literal(typed.value(), typed.type(), start, t.end());
    }

    private Ast operatorOperand(Token t) {
        String symbol = in.text(t);
        Token next = in.peek(1);
        if (symbol.equals("-") && next != null && next.kind() == TokenKind.NUMBER) {
            in.advance();
            return number(true, t.start());
        }
        if (symbol.equals("-") || symbol.equals("+") || symbol.equals("~")) {
            throw errors.unsupported(t.start(), "unary `" + symbol + "` on anything but a number");
        }
        if (symbol.equals("*")) {
            throw errors.unsupported(t.start(), "`*`");
        }
        if (symbol.equals("!")) {
            throw errors.unsupported(t.start(), OperatorNames.describe(symbol));
        }
        throw in.unexpected(OPERAND);
    }

    private Ast keyword(Token t) {
        String word = in.upper(0);
        switch (word) {
            case "TRUE", "FALSE" -> {
                in.advance();
                return new Ast.Literal(word.equals("TRUE"), SqlType.BOOLEAN, t.start(), t.end());
            }
            case "NULL" -> {
                in.advance();
                return new Ast.Literal(null, SqlType.NULL, t.start(), t.end());
            }
            case "CASE" -> throw errors.unsupported(t.start(), "CASE expressions");
            case "EXISTS" -> throw errors.unsupported(t.start(), "subqueries (EXISTS)");
            case "INTERVAL" -> throw errors.unsupported(t.start(), "INTERVAL literals");
            case "NOT" ->
                throw errors.syntax(
                        t.start(),
                        "NOT cannot be an operand here",
                        "Put the negated condition in parentheses: (NOT ...)");
            default -> throw in.unexpected(OPERAND);
        }
    }

    private Ast column() {
        Token t = in.advance();
        String raw = in.text(t);
        if (raw.startsWith("`")) {
            return new Ast.Column(Literals.quotedName(raw), t.start(), t.end());
        }
        Token next = in.peek();
        if (next != null && next.kind() == TokenKind.STRING && TYPED_LITERALS.contains(raw.toUpperCase(Locale.ROOT))) {
            throw errors.unsupported(
                    t.start(),
                    "typed literals such as " + raw.toUpperCase(Locale.ROOT)
                            + " '...' (compare with a plain string; Spark casts it to the column's type)");
        }
        return new Ast.Column(raw, t.start(), t.end());
    }

    private Ast parenthesized() {
        Token open = in.peek();
        if (!in.text(open).equals("(")) {
            throw in.unexpected(OPERAND);
        }
        in.advance();
        if (SUBQUERY_STARTS.contains(in.upper(0))) {
            throw errors.unsupported(in.offset(), "subqueries");
        }
        Ast inner = parser.expression();
        if (in.is(TokenKind.COMMA, ",")) {
            throw errors.unsupported(open.start(), "row values such as (a, b)");
        }
        in.expect(TokenKind.PAREN, ")", "`)`");
        return inner;
    }

    private Ast call() {
        Token nameToken = in.advance();
        String name = in.text(nameToken);
        Ast.Function function = function(name, nameToken.start());
        in.expect(TokenKind.PAREN, "(", "`(`");
        if (in.isKeyword("DISTINCT") || in.is(TokenKind.OPERATOR, "*")) {
            throw errors.unsupported(in.offset(), "`" + in.text(in.peek()) + "` in a function call");
        }
        if (function == Ast.Function.TRIM
                && Set.of("BOTH", "LEADING", "TRAILING").contains(in.upper(0))
                && !in.is(1, TokenKind.PAREN, ")")
                && !in.is(1, TokenKind.COMMA, ",")) {
            throw errors.unsupported(in.offset(), "TRIM(" + in.upper(0) + " ... FROM ...)");
        }
        List<Ast> args = arguments();
        int end = in.expect(TokenKind.PAREN, ")", "`,` or `)` in the arguments of " + name)
                .end();
        checkArity(function, name, args.size(), nameToken.start());
        return new Ast.Call(function, args, nameToken.start(), end);
    }

    private List<Ast> arguments() {
        List<Ast> args = new ArrayList<>();
        if (in.is(TokenKind.PAREN, ")")) {
            return args;
        }
        args.add(parser.expression());
        while (in.is(TokenKind.COMMA, ",")) {
            in.advance();
            args.add(parser.expression());
        }
        return args;
    }

    private Ast.Function function(String name, int start) {
        String lower = name.toLowerCase(Locale.ROOT);
        return switch (lower) {
            case "lower" -> Ast.Function.LOWER;
            case "upper" -> Ast.Function.UPPER;
            case "trim" -> Ast.Function.TRIM;
            case "coalesce" -> Ast.Function.COALESCE;
            case "cast", "try_cast" ->
                throw errors.unsupported(
                        start,
                        "CAST (Spark casts implicitly in comparisons: compare with a string or number directly)");
            default -> throw errors.unsupported(start, "function `" + name + "`");
        };
    }

    private void checkArity(Ast.Function function, String name, int count, int start) {
        boolean ok = function == Ast.Function.COALESCE ? count >= 1 : count == 1;
        if (!ok) {
            String wanted = function == Ast.Function.COALESCE ? "at least one argument" : "exactly one argument";
            throw errors.syntax(
                    start,
                    name + " takes " + wanted + ", got " + count,
                    "Call it as " + name.toLowerCase(Locale.ROOT) + "(column)");
        }
    }
}
