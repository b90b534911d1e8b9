package io.scdstudio.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** The command line in-process, for tests outside this package (the fuzzing properties). */
public final class CliProbe {
    private CliProbe() {}

    /** What a command printed and its exit code. */
    public record Result(int code, String out, String err) {}

    public static Result run(String command, String path, String... options) {
        List<String> args = new ArrayList<>(List.of(command, path));
        args.addAll(Arrays.asList(options));
        CliTest.Result r = CliTest.cli(args.toArray(String[]::new));
        return new Result(r.code(), r.out(), r.err());
    }
}
