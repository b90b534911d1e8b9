/**
 * The naive-MERGE lesson in the window: {@link io.scdstudio.ui.compare.CompareView} shows the textbook Delta MERGE
 * recipe's table beside AUTO CDC's for the open design, key by key, each difference with why and the events that
 * made it (a link moves the preview there); {@link io.scdstudio.ui.compare.CompareViewModel} computes it off the
 * FX thread while its tab is shown.
 */
package io.scdstudio.ui.compare;
