package io.scdstudio.spark;

import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Schema;
import io.scdstudio.model.StructFields;
import io.scdstudio.model.StructValue;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.Date;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.MapType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.types.TimestampNTZType;

/**
 * Maps the product's types and values to Spark's and back. {@code timestamp} is Spark's TIMESTAMP_NTZ: the
 * product's timestamps carry no time zone, and NTZ keeps them as {@link java.time.LocalDateTime} both ways.
 * {@code bigint} and {@code int} are both {@link Long} in the product (see the model package), so an
 * {@code int} column crosses as Spark's IntegerType and is widened back.
 */
final class SparkTypes {
    private SparkTypes() {}

    static org.apache.spark.sql.types.DataType of(DataType t) {
        return switch (t.kind()) {
            case BIGINT -> DataTypes.LongType;
            case INT -> DataTypes.IntegerType;
            case STRING -> DataTypes.StringType;
            case TIMESTAMP -> DataTypes.TimestampNTZType;
            case DATE -> DataTypes.DateType;
            case DOUBLE -> DataTypes.DoubleType;
            case BOOLEAN -> DataTypes.BooleanType;
            case DECIMAL -> DataTypes.createDecimalType(t.precision(), t.scale());
            case STRUCT -> struct(t);
            // Only the type word: a field or key named like "created_timestamp" must keep its name.
            case MAP, ARRAY ->
                org.apache.spark.sql.types.DataType.fromDDL(
                        t.sqlName().replaceAll("(?<=[<:,\\s])timestamp(?=[>,\\s]|$)", "timestamp_ntz"));
        };
    }

    /** Built field by field: a field name such as {@code __$start_lsn} or {@code ts_timestamp} stays as it is. */
    private static StructType struct(DataType t) {
        List<StructField> fields = new ArrayList<>();
        for (Column f : StructFields.of(t)) {
            fields.add(DataTypes.createStructField(f.name(), of(f.type()), true));
        }
        return DataTypes.createStructType(fields);
    }

    /** Whether a column, or a field anywhere inside one, is a timestamp without time zone. */
    static boolean hasTimestampNtz(org.apache.spark.sql.types.DataType type) {
        if (type instanceof StructType struct) {
            return Arrays.stream(struct.fields()).anyMatch(f -> hasTimestampNtz(f.dataType()));
        }
        if (type instanceof ArrayType array) {
            return hasTimestampNtz(array.elementType());
        }
        if (type instanceof MapType map) {
            return hasTimestampNtz(map.keyType()) || hasTimestampNtz(map.valueType());
        }
        return type instanceof TimestampNTZType;
    }

    static StructType of(Schema schema) {
        List<StructField> fields = new ArrayList<>();
        for (Column c : schema.columns()) {
            fields.add(DataTypes.createStructField(c.name(), of(c.type()), true));
        }
        return DataTypes.createStructType(fields);
    }

    /** A product value as Spark's Java API takes it. */
    static Object toSpark(Object value, DataType type) {
        if (value == null) {
            return null;
        }
        if (type.kind() == DataType.Kind.INT && value instanceof Long l) {
            return l.intValue();
        }
        if (value instanceof StructValue s) {
            List<Object> fields = new ArrayList<>();
            for (int i = 0; i < s.fields().size(); i++) {
                fields.add(toSpark(s.fields().get(i), s.fieldTypes().get(i)));
            }
            return RowFactory.create(fields.toArray());
        }
        return value;
    }

    /** A value Spark returned, as the product holds it. */
    static Object fromSpark(Object value, DataType type) {
        if (value == null) {
            return null;
        }
        if (value instanceof Integer i) {
            return i.longValue();
        }
        // Without an active session on the calling thread Spark falls back to java.sql types.
        if (value instanceof Date d) {
            return d.toLocalDate();
        }
        if (value instanceof Timestamp t) {
            return t.toLocalDateTime();
        }
        // A TIMESTAMP (with local time zone) column, as tables written by exported code have: the session's
        // time zone is UTC, so its wall-clock value in UTC is the product's zone-less timestamp.
        if (value instanceof Instant t) {
            return LocalDateTime.ofInstant(t, ZoneOffset.UTC);
        }
        if (value instanceof BigDecimal d && type.kind() == DataType.Kind.DECIMAL) {
            return d.setScale(type.scale(), RoundingMode.UNNECESSARY);
        }
        if (value instanceof Row r && type.kind() == DataType.Kind.STRUCT) {
            return struct(r, type);
        }
        return value;
    }

    private static StructValue struct(Row r, DataType type) {
        StructType st = (StructType) of(type);
        List<String> names = new ArrayList<>();
        List<DataType> types = new ArrayList<>();
        List<Object> fields = new ArrayList<>();
        for (int i = 0; i < st.fields().length; i++) {
            StructField f = st.fields()[i];
            DataType ft = DataType.parse(f.dataType().simpleString());
            names.add(f.name());
            types.add(ft);
            fields.add(fromSpark(r.get(i), ft));
        }
        return new StructValue(names, types, fields);
    }
}
