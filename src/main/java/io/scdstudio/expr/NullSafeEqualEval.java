package io.scdstudio.expr;

import io.scdstudio.model.Row;
import java.util.Comparator;

/** {@code a <=> b}: true when both are NULL, false when one is, otherwise {@code a = b}. Never NULL. */
final class NullSafeEqualEval implements Eval {
    private final Eval left;
    private final Eval right;
    private final Comparator<Object> order;

    NullSafeEqualEval(Eval left, Eval right, Comparator<Object> order) {
        this.left = left;
        this.right = right;
        this.order = order;
    }

    @Override
    public Object eval(Row row) {
        Object a = left.eval(row);
        Object b = right.eval(row);
        if (a == null || b == null) {
            return a == b ? Boolean.TRUE : Boolean.FALSE;
        }
        return order.compare(a, b) == 0 ? Boolean.TRUE : Boolean.FALSE;
    }
}
