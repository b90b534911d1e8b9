package io.scdstudio.cli;

import io.scdstudio.codegen.merge.TakeAwayTests;
import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.Row;
import io.scdstudio.model.SourceView;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A CDC file cut into two micro-batches for the take-away tests, as a stream would deliver it: the raw lines the
 * exported code reads (the file's header kept for CSV), and the flat rows the reader made of each half, which give
 * the engine's table after each. Cut at the middle row, the second batch brings late and out-of-order events.
 */
record RawFileBatches(ChangeFeed feed, TakeAwayTests.RawLines raw) {

    static RawFileBatches of(ChangeFeed feed, Path file, SourceView view) {
        if (feed.batches().size() != 1 || feed.batches().get(0).rows().size() < 2) {
            throw Errors.at(
                    Location.file(file.toString()),
                    ErrorClass.UNSUPPORTED_SETTING,
                    "the generated tests cut one CDC file of two or more rows into micro-batches, and this feed has "
                            + feed.batches().size() + " batch(es)",
                    "Export the tests from one CDC file");
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw Errors.at(
                    Location.file(file.toString()),
                    ErrorClass.FILE_UNREADABLE,
                    "cannot read the CDC file again to write its lines into the tests: " + e.getMessage(),
                    "Check the file");
        }
        Batch all = feed.batches().get(0);
        int cut = all.lineOf(all.rows().size() / 2);
        boolean header = view.rawFile() == SourceView.RawFile.CSV_WITH_HEADER;
        List<List<String>> halves = List.of(new ArrayList<>(), new ArrayList<>());
        for (int i = header ? 1 : 0; i < lines.size(); i++) {
            if (!lines.get(i).isBlank()) {
                halves.get(i + 1 < cut ? 0 : 1).add(lines.get(i));
            }
        }
        List<List<Row>> rows = List.of(new ArrayList<>(), new ArrayList<>());
        List<List<Integer>> rowLines = List.of(new ArrayList<>(), new ArrayList<>());
        for (int i = 0; i < all.rows().size(); i++) {
            int side = all.lineOf(i) < cut ? 0 : 1;
            rows.get(side).add(all.rows().get(i));
            rowLines.get(side).add(all.lineOf(i));
        }
        ChangeFeed two = new ChangeFeed(
                feed.source(),
                feed.schema(),
                List.of(
                        new Batch(1, 0, rows.get(0), rowLines.get(0)),
                        new Batch(2, rows.get(0).size(), rows.get(1), rowLines.get(1))));
        return new RawFileBatches(
                two,
                new TakeAwayTests.RawLines(
                        view.rawFile(), header ? Optional.of(lines.get(0)) : Optional.empty(), halves));
    }
}
