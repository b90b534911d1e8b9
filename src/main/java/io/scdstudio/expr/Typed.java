package io.scdstudio.expr;

/** A type-checked sub-expression: its evaluator, its Spark type and the syntax it came from. */
record Typed(Eval eval, SqlType type, Ast source) {
    boolean isConstant() {
        return eval instanceof ConstantEval;
    }
}
