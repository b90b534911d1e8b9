package io.scdstudio.format;

import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SourceView;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The reading of a CDC tool whose rows are already columns (a CSV export of a change table, DMS files, a Delta
 * change feed) as Spark SQL: the rows the reader drops filtered out, each column cast to its flat type (text, as
 * Spark reads a CSV file, or already typed), and the columns the reader adds computed.
 */
final class ColumnsSourceView {
    private ColumnsSourceView() {}

    /**
     * @param added   the columns the reader adds, by name, with the expression that makes each from the raw row
     * @param dropped the filter keeping the rows the reader keeps, if it drops some
     */
    static SourceView of(
            String title,
            SourceView.RawFile rawFile,
            Schema flat,
            Map<String, String> added,
            Optional<String> dropped,
            List<SourceView.Option> options,
            List<String> notes) {
        List<Column> raw = new ArrayList<>();
        List<SourceView.Projection> select = new ArrayList<>();
        for (Column c : flat.columns()) {
            String expression = added.get(c.name());
            if (expression == null) {
                raw.add(new Column(c.name(), DataType.STRING));
                expression = SourceView.quote(c.name());
            }
            select.add(new SourceView.Projection(expression, c.name(), c.type()));
        }
        return new SourceView(title, raw, rawFile, List.of(new SourceView.Stage(dropped, select)), options, notes);
    }
}
