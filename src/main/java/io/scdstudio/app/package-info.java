/**
 * The entry point and the wiring: {@link io.scdstudio.app.Launcher} opens the window when given no
 * arguments and runs the command line otherwise. It is a plain class, not a JavaFX Application, so the
 * JavaFX runtime loads from the class path (stack.md §3).
 */
package io.scdstudio.app;
