package io.scdstudio.expr;

import io.scdstudio.model.Row;
import java.util.Comparator;

/** A comparison of two operands of one type; NULL on either side gives NULL (the right side is then not read). */
final class CompareEval implements Eval {
    private final CompareOp op;
    private final Eval left;
    private final Eval right;
    private final Comparator<Object> order;

    CompareEval(CompareOp op, Eval left, Eval right, Comparator<Object> order) {
        this.op = op;
        this.left = left;
        this.right = right;
        this.order = order;
    }

    @Override
    public Object eval(Row row) {
        Object a = left.eval(row);
        if (a == null) {
            return null;
        }
        Object b = right.eval(row);
        if (b == null) {
            return null;
        }
        return op.holds(order.compare(a, b)) ? Boolean.TRUE : Boolean.FALSE;
    }
}
