/**
 * The main window: menus (File, Edit, View, Samples), drag and drop, recent files, saving with the
 * unsaved-changes prompt, the recovery copy, the remembered layout, and the wiring that refreshes every
 * feature after each design revision. {@link io.scdstudio.ui.shell.StudioApp} is the JavaFX application;
 * {@link io.scdstudio.ui.shell.StudioWindow} builds the window into any stage, so tests can too.
 */
package io.scdstudio.ui.shell;
