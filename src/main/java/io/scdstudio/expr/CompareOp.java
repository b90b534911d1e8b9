package io.scdstudio.expr;

/** The comparison operators of the subset; {@code ==} is {@code =} and {@code !=} is {@code <>}, as in Spark. */
enum CompareOp {
    EQ("="),
    NE("<>"),
    LT("<"),
    LE("<="),
    GT(">"),
    GE(">="),
    NULL_SAFE_EQ("<=>");

    private final String symbol;

    CompareOp(String symbol) {
        this.symbol = symbol;
    }

    static CompareOp fromSymbol(String s) {
        return switch (s) {
            case "=", "==" -> EQ;
            case "!=", "<>" -> NE;
            case "<" -> LT;
            case "<=" -> LE;
            case ">" -> GT;
            case ">=" -> GE;
            case "<=>" -> NULL_SAFE_EQ;
            default -> null;
        };
    }

    /** Whether two non-NULL values whose order is {@code c} (negative, zero, positive) satisfy the operator. */
    boolean holds(int c) {
        return switch (this) {
            case EQ, NULL_SAFE_EQ -> c == 0;
            case NE -> c != 0;
            case LT -> c < 0;
            case LE -> c <= 0;
            case GT -> c > 0;
            case GE -> c >= 0;
        };
    }

    String symbol() {
        return symbol;
    }
}
