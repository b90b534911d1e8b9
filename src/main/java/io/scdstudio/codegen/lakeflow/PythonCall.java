package io.scdstudio.codegen.lakeflow;

import io.scdstudio.codegen.CodeWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * A Python call written with keyword arguments, one per line with a trailing comma, as black formats a
 * call that does not fit on one line. A list that would make its line too long is broken one item per line.
 */
final class PythonCall {
    static final int MAX_WIDTH = 100;

    private record Argument(String name, String value, List<String> items) {}

    private final String function;
    private final List<Argument> arguments = new ArrayList<>();

    PythonCall(String function) {
        this.function = function;
    }

    PythonCall arg(String name, String value) {
        arguments.add(new Argument(name, value, null));
        return this;
    }

    PythonCall listArg(String name, List<String> items) {
        arguments.add(new Argument(name, null, List.copyOf(items)));
        return this;
    }

    void writeTo(CodeWriter w, int indentWidth) {
        w.line(function + "(").indent();
        for (Argument a : arguments) {
            if (a.items() == null) {
                w.line(a.name() + "=" + a.value() + ",");
            } else {
                writeList(w, a, indentWidth);
            }
        }
        w.outdent().line(")");
    }

    private static void writeList(CodeWriter w, Argument a, int indentWidth) {
        String inline = a.name() + "=[" + String.join(", ", a.items()) + "],";
        if (indentWidth + inline.length() <= MAX_WIDTH || a.items().isEmpty()) {
            w.line(inline);
            return;
        }
        w.line(a.name() + "=[").indent();
        for (String item : a.items()) {
            w.line(item + ",");
        }
        w.outdent().line("],");
    }
}
