package io.scdstudio.ui.flow;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A setting that is either off/default, on for every column, or a list of columns to include or to
 * exclude: {@code column_list}/{@code except_column_list}, the track-history pair and the ignore-null trio.
 */
public record ColumnChoice(Mode mode, List<String> columns) {

    public enum Mode {
        DEFAULT,
        ALL,
        ONLY,
        EXCEPT
    }

    public ColumnChoice {
        Objects.requireNonNull(mode, "mode");
        columns = List.copyOf(columns);
    }

    public static ColumnChoice of(Optional<List<String>> only, Optional<List<String>> except) {
        if (only.isPresent()) {
            return new ColumnChoice(Mode.ONLY, only.get());
        }
        return except.map(l -> new ColumnChoice(Mode.EXCEPT, l)).orElse(new ColumnChoice(Mode.DEFAULT, List.of()));
    }

    public boolean hasList() {
        return mode == Mode.ONLY || mode == Mode.EXCEPT;
    }

    public Optional<List<String>> only() {
        return mode == Mode.ONLY ? Optional.of(columns) : Optional.empty();
    }

    public Optional<List<String>> except() {
        return mode == Mode.EXCEPT ? Optional.of(columns) : Optional.empty();
    }
}
