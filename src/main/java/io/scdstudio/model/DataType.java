package io.scdstudio.model;

import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A Spark SQL column type, by the name Spark uses ({@code bigint}, {@code decimal(10,2)}, ...). */
public record DataType(Kind kind, int precision, int scale, String sqlName) {

    /** The type families the product reads, compares and renders. */
    public enum Kind {
        BIGINT,
        INT,
        STRING,
        TIMESTAMP,
        DATE,
        DOUBLE,
        BOOLEAN,
        DECIMAL,
        STRUCT,
        MAP,
        ARRAY
    }

    public static final DataType BIGINT = simple(Kind.BIGINT);
    public static final DataType INT = simple(Kind.INT);
    public static final DataType STRING = simple(Kind.STRING);
    public static final DataType TIMESTAMP = simple(Kind.TIMESTAMP);
    public static final DataType DATE = simple(Kind.DATE);
    public static final DataType DOUBLE = simple(Kind.DOUBLE);
    public static final DataType BOOLEAN = simple(Kind.BOOLEAN);

    private static final Pattern DECIMAL = Pattern.compile("decimal\\s*\\(\\s*(\\d+)\\s*,\\s*(\\d+)\\s*\\)");

    public DataType {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(sqlName, "sqlName");
        if (kind == Kind.DECIMAL && (precision < 1 || precision > 38 || scale < 0 || scale > precision)) {
            throw new IllegalArgumentException("decimal(" + precision + "," + scale + ") is not a valid decimal type");
        }
    }

    private static DataType simple(Kind kind) {
        return new DataType(kind, 0, 0, kind.name().toLowerCase(Locale.ROOT));
    }

    public static DataType decimal(int precision, int scale) {
        return new DataType(Kind.DECIMAL, precision, scale, "decimal(" + precision + "," + scale + ")");
    }

    /**
     * Parses a Spark SQL type name. Accepts the aliases Spark accepts ({@code long}, {@code integer},
     * {@code bool}, {@code decimal} = decimal(10,0)); map, array and struct types are kept by name only.
     *
     * @throws IllegalArgumentException naming the unknown type and the supported ones
     */
    public static DataType parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        switch (t) {
            case "bigint", "long" -> {
                return BIGINT;
            }
            case "int", "integer" -> {
                return INT;
            }
            case "string", "varchar", "text" -> {
                return STRING;
            }
            case "timestamp", "timestamp_ntz" -> {
                return TIMESTAMP;
            }
            case "date" -> {
                return DATE;
            }
            case "double", "float", "real" -> {
                return DOUBLE;
            }
            case "boolean", "bool" -> {
                return BOOLEAN;
            }
            case "decimal", "numeric" -> {
                return decimal(10, 0);
            }
            default -> {}
        }
        Matcher m = DECIMAL.matcher(t.replace("numeric", "decimal"));
        if (m.matches()) {
            return decimal(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
        }
        if (t.startsWith("map<") && t.endsWith(">")) {
            return new DataType(Kind.MAP, 0, 0, t);
        }
        if (t.startsWith("array<") && t.endsWith(">")) {
            return new DataType(Kind.ARRAY, 0, 0, t);
        }
        if (t.startsWith("struct<") && t.endsWith(">")) {
            return new DataType(Kind.STRUCT, 0, 0, t);
        }
        throw new IllegalArgumentException("unknown type '" + text + "'; use one of bigint, int, string, timestamp, "
                + "date, double, boolean, decimal(p,s)");
    }

    /** Whether values of this type can be ordered, as a {@code sequence_by} column must be. */
    public boolean isOrderable() {
        return kind != Kind.MAP;
    }

    public boolean isNumeric() {
        return kind == Kind.BIGINT || kind == Kind.INT || kind == Kind.DOUBLE || kind == Kind.DECIMAL;
    }

    @Override
    public String toString() {
        return sqlName;
    }
}
