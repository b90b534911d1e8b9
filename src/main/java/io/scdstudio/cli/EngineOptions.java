package io.scdstudio.cli;

import io.scdstudio.engine.ScdEngine;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.spark.SparkEngine;
import io.scdstudio.spark.SparkSettings;
import java.nio.file.Path;
import java.util.Set;

/**
 * The engine options {@code run} and {@code check} share: {@code --engine memory|spark},
 * {@code --mode backfill|incremental}, {@code --master URL} and {@code --workspace DIR} (Spark only).
 */
public final class EngineOptions {
    public static final Set<String> VALUED = Set.of("engine", "mode", "master", "workspace");
    static final String USAGE =
            "[--engine memory|spark] [--mode backfill|incremental] [--master URL] [--workspace DIR]";

    private EngineOptions() {}

    static ScdEngine engine(Args args, String usage) {
        String engine = args.option("engine").orElse("memory");
        if (engine.equals("memory")) {
            for (String sparkOnly : new String[] {"mode", "master", "workspace"}) {
                if (args.option(sparkOnly).isPresent()) {
                    throw Args.usageError("--" + sparkOnly + " needs --engine spark", usage);
                }
            }
            return new InMemoryEngine();
        }
        if (!engine.equals("spark")) {
            throw Args.usageError("--engine must be memory or spark, got '" + engine + "'", usage);
        }
        return spark(args, usage);
    }

    public static SparkEngine spark(Args args, String usage) {
        SparkSettings settings = SparkSettings.defaults();
        try {
            settings = new SparkSettings(
                    args.option("master").orElse(SparkSettings.LOCAL),
                    args.option("workspace").map(Path::of).orElse(settings.workspace()));
        } catch (IllegalArgumentException e) {
            throw Args.usageError(e.getMessage(), usage);
        }
        return new SparkEngine(
                settings, SparkEngine.Mode.parse(args.option("mode").orElse("backfill")));
    }
}
