package io.scdstudio.feed.csv;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Location;
import io.scdstudio.model.ScdException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CsvReaderTest {

    static List<CsvRecord> records(String text) {
        List<CsvRecord> all = new ArrayList<>();
        try (CsvReader csv = new CsvReader(new StringReader(text), "feed.csv")) {
            for (CsvRecord r = csv.next(); r != null; r = csv.next()) {
                all.add(r);
            }
        }
        return all;
    }

    static Location failure(String text) {
        ScdException[] caught = new ScdException[1];
        assertThatThrownBy(() -> records(text)).isInstanceOfSatisfying(ScdException.class, e -> caught[0] = e);
        assertThat(caught[0].errorClass()).isEqualTo(ErrorClass.CSV_MALFORMED.name());
        assertThat(caught[0].hint()).isNotBlank();
        return caught[0].location().orElseThrow();
    }

    @Test
    void quotedFieldsKeepCommasDoubledQuotesAndNewlines() {
        List<CsvRecord> rs = records("a,b,c\n\"x,y\",\"say \"\"hi\"\"\",\"two\nlines\"\nnext,row,here\n");
        assertThat(rs.get(1).fields()).containsExactly("x,y", "say \"hi\"", "two\nlines");
        assertThat(rs.get(2).line())
                .as("the record after a two-line field starts on line 4")
                .isEqualTo(4);
    }

    @Test
    void recordsWhetherEachFieldWasQuoted() {
        CsvRecord r = records("a,b\n\"null\",null\n").get(1);
        assertThat(r.quoted(0)).isTrue();
        assertThat(r.isNullWord(0)).isFalse();
        assertThat(r.isNullWord(1)).isTrue();
    }

    @Test
    void acceptsCrlfLineEndsAndAByteOrderMark() {
        List<CsvRecord> rs = records("\uFEFFid,name\r\n1,Ann\r\n2,\"B\r\nob\"\r\n3,Cy");
        assertThat(rs.get(0).fields()).containsExactly("id", "name");
        assertThat(rs).extracting(CsvRecord::line).containsExactly(1, 2, 3, 5);
        assertThat(rs.get(2).field(1)).isEqualTo("B\r\nob");
        assertThat(rs.get(3).fields()).containsExactly("3", "Cy");
    }

    @Test
    void emptyFieldsAndBlankLinesBetweenRecords() {
        List<CsvRecord> rs = records("a,b,c\n,\"\",\n\n1,2,3\n");
        assertThat(rs.get(1).fields()).containsExactly("", "", "");
        assertThat(rs.get(1).quoted(1)).isTrue();
        assertThat(rs.get(2).line()).isEqualTo(4);
    }

    @Test
    void readsFieldsLongerThanTheBuffer() {
        String big = "x".repeat(200_000);
        assertThat(records("a,b\n" + big + ",\"" + big + "\"\n").get(1).fields())
                .containsExactly(big, big);
    }

    @Test
    void unterminatedQuoteNamesTheLineWhereItOpened() {
        Location at = failure("a,b\n1,2\n3,\"open\nstill open\n");
        assertThat(at.file()).contains("feed.csv");
        assertThat(at.line()).isEqualTo(3);
        assertThat(at.column()).isEqualTo(2);
        assertThat(at.field()).contains("b");
    }

    @Test
    void quoteInsideAnUnquotedFieldIsAStrayQuote() {
        Location at = failure("a,b\n1,ab\"c\n");
        assertThat(at.line()).isEqualTo(2);
        assertThat(at.column()).isEqualTo(2);
    }

    @Test
    void textAfterAClosingQuoteIsMalformed() {
        Location at = failure("a,b,c\n1,\"x\"y,3\n");
        assertThat(at.line()).isEqualTo(2);
        assertThat(at.column()).isEqualTo(2);
    }

    @Test
    void aRecordWithTooFewFieldsNamesTheFirstMissingColumn() {
        Location at = failure("a,b,c\n1,2,3\n4,5\n");
        assertThat(at.line()).isEqualTo(3);
        assertThat(at.column()).isEqualTo(3);
    }
}
