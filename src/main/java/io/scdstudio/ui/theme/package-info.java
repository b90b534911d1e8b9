/**
 * The window's colour themes ({@link io.scdstudio.ui.theme.Theme}): AtlantaFX's Primer light and dark themes as
 * the user-agent stylesheet, and one stylesheet of this app's own colours per theme. Other stylesheets name colours
 * only through the variables these define, so switching a theme touches nothing else.
 */
package io.scdstudio.ui.theme;
