package io.scdstudio.format;

import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SourceView;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The GoldenGate reading as Spark SQL over the JSON formatter's lines ({@code value}, as text): {@code from_json}
 * with every image field read as text, the {@code after} image (the {@code before} for a delete) with a column
 * marked {@code <COL>_isMissing} read as NULL, and the operation's metadata as {@code __op_type}, {@code __op_ts},
 * {@code __pos}, {@code __table}, {@code __current_ts}.
 */
final class GoldenGateSourceView {
    private static final String MISSING = "_isMissing";

    private GoldenGateSourceView() {}

    static SourceView of(Schema schema, Set<String> imageColumns, String title) {
        List<String> image = new ArrayList<>();
        for (String c : imageColumns) {
            image.add(SourceView.quote(c) + ": STRING");
            image.add(SourceView.quote(c + MISSING) + ": BOOLEAN");
        }
        String struct = "STRUCT<" + String.join(", ", image) + ">";
        String ddl = "op_type STRING, op_ts STRING, pos STRING, `table` STRING, current_ts STRING, before " + struct
                + ", after " + struct;
        List<SourceView.Projection> columns = new ArrayList<>();
        for (Column c : schema.columns()) {
            String text = imageColumns.contains(c.name()) ? imageField(c.name()) : metadata(c.name());
            columns.add(new SourceView.Projection(text, c.name(), c.type()));
        }
        return new SourceView(
                title,
                List.of(new Column("value", DataType.STRING)),
                SourceView.RawFile.TEXT_LINES,
                List.of(
                        new SourceView.Stage(
                                Optional.of("value IS NOT NULL"),
                                List.of(new SourceView.Projection(
                                        "from_json(value, " + SourceView.literal(ddl) + ")", "m"))),
                        new SourceView.Stage(Optional.of("m.op_type IN ('I', 'U', 'D', 'T')"), columns)),
                List.of(),
                List.of("A column marked <COL>_isMissing (a compressed update or delete sends only "
                        + "changed columns and keys) or left out reads as NULL, which the design's ignore-null list "
                        + "keeps out of the target."));
    }

    private static String imageField(String column) {
        return "CASE WHEN m.op_type = 'D' THEN " + ofImage("before", column) + " ELSE " + ofImage("after", column)
                + " END";
    }

    private static String ofImage(String image, String column) {
        return "CASE WHEN coalesce(m." + image + "." + SourceView.quote(column + MISSING) + ", false) THEN NULL ELSE m."
                + image + "." + SourceView.quote(column) + " END";
    }

    private static String metadata(String column) {
        return switch (column) {
            case "__op_type" -> "m.op_type";
            case "__op_ts" -> "m.op_ts";
            case "__pos" -> "m.pos";
            case "__table" -> "m.`table`";
            case "__current_ts" -> "m.current_ts";
            default -> "NULL";
        };
    }
}
