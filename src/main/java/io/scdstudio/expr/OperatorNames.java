package io.scdstudio.expr;

/** Names the operator symbols outside the subset, for "not supported" messages. */
final class OperatorNames {
    private OperatorNames() {}

    static String describe(String symbol) {
        return switch (symbol) {
            case "+", "-", "*", "/", "%" -> "arithmetic (`" + symbol + "`)";
            case "||" -> "string concatenation (`||`)";
            case "&", "|", "^", "~", "<<", ">>" -> "bitwise operator `" + symbol + "`";
            case "::" -> "a `::` cast (Spark casts implicitly in comparisons)";
            case "!<", "!>" -> "operator `" + symbol + "` (write >= or <=)";
            case "!" -> "`!` as negation (write NOT)";
            case "." -> "a qualified or nested name (`.`); backtick-quote a column name that contains a dot";
            case "[" -> "subscripts (`[...]`)";
            case "->", "=>" -> "lambda or named arguments (`" + symbol + "`)";
            case ":" -> "JSON paths (`:`)";
            default -> "`" + symbol + "`";
        };
    }
}
