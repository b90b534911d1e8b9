/**
 * The JavaFX window, by feature: {@code ui.shell} (window, menus, files), {@code ui.feed}, {@code ui.flow},
 * {@code ui.preview}, {@code ui.timeline}, {@code ui.code}, {@code ui.run}, {@code ui.lesson}, {@code ui.tour},
 * {@code ui.practice}, {@code ui.compare} and {@code ui.theme}. Each feature is an
 * {@code XxxView} built in code that binds to an {@code XxxViewModel} holding properties and commands. This
 * package holds what the features share: the open design with its undo stack and revision counter, the
 * background task runners, the feature tabs by identity ({@link io.scdstudio.ui.FeatureTab}), style class names
 * and error display. The only package besides {@code app} that
 * uses JavaFX; it reaches engines only through {@link io.scdstudio.engine.ScdEngine}.
 */
package io.scdstudio.ui;
