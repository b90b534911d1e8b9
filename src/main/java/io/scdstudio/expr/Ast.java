package io.scdstudio.expr;

import java.util.List;

/**
 * The parsed, not yet typed condition. Offsets are 0-based character indexes into the condition text:
 * {@code start}/{@code end} span the node's text, {@code pos} is where messages point (an operator's own place).
 */
sealed interface Ast {
    int start();

    int end();

    default int pos() {
        return start();
    }

    record Column(String name, int start, int end) implements Ast {}

    record Literal(Object value, SqlType type, int start, int end) implements Ast {}

    record Compare(CompareOp op, Ast left, Ast right, int pos) implements Ast {
        public int start() {
            return left.start();
        }

        public int end() {
            return right.end();
        }
    }

    record Logic(boolean isAnd, Ast left, Ast right, int pos) implements Ast {
        public int start() {
            return left.start();
        }

        public int end() {
            return right.end();
        }
    }

    record Not(Ast child, int start) implements Ast {
        public int end() {
            return child.end();
        }
    }

    record IsNull(Ast child, boolean negated, int pos, int end) implements Ast {
        public int start() {
            return child.start();
        }
    }

    record In(Ast value, List<Ast> items, boolean negated, int pos, int end) implements Ast {
        public In {
            items = List.copyOf(items);
        }

        public int start() {
            return value.start();
        }
    }

    /** {@code escape} is the escape character's code point ({@code \} unless an ESCAPE clause names another). */
    record Like(Ast value, Ast pattern, int escape, boolean negated, int pos, int end) implements Ast {
        public int start() {
            return value.start();
        }
    }

    record Call(Function function, List<Ast> args, int start, int end) implements Ast {
        public Call {
            args = List.copyOf(args);
        }
    }

    /** The supported functions. */
    enum Function {
        LOWER,
        UPPER,
        TRIM,
        COALESCE
    }
}
