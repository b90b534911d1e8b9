package io.scdstudio.lint;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What a design check found: its stable {@code id}, severity, the setting concerned (a parameter's Python name,
 * such as {@code sequence_by}), what it found, why it matters in one sentence, the first few source lines it
 * found it on with the total count (0 when it is about the design, not rows), and a fix where one exists.
 */
public record Finding(
        String id,
        Severity severity,
        String setting,
        String message,
        String why,
        List<Integer> lines,
        int count,
        Optional<Fix> fix) {
    public static final int LINES_SHOWN = 5;

    public Finding {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(setting, "setting");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(why, "why");
        lines = List.copyOf(lines.subList(0, Math.min(LINES_SHOWN, lines.size())));
        Objects.requireNonNull(fix, "fix");
    }

    /** A finding about the design itself, with no rows to point at. */
    static Finding ofDesign(
            String id, Severity severity, String setting, String message, String why, Optional<Fix> fix) {
        return new Finding(id, severity, setting, message, why, List.of(), 0, fix);
    }

    /** "lines 3, 7, 9 and 4 more", or empty when no rows are concerned. */
    public String where() {
        if (lines.isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder(lines.size() == 1 && count == 1 ? "line " : "lines ");
        for (int i = 0; i < lines.size(); i++) {
            sb.append(i == 0 ? "" : ", ").append(lines.get(i));
        }
        if (count > lines.size()) {
            sb.append(" and ").append(count - lines.size()).append(" more");
        }
        return sb.toString();
    }

    /** Why it matters, as a sentence. */
    public String reason() {
        return why.isEmpty()
                ? ""
                : Character.toUpperCase(why.charAt(0)) + why.substring(1) + (why.endsWith(".") ? "" : ".");
    }

    /** What was found and where, as a sentence. */
    public String found() {
        String at = where();
        return message + (at.isEmpty() ? "" : " (" + at + ")") + ".";
    }

    /** One line: id, severity, what, where, why. */
    public String describe() {
        return id + " " + severity.word() + ": " + sentence();
    }

    /** What, where, why and the fix, without the id: the words a run warning of the same rule says too. */
    public String sentence() {
        return found() + " " + reason()
                + fix.map(f -> " Fix: " + f.label() + ".").orElse("");
    }
}
