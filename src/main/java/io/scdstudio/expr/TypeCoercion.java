package io.scdstudio.expr;

import java.util.List;
import java.util.Optional;

/**
 * Spark's ANSI type coercion ({@code AnsiTypeCoercion.findWiderTypeForTwo}): the type two operands of a
 * comparison, the items of IN, or the arguments of coalesce are all cast to. See
 * docs/decisions/0002-condition-semantics.md.
 */
final class TypeCoercion {
    private TypeCoercion() {}

    static Optional<SqlType> wider(SqlType a, SqlType b) {
        return tightest(a, b).or(() -> widerDecimal(a, b)).or(() -> promoteString(a, b));
    }

    /** The wider type of all, folding from NULL as {@code findWiderCommonType} does. */
    static Optional<SqlType> wider(List<SqlType> types) {
        Optional<SqlType> result = Optional.of(SqlType.NULL);
        for (SqlType t : types) {
            result = result.flatMap(r -> wider(r, t));
        }
        return result;
    }

    private static Optional<SqlType> tightest(SqlType a, SqlType b) {
        if (a.equals(b) || b.kind() == SqlType.Kind.NULL) {
            return Optional.of(a);
        }
        if (a.kind() == SqlType.Kind.NULL) {
            return Optional.of(b);
        }
        if (a.isIntegral() && b.kind() == SqlType.Kind.DECIMAL) {
            return holdsAll(b, a) ? Optional.of(b) : Optional.empty();
        }
        if (b.isIntegral() && a.kind() == SqlType.Kind.DECIMAL) {
            return holdsAll(a, b) ? Optional.of(a) : Optional.empty();
        }
        if (a.isNumeric() && b.isNumeric() && a.kind() != SqlType.Kind.DECIMAL && b.kind() != SqlType.Kind.DECIMAL) {
            return Optional.of(a.kind().ordinal() > b.kind().ordinal() ? a : b);
        }
        if (isDatetime(a) && isDatetime(b)) {
            return Optional.of(SqlType.TIMESTAMP);
        }
        return Optional.empty();
    }

    /** Whether the decimal type holds every value of the integral type ({@code DecimalType.isWiderThan}). */
    private static boolean holdsAll(SqlType decimal, SqlType integral) {
        SqlType asDecimal = integral.asDecimal();
        return decimal.precision() - decimal.scale() >= asDecimal.precision() - asDecimal.scale();
    }

    private static Optional<SqlType> widerDecimal(SqlType a, SqlType b) {
        boolean aDecimal = a.kind() == SqlType.Kind.DECIMAL;
        boolean bDecimal = b.kind() == SqlType.Kind.DECIMAL;
        if (!aDecimal && !bDecimal) {
            return Optional.empty();
        }
        if ((aDecimal && b.kind() == SqlType.Kind.DOUBLE) || (bDecimal && a.kind() == SqlType.Kind.DOUBLE)) {
            return Optional.of(SqlType.DOUBLE);
        }
        SqlType x = a.asDecimal();
        SqlType y = b.asDecimal();
        if (x.kind() != SqlType.Kind.DECIMAL || y.kind() != SqlType.Kind.DECIMAL) {
            return Optional.empty();
        }
        int scale = Math.max(x.scale(), y.scale());
        int range = Math.max(x.precision() - x.scale(), y.precision() - y.scale());
        return Optional.of(SqlType.decimal(
                Math.min(range + scale, SqlType.MAX_PRECISION), Math.min(scale, SqlType.MAX_PRECISION)));
    }

    /** {@code AnsiStringPromotionTypeCoercion.findWiderTypeForString}. */
    static Optional<SqlType> promoteString(SqlType a, SqlType b) {
        if (b.kind() == SqlType.Kind.STRING && a.kind() != SqlType.Kind.STRING) {
            return promoteString(b, a);
        }
        if (a.kind() != SqlType.Kind.STRING) {
            return Optional.empty();
        }
        if (b.isIntegral()) {
            return Optional.of(SqlType.BIGINT);
        }
        if (b.kind() == SqlType.Kind.DECIMAL || b.kind() == SqlType.Kind.DOUBLE) {
            return Optional.of(SqlType.DOUBLE);
        }
        if (b.kind() == SqlType.Kind.NULL) {
            return Optional.of(SqlType.STRING);
        }
        return b.isAtomic() ? Optional.of(b) : Optional.empty();
    }

    private static boolean isDatetime(SqlType t) {
        return t.kind() == SqlType.Kind.DATE || t.kind() == SqlType.Kind.TIMESTAMP;
    }
}
