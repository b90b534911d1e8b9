package io.scdstudio.generate;

import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import java.util.Locale;

/**
 * What a generated feed looks like. {@code crm}: a customer feed keyed by one bigint and sequenced by a timestamp,
 * six plain columns. {@code wide}: accounts keyed by (region, account_id), sequenced by {@code STRUCT(commit_ts,
 * lsn)} whose timestamps tie often, ten columns of every type with NULLs among them, the shape a CDC export of a
 * real table has.
 */
public enum FeedShape {
    CRM,
    WIDE;

    public static FeedShape parse(String text) {
        for (FeedShape s : values()) {
            if (s.label().equals(text.strip().toLowerCase(Locale.ROOT))) {
                return s;
            }
        }
        throw Errors.at(
                Location.field("--shape"),
                ErrorClass.INVALID_SETTING,
                "there is no feed shape '" + text + "'",
                "Write --shape crm (one key, a timestamp sequence) or --shape wide (a composite key, a STRUCT "
                        + "sequence, ten typed columns with NULLs)");
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
