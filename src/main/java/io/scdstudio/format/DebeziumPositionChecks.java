package io.scdstudio.format;

import io.scdstudio.model.ChangeFeed;
import java.util.List;

/** The checks that a Debezium feed's log position columns order as the source database orders its changes. */
final class DebeziumPositionChecks {
    private DebeziumPositionChecks() {}

    /**
     * The log positions the preset sequences by must order as the database orders them: a PostgreSQL LSN written
     * as text ('800' after '1000') or MySQL binlog names whose numbers differ in width ('mysql-bin.9' after
     * 'mysql-bin.10') would reorder changes silently.
     */
    static void requirePositionsThatOrder(ChangeFeed feed) {
        for (String lsn : List.of("__source_lsn", "__lsn")) {
            ChangeCodes.requireNumbers(
                    feed,
                    lsn,
                    "the PostgreSQL connector writes source.lsn as a number; as text '800' would sort after '1000'",
                    "Write lsn as a JSON number (the connector's own JSON does), or declare the column as bigint in"
                            + " a scenario's schema");
        }
        for (String lsn : List.of("__source_commit_lsn", "__source_change_lsn", "__commit_lsn", "__change_lsn")) {
            feed.schema().find(lsn).ifPresent(c -> {
                String why = "the SQL Server connector's LSNs (0000002d:00000758:0003) order as text only in one width"
                        + " and one case";
                String hint =
                        "Write the LSNs as the connector does: fixed-width hex, in one case (it writes lower case)";
                ChangeCodes.requireOneWidth(feed, c.name(), why, hint);
                ChangeCodes.requireOneCase(feed, c.name(), why, hint);
            });
        }
        for (String serial : List.of("__source_event_serial_no", "__event_serial_no")) {
            ChangeCodes.requireNumbers(
                    feed,
                    serial,
                    "the SQL Server connector writes event_serial_no as a number; as text '10' would sort before '9'",
                    "Write event_serial_no as a JSON number, as the connector does");
        }
        for (String file : List.of("__source_file", "__file")) {
            feed.schema()
                    .find(file)
                    .ifPresent(c -> ChangeCodes.requireOneWidth(
                            feed,
                            c.name(),
                            "MySQL binlog file names order as text only when their numbers have one width"
                                    + " (mysql-bin.000009 before mysql-bin.000010)",
                            "Write the binlog names as MySQL does, zero-padded to one width"));
        }
    }
}
