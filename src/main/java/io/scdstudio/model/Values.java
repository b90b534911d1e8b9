package io.scdstudio.model;

import java.math.BigDecimal;

/**
 * Comparison and equality of typed values. Equality is null-safe ({@code <=>}); ordering puts NULL first,
 * as Spark's ascending sort does. Values of one column always share a Java type, so mixed-type comparison
 * only happens for numbers, which compare by numeric value.
 */
public final class Values {
    private Values() {}

    /** Null-safe equality ({@code a <=> b}). */
    public static boolean same(Object a, Object b) {
        if (a == b) {
            return true;
        }
        if (a == null || b == null) {
            return false;
        }
        if (a instanceof BigDecimal x && b instanceof BigDecimal y) {
            return x.compareTo(y) == 0;
        }
        if (a instanceof Double x && b instanceof Double y) {
            // Spark treats NaN = NaN and 0.0 = -0.0 as equal in comparisons.
            return x.doubleValue() == y.doubleValue() || (x.isNaN() && y.isNaN());
        }
        if (a.getClass() == b.getClass()) {
            return a.equals(b);
        }
        if (a instanceof Number && b instanceof Number) {
            return compareNumbers((Number) a, (Number) b) == 0;
        }
        return false;
    }

    public static int hash(Object v) {
        if (v == null) {
            return 0;
        }
        if (v instanceof BigDecimal d) {
            // Equal values (1.50 and 1.5) give one double; stripTrailingZeros made a BigDecimal per call, a tenth of
            // a fold whose tracked columns hold a decimal.
            return Double.hashCode(d.doubleValue());
        }
        if (v instanceof Double d) {
            return d == 0.0 ? 0 : d.hashCode();
        }
        return v.hashCode();
    }

    /** Orders two values of one type; NULL sorts first. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static int compareNullsFirst(Object a, Object b) {
        if (a == b) {
            return 0;
        }
        if (a == null) {
            return -1;
        }
        if (b == null) {
            return 1;
        }
        if (a instanceof Number x && b instanceof Number y && a.getClass() != b.getClass()) {
            return compareNumbers(x, y);
        }
        if (a instanceof Double x && b instanceof Double y) {
            // Spark orders NaN above every other double and treats -0.0 as 0.0.
            return Double.compare(x == 0.0 ? 0.0 : x, y == 0.0 ? 0.0 : y);
        }
        return ((Comparable) a).compareTo(b);
    }

    private static int compareNumbers(Number a, Number b) {
        if (a instanceof Double || b instanceof Double) {
            return Double.compare(a.doubleValue(), b.doubleValue());
        }
        return toBigDecimal(a).compareTo(toBigDecimal(b));
    }

    private static BigDecimal toBigDecimal(Number n) {
        return n instanceof BigDecimal d ? d : BigDecimal.valueOf(n.longValue());
    }

    public static boolean rowsEqual(Object[] a, Object[] b) {
        if (a.length != b.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (!same(a[i], b[i])) {
                return false;
            }
        }
        return true;
    }

    public static int rowHash(Object[] values) {
        int h = 1;
        for (Object v : values) {
            h = 31 * h + hash(v);
        }
        return h;
    }
}
