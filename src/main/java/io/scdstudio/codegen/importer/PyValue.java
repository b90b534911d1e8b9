package io.scdstudio.codegen.importer;

import java.util.List;
import java.util.Map;

/** The subset of Python expressions a flow call's arguments use, each with the token it starts at. */
sealed interface PyValue {

    Token at();

    /** One string literal, or adjacent literals joined as Python joins them. */
    record Str(Token at, String value) implements PyValue {}

    /** A number, {@code True}, {@code False}, {@code None} or a (dotted) name. */
    record Atom(Token at, String text) implements PyValue {}

    /** A list or tuple. */
    record Items(Token at, List<PyValue> items) implements PyValue {}

    /**
     * A call such as {@code col("x")} or {@code F.expr("...")}; {@code function} is the dotted name,
     * {@code keywordNames} the token of each keyword argument's name, for messages.
     */
    record Call(
            Token at,
            String function,
            List<PyValue> positional,
            Map<String, PyValue> keywords,
            Map<String, Token> keywordNames)
            implements PyValue {

        /** The function's own name without its module: {@code expr} for {@code F.expr}. */
        String simpleName() {
            return function.substring(function.lastIndexOf('.') + 1);
        }
    }

    /** {@code a == b}, {@code a & b}, {@code a | b} and the other comparisons, as PySpark Column operators. */
    record BinOp(Token at, String op, PyValue left, PyValue right) implements PyValue {}

    /** {@code ~a}, a Column's negation. */
    record Not(Token at, PyValue operand) implements PyValue {}

    /** A method called on a value: {@code col("x").isNull()}, {@code col("x").isin("a", "b")}. */
    record Method(Token at, PyValue receiver, String name, List<PyValue> args) implements PyValue {}
}
