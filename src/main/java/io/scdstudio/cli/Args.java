package io.scdstudio.cli;

import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.ScdException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/** Parsed command-line arguments: positionals and {@code --name value} options, checked against what a command takes. */
public final class Args {
    private final List<String> positionals = new ArrayList<>();
    private final Map<String, String> options = new HashMap<>();

    private Args() {}

    /**
     * @param valued option names that take a value
     * @param flags  option names that take none
     */
    public static Args parse(List<String> raw, Set<String> valued, Set<String> flags, String usage) {
        Args a = new Args();
        for (int i = 0; i < raw.size(); i++) {
            String s = raw.get(i);
            if (s.startsWith("--")) {
                String name = s.substring(2);
                String value = null;
                int eq = name.indexOf('=');
                if (eq >= 0) {
                    value = name.substring(eq + 1);
                    name = name.substring(0, eq);
                }
                if (flags.contains(name) && value == null) {
                    a.options.put(name, "true");
                } else if (valued.contains(name)) {
                    if (value == null) {
                        if (i + 1 >= raw.size()) {
                            throw usageError("option --" + name + " needs a value", usage);
                        }
                        value = raw.get(++i);
                    }
                    a.options.put(name, value);
                } else {
                    throw usageError("unknown option --" + name, usage);
                }
            } else {
                a.positionals.add(s);
            }
        }
        return a;
    }

    public static ScdException usageError(String problem, String usage) {
        return Errors.of(ErrorClass.USAGE, problem, "Usage: " + usage);
    }

    public List<String> positionals() {
        return positionals;
    }

    public Optional<String> option(String name) {
        return Optional.ofNullable(options.get(name));
    }

    public boolean flag(String name) {
        return options.containsKey(name);
    }

    public int intOption(String name, int fallback, String usage) {
        return number(name, fallback, usage, "a whole number", v -> Integer.parseInt(v.replace("_", "")));
    }

    /**
     * A whole number from {@code min} to {@code max}: a size past the bound would run out of memory or time after
     * minutes, so it is refused at once, naming the bound.
     */
    public int intOption(String name, int fallback, int min, int max, String usage) {
        String raw = options.getOrDefault(name, "").replace("_", "").trim();
        if (raw.matches("[-+]?\\d{10,}")) {
            // Past an int, so past the bound: say the bound, not "not a whole number".
            BigInteger big = new BigInteger(raw);
            throw outOfRange(name, min, max, String.format(Locale.ROOT, "%,d", big), usage);
        }
        int v = intOption(name, fallback, usage);
        if (v < min || v > max) {
            throw outOfRange(name, min, max, String.format(Locale.ROOT, "%,d", v), usage);
        }
        return v;
    }

    private static ScdException outOfRange(String name, int min, int max, String got, String usage) {
        return usageError(
                "--" + name + " must be from " + String.format(Locale.ROOT, "%,d", min) + " to "
                        + String.format(Locale.ROOT, "%,d", max) + ", got " + got,
                usage);
    }

    /** Each comma-separated whole number of a list option, bounded as {@link #intOption(String, int, int, int, String)}. */
    public List<Integer> intListOption(String name, int min, int max, String usage) {
        List<Integer> out = new ArrayList<>();
        for (String part : options.getOrDefault(name, "").split(",")) {
            String v = part.trim().replace("_", "");
            int n;
            try {
                n = Integer.parseInt(v);
            } catch (NumberFormatException e) {
                throw usageError(
                        "--" + name + " lists whole numbers separated by commas; '" + part.trim() + "' is not one",
                        usage);
            }
            if (n < min || n > max) {
                throw usageError(
                        "--" + name + " values must be from " + min + " to " + String.format(Locale.ROOT, "%,d", max)
                                + ", got " + n,
                        usage);
            }
            out.add(n);
        }
        return out;
    }

    long longOption(String name, long fallback, String usage) {
        return number(name, fallback, usage, "a whole number", v -> Long.parseLong(v.replace("_", "")));
    }

    /** A fraction written as 0.1 or as 10%. */
    double fractionOption(String name, double fallback, String usage) {
        return number(name, fallback, usage, "a fraction such as 0.1 (or 10%)", v -> {
            double d =
                    v.endsWith("%") ? Double.parseDouble(v.substring(0, v.length() - 1)) / 100 : Double.parseDouble(v);
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                throw new NumberFormatException(v);
            }
            return d;
        });
    }

    private <T> T number(String name, T fallback, String usage, String what, Function<String, T> parse) {
        String v = options.get(name);
        if (v == null) {
            return fallback;
        }
        try {
            return parse.apply(v);
        } catch (NumberFormatException e) {
            throw usageError("--" + name + " must be " + what + ", got '" + v + "'", usage);
        }
    }

    public String onlyPositional(String what, String usage) {
        if (positionals.size() != 1) {
            throw usageError("expected one " + what + (positionals.isEmpty() ? "" : ", got " + positionals), usage);
        }
        return positionals.get(0);
    }
}
