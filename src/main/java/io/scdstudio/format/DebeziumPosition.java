package io.scdstudio.format;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.scdstudio.model.Schema;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Where a change sits in the source database's log, as each Debezium connector writes it in {@code source}: the
 * order a careful engineer sequences by. {@code ts_ms} is not among them: it is the connector's processing time,
 * with millisecond ties.
 */
enum DebeziumPosition {
    POSTGRESQL("postgresql", List.of("lsn"), "the PostgreSQL connector's source.lsn, the change's place in the WAL"),
    MYSQL(
            "mysql",
            List.of("file", "pos", "row"),
            "the MySQL connector's binlog position source.file, source.pos and source.row (the row within the event)"),
    SQL_SERVER(
            "sqlserver",
            List.of("commit_lsn", "change_lsn", "event_serial_no"),
            "the SQL Server connector's source.commit_lsn, change_lsn and event_serial_no, the transaction's commit "
                    + "and the change's place within it"),
    ORACLE(
            "oracle",
            List.of("commit_scn", "scn"),
            "the Oracle connector's source.commit_scn and scn, the commit and the change's system change number");

    private final String connector;
    private final List<String> fields;
    private final String why;

    DebeziumPosition(String connector, List<String> fields, String why) {
        this.connector = connector;
        this.fields = fields;
        this.why = why;
    }

    List<String> fields() {
        return fields;
    }

    String why() {
        return why;
    }

    /** The position fields to add to a flattened dump, per connector. */
    static final String ADVICE =
            "lsn for PostgreSQL; file,pos,row for MySQL; commit_lsn,change_lsn,event_serial_no for "
                    + "SQL Server; commit_scn,scn for Oracle";

    /** A connector's position as ExtractNewRecordState's add.fields put it in a flattened row. */
    record Added(DebeziumPosition position, List<String> columns) {}

    /**
     * The position fields a flattened row carries: {@code add.fields=lsn} makes {@code __lsn}, {@code
     * add.fields=source.lsn} makes {@code __source_lsn}; the first connector whose every field is there.
     */
    static Optional<Added> addedFields(Schema schema) {
        for (DebeziumPosition p : values()) {
            List<String> columns = new ArrayList<>();
            for (String f : p.fields) {
                schema.find(column(f)).or(() -> schema.find("__" + f)).ifPresent(c -> columns.add(c.name()));
            }
            if (columns.size() == p.fields.size()) {
                return Optional.of(new Added(p, columns));
            }
        }
        return Optional.empty();
    }

    /** The column a position field becomes in the flat row. */
    static String column(String field) {
        return "__source_" + field;
    }

    /** The connector that wrote {@code source}: named in it, else the one whose position fields it carries. */
    static DebeziumPosition of(JsonNode source) {
        String name = source.path("connector").asText("").toLowerCase(Locale.ROOT);
        for (DebeziumPosition p : values()) {
            if (name.equals(p.connector)) {
                return p;
            }
        }
        for (DebeziumPosition p : values()) {
            if (source.has(p.fields.get(0))) {
                return p;
            }
        }
        return null;
    }

    /**
     * The field as the flat row holds it: Oracle's SCNs come as decimal text, which would sort as text (9 after
     * 10), so they become numbers; SQL Server's LSNs are fixed-width hex text, which sorts right as it is.
     */
    JsonNode value(String field, JsonNode v) {
        if (this == ORACLE && v.isTextual() && v.asText().matches("[0-9]+")) {
            BigInteger scn = new BigInteger(v.asText());
            // An SCN past a long stays a whole number (decimal(38,0)), not an overflow.
            return scn.bitLength() < 64
                    ? JsonNodeFactory.instance.numberNode(scn.longValue())
                    : JsonNodeFactory.instance.numberNode(scn);
        }
        return v;
    }
}
