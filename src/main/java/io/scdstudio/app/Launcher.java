package io.scdstudio.app;

import io.scdstudio.cli.Cli;
import io.scdstudio.ui.shell.StudioApp;

/** {@code java -jar scd-studio.jar}: the window; {@code java -jar scd-studio.jar <command> ...}: the command line. */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            StudioApp.launchWindow(args);
            return;
        }
        System.exit(new Cli().execute(args, System.out, System.err));
    }
}
