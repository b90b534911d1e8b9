package io.scdstudio.engine;

import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.ScdException;

/** The data errors that fail a micro-batch (spec D7), naming the row's file, line and column. */
public final class DataErrors {
    private DataErrors() {}

    public static ScdException nullKey(String file, int line, String column) {
        return Errors.at(
                Location.at(file, line, 0, column),
                ErrorClass.NULL_KEY,
                "key column '" + column
                        + "' is NULL; every row that is not a truncate needs a value in every key column",
                "Fill in the key, drop the row upstream (for example with an expectation), or, if the row is meant "
                        + "to truncate the table, make apply_as_truncates match it");
    }

    public static ScdException nullSequence(String file, int line, String column) {
        return Errors.at(
                Location.at(file, line, 0, column),
                ErrorClass.NULL_SEQUENCE,
                "sequence column '" + column + "' is NULL; every row needs a sequence value",
                "Fill in the sequence value or drop the row upstream");
    }
}
