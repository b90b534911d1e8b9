package io.scdstudio.app;

import java.util.Locale;
import java.util.Optional;

/**
 * Why the window could not open, in one sentence a user can act on, when the cause is the machine rather than the
 * app: JavaFX on Linux needs the GTK 3 library and a display. Other failures are not explained here and stay errors.
 */
final class NativeToolkit {
    static final int EXIT_CODE = 2;
    private static final String COMMAND_LINE =
            " The command line works without a window: java -jar scd-studio.jar " + "help";

    private NativeToolkit() {}

    static Optional<String> explain(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            String message = String.valueOf(t.getMessage()).toLowerCase(Locale.ROOT);
            if (message.contains("glass gtk library") || message.contains("libgtk")) {
                return Optional.of("The window needs the GTK 3 library, which this machine does not have: install "
                        + "it (Debian or Ubuntu: sudo apt-get install -y libgtk-3-0) and start again." + COMMAND_LINE);
            }
            if (message.contains("unable to open display") || message.contains("cannot open display")) {
                return Optional.of("The window needs a display, and this session has none (DISPLAY is not set): "
                        + "start it from a desktop session, or over ssh with -X." + COMMAND_LINE);
            }
        }
        return Optional.empty();
    }
}
