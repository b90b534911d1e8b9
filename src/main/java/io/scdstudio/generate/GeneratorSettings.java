package io.scdstudio.generate;

import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import java.util.Locale;

/**
 * What to generate: how many events over how many keys, the fraction of events that arrive late, the fraction
 * that are deletes, how many micro-batches the arrivals are cut into, the seed, and the SCD type of the flow.
 * Each value is checked here, where the message can name the option a user typed.
 */
public record GeneratorSettings(
        int events, int keys, double late, double deletes, int batches, long seed, int scdType, FeedShape shape) {
    public static final double DEFAULT_LATE = 0.10;
    public static final double DEFAULT_DELETES = 0.05;
    public static final int DEFAULT_BATCHES = 10;
    public static final long DEFAULT_SEED = 1;

    /** A customer feed ({@link FeedShape#CRM}). */
    public GeneratorSettings(int events, int keys, double late, double deletes, int batches, long seed, int scdType) {
        this(events, keys, late, deletes, batches, seed, scdType, FeedShape.CRM);
    }

    public GeneratorSettings {
        require(
                events >= 1,
                "--events",
                "the number of events must be 1 or more, got " + events,
                "Give --events a positive whole number, such as 100000");
        require(
                keys >= 1 && keys <= events,
                "--keys",
                "the number of keys must be between 1 and the number of " + "events (" + events + "), got " + keys,
                "Every key needs at least its insert event");
        require(
                late >= 0 && late <= 0.5,
                "--late",
                "the late fraction must be between 0 and 0.5, got " + late,
                "Give the fraction of events that arrive late, such as 0.1 for 10%");
        require(
                deletes >= 0 && deletes <= 0.5,
                "--deletes",
                "the delete fraction must be between 0 and 0.5, got " + deletes,
                "Give the fraction of events that are deletes, such as 0.05 for 5%");
        require(
                batches >= 1 && batches <= events,
                "--batches",
                "the number of micro-batches must be between 1 and " + "the number of events (" + events + "), got "
                        + batches,
                "Give --batches such as 10");
        require(
                scdType == 1 || scdType == 2,
                "--scd",
                "the SCD type must be 1 or 2, got " + scdType,
                "Write --scd 1 or --scd 2");
    }

    /** The defaults for {@code events}: one key per ten events, 10% late, 5% deletes, 10 batches, SCD type 2. */
    public static GeneratorSettings of(int events) {
        return new GeneratorSettings(
                events,
                Math.max(1, events / 10),
                DEFAULT_LATE,
                DEFAULT_DELETES,
                Math.min(DEFAULT_BATCHES, events),
                DEFAULT_SEED,
                2);
    }

    /** The command line that makes the same feed again. */
    public String commandLine(String folder) {
        return String.format(
                        Locale.ROOT,
                        "scd-studio generate %s --events %d --keys %d --late %s --deletes %s "
                                + "--batches %d --seed %d --scd %d",
                        folder,
                        events,
                        keys,
                        number(late),
                        number(deletes),
                        batches,
                        seed,
                        scdType)
                + (shape == FeedShape.CRM ? "" : " --shape " + shape.label());
    }

    public GeneratorSettings withShape(FeedShape other) {
        return new GeneratorSettings(events, keys, late, deletes, batches, seed, scdType, other);
    }

    private static String number(double d) {
        return d == Math.rint(d) ? String.valueOf((long) d) : String.valueOf(d);
    }

    private static void require(boolean ok, String option, String problem, String hint) {
        if (!ok) {
            throw Errors.at(Location.field(option), ErrorClass.INVALID_SETTING, problem, hint);
        }
    }
}
