/**
 * The JavaFX window, by feature ({@code ui.shell}, later {@code ui.feed}, {@code ui.flow}, {@code ui.preview},
 * {@code ui.timeline}, {@code ui.code}, {@code ui.run}). The only package besides {@code app} that uses JavaFX.
 */
package io.scdstudio.ui;
