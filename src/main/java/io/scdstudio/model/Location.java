package io.scdstudio.model;

import java.util.Optional;

/**
 * Where a problem is: a file, a 1-based line and column, and a field (column name or setting name).
 * Any part may be unknown.
 */
public record Location(Optional<String> file, int line, int column, Optional<String> field) {

    public static Location file(String file) {
        return new Location(Optional.of(file), 0, 0, Optional.empty());
    }

    public static Location field(String field) {
        return new Location(Optional.empty(), 0, 0, Optional.of(field));
    }

    public static Location at(String file, int line, int column, String field) {
        return new Location(Optional.ofNullable(file), line, column, Optional.ofNullable(field));
    }

    public Location withField(String newField) {
        return new Location(file, line, column, Optional.ofNullable(newField));
    }

    /** "input.csv line 4, column 3 (city)". */
    public String describe() {
        StringBuilder sb = new StringBuilder();
        file.ifPresent(sb::append);
        if (line > 0) {
            sb.append(sb.length() > 0 ? " " : "").append("line ").append(line);
        }
        if (column > 0) {
            sb.append(sb.length() > 0 ? ", " : "").append("column ").append(column);
        }
        field.ifPresent(f -> {
            if (sb.length() > 0) {
                sb.append(" (").append(f).append(')');
            } else {
                sb.append(f);
            }
        });
        return sb.toString();
    }
}
