/**
 * Saving and loading designs: a {@link io.scdstudio.project.Design} is a scenario being edited plus where it
 * came from; {@link io.scdstudio.project.DesignFiles} opens and saves it as a scenario folder, the recovery
 * store keeps a copy after every edit so a crash loses nothing, and the settings store remembers recent
 * files and the window layout. Plain Java over {@code model} and {@code feed}: no JavaFX, no threads.
 */
package io.scdstudio.project;
