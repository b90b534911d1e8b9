package io.scdstudio.model;

/** Text for a user's terminal or window, where some characters would show as nothing. */
public final class VisibleText {
    private VisibleText() {}

    /**
     * Characters a terminal shows as nothing (a zero-width space, a byte order mark, a no-break space, control
     * characters) are written as {@code <U+200B>}: "'1' is not a number" about a value holding one would be a
     * riddle. Line breaks and tabs of a multi-line message stay.
     */
    public static String of(String text) {
        StringBuilder sb = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int type = Character.getType(c);
            boolean invisible = c != '\n'
                    && c != '\t'
                    && (type == Character.FORMAT
                            || type == Character.CONTROL
                            || (type == Character.SPACE_SEPARATOR && c != ' '));
            if (invisible && sb == null) {
                sb = new StringBuilder(text.substring(0, i));
            }
            if (sb != null) {
                if (invisible) {
                    sb.append(String.format("<U+%04X>", (int) c));
                } else {
                    sb.append(c);
                }
            }
        }
        return sb == null ? text : sb.toString();
    }
}
