package io.scdstudio.expr;

import io.scdstudio.model.DataType;
import java.util.Objects;

/**
 * The type of a condition sub-expression, as Spark's analyzer types it. Beyond the model's column types it has
 * the type of a bare {@code NULL} literal, and it keeps {@code int} apart from {@code bigint} because Spark's
 * literal typing and coercion rules do.
 */
record SqlType(Kind kind, int precision, int scale, String name) {

    enum Kind {
        NULL,
        BOOLEAN,
        INT,
        BIGINT,
        DECIMAL,
        DOUBLE,
        STRING,
        DATE,
        TIMESTAMP,
        OTHER
    }

    static final SqlType NULL = simple(Kind.NULL, "void");
    static final SqlType BOOLEAN = simple(Kind.BOOLEAN, "boolean");
    static final SqlType INT = simple(Kind.INT, "int");
    static final SqlType BIGINT = simple(Kind.BIGINT, "bigint");
    static final SqlType DOUBLE = simple(Kind.DOUBLE, "double");
    static final SqlType STRING = simple(Kind.STRING, "string");
    static final SqlType DATE = simple(Kind.DATE, "date");
    static final SqlType TIMESTAMP = simple(Kind.TIMESTAMP, "timestamp");

    /** Spark's largest decimal precision. */
    static final int MAX_PRECISION = 38;

    SqlType {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
    }

    private static SqlType simple(Kind kind, String name) {
        return new SqlType(kind, 0, 0, name);
    }

    static SqlType decimal(int precision, int scale) {
        return new SqlType(Kind.DECIMAL, precision, scale, "decimal(" + precision + "," + scale + ")");
    }

    static SqlType of(DataType type) {
        return switch (type.kind()) {
            case BIGINT -> BIGINT;
            case INT -> INT;
            case STRING -> STRING;
            case TIMESTAMP -> TIMESTAMP;
            case DATE -> DATE;
            case DOUBLE -> DOUBLE;
            case BOOLEAN -> BOOLEAN;
            case DECIMAL -> decimal(type.precision(), type.scale());
            default -> new SqlType(Kind.OTHER, 0, 0, type.sqlName());
        };
    }

    boolean isIntegral() {
        return kind == Kind.INT || kind == Kind.BIGINT;
    }

    boolean isNumeric() {
        return isIntegral() || kind == Kind.DECIMAL || kind == Kind.DOUBLE;
    }

    /** Whether Spark counts the type as atomic (so a string can be promoted to it). */
    boolean isAtomic() {
        return kind != Kind.NULL && kind != Kind.OTHER;
    }

    boolean isBooleanLike() {
        return kind == Kind.BOOLEAN || kind == Kind.NULL;
    }

    /** The decimal type that holds every value of an integral type, as Spark's {@code DecimalType.forType}. */
    SqlType asDecimal() {
        if (kind == Kind.INT) {
            return decimal(10, 0);
        }
        return kind == Kind.BIGINT ? decimal(20, 0) : this;
    }

    @Override
    public String toString() {
        return name;
    }
}
