package io.scdstudio.expr;

import io.scdstudio.model.Row;
import java.util.Comparator;

/**
 * {@code v IN (a, b, ...)} as Spark evaluates it: NULL when v is NULL; TRUE at the first equal item (later items
 * are not evaluated); otherwise NULL if some item was NULL, else FALSE.
 */
final class InEval implements Eval {
    private final Eval value;
    private final Eval[] items;
    private final Comparator<Object> order;

    InEval(Eval value, Eval[] items, Comparator<Object> order) {
        this.value = value;
        this.items = items.clone();
        this.order = order;
    }

    @Override
    public Object eval(Row row) {
        Object v = value.eval(row);
        if (v == null) {
            return null;
        }
        boolean sawNull = false;
        for (Eval item : items) {
            Object candidate = item.eval(row);
            if (candidate == null) {
                sawNull = true;
            } else if (order.compare(v, candidate) == 0) {
                return Boolean.TRUE;
            }
        }
        return sawNull ? null : Boolean.FALSE;
    }
}
