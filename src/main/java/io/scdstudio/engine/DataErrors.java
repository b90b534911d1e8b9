package io.scdstudio.engine;

import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.ScdException;

/** The data errors that fail a micro-batch (spec D7), naming the row's file, line and column. */
final class DataErrors {
    private DataErrors() {
    }

    static ScdException nullKey(String file, int line, String column) {
        return Errors.at(Location.at(file, line, 0, column), "NULL_KEY",
                "key column '" + column + "' is NULL; every row that is not a truncate needs a value in every key column",
                "Fill in the key, drop the row upstream (for example with an expectation), or, if the row is meant "
                        + "to truncate the table, make apply_as_truncates match it");
    }

    static ScdException nullSequence(String file, int line, String column) {
        return Errors.at(Location.at(file, line, 0, column), "NULL_SEQUENCE",
                "sequence column '" + column + "' is NULL; every row needs a sequence value",
                "Fill in the sequence value or drop the row upstream");
    }
}
