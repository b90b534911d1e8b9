/**
 * The guided first run: a short tour whose steps point at the window's real controls
 * ({@link io.scdstudio.ui.tour.FirstRunTour}), stepped by {@link io.scdstudio.ui.tour.TourViewModel} and drawn
 * over the window by {@link io.scdstudio.ui.tour.TourOverlay}, which dims everything but the control it explains
 * and leaves that control clickable.
 */
package io.scdstudio.ui.tour;
